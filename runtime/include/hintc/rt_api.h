// Native calls between compiled modules of one build: the table a module exports in a capsule.
#pragma once
#include <Python.h>

#include <cstdint>

// CONTRACT.
// A compiled module built with its API exported holds the capsule `__hintc_capi__` (capsule name
// HINTC_API_CAPSULE) pointing at its HintcModuleApi. `functions[k]` is the native function of the
// k-th function of its interface, with its exact native signature plus the trailing `int` depth;
// a module compiled against that signature casts it back. `hashes[k]` identifies the signature
// (parameter names, types and defaults, return type): importers compiled against another one
// refuse to load. `live[k]` stays 1 while the module attribute still holds the compiled function;
// assigning or deleting the attribute from Python clears it, so callers fall back to a Python call.
#define HINTC_API_ABI 1u
#define HINTC_API_CAPSULE "hintc.module_api"

typedef void (*HintcFn)(void);

struct HintcModuleApi {
  uint32_t abi;      // HINTC_API_ABI
  uint32_t count;    // entries of every array below
  PyObject* module;  // the exporting module (borrowed: a module outlives its importers' calls)
  char* live;
  PyObject** objects;        // the original function objects (owned by the exporter)
  const char* const* names;  // the functions' Python names
  const uint64_t* hashes;    // their signature hashes
  const HintcFn* functions;
};

// Makes the exporting module `m` publish `api`: fills api->module and api->objects from the
// module's attributes, sets every live flag and stores the capsule as `__hintc_capi__`. 0 / -1.
int hintc_api_export(PyObject* m, HintcModuleApi* api);

// `from module_name import name` (both str): the package's attribute, importing the submodule
// module_name.name when the package does not have it yet. New reference, or NULL with ImportError.
PyObject* hintc_import_from(PyObject* module_name, PyObject* name);

// Looks up the API of the already imported module `exporter` for module `importer`, which calls
// `count` of its functions (`names`, compiled against signatures `hashes`); index[i] becomes the
// table position of names[i]. *out stays NULL when the exporter is not a compiled module with an
// API (calls then go through Python). A missing function or another signature raises ImportError
// naming both modules and returns -1.
int hintc_api_bind(HintcModuleApi** out, uint32_t* index, const char* exporter,
                   const char* importer, const char* const* names, const uint64_t* hashes,
                   uint32_t count);
