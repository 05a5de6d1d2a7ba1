// The one home of generated C symbol names: every identifier codegen emits is built here.
#pragma once
#include <map>
#include <string>

#include "hintc/ir/ir.h"

namespace hintc::codegen::naming {

// A Python name as a C identifier fragment, appended to a symbol prefix ("hn" + stem). Plain
// ASCII names give "_<name>"; anything else (non-ASCII, a leading '_' or "__", which C++ reserves
// after the prefix's '_') gives "z_<escaped>" where the escaping never produces '_'. The two forms
// can never coincide, and `dup` > 0 (the dup-th entity sharing a Python name) forces the escaped
// form with a suffix no escape produces, so distinct entities always get distinct stems.
std::string stem(const std::string& py_name, int dup = 0);

// Symbol prefixes. They differ from each other within their first three characters, so symbols of
// different kinds cannot collide whatever the Python names are.
inline std::string native_function(const std::string& st) { return "hn" + st; }
// The speculative int64 clone of a function (same stem as its exact version).
inline std::string fast_clone_function(const std::string& st) { return "hnf" + st; }
// The native-list entry of a function returning a list (ir native_list_of; same stem).
inline std::string native_list_function(const std::string& st) { return "hnl" + st; }
inline std::string wrapper_function(const std::string& st) { return "hw" + st; }
// The PyMethodDef of a function whose object is made when its def runs (ir bound_at_def).
inline std::string method_def(const std::string& st) { return "hmd" + st; }
inline std::string arg_spec(const std::string& st) { return "hs" + st; }
inline std::string arg_spec_names(const std::string& st) { return "hsn" + st; }
inline std::string global_slot(const std::string& st) { return "hg" + st; }
// Whether the global has been assigned (unset globals raise NameError on load).
inline std::string global_set_flag(const std::string& st) { return "hgset" + st; }
// A public global's name as an interned str, made at its first mirrored store (hm_mirror).
inline std::string global_key(const std::string& st) { return "hgkey" + st; }
inline std::string constant(int n) { return "hc_" + std::to_string(n); }
// Profile builds: a function's profile record, its line numbers and its line counters.
inline std::string profile_function(const std::string& st) { return "hpf" + st; }
inline std::string profile_lines(const std::string& st) { return "hpl" + st; }
inline std::string profile_counters(const std::string& st) { return "hpc" + st; }
// Compiled classes (stem of the class name): instance struct, type object, vtable, allocator,
// and per-class slot functions and tables ("hkx" + stem + "_" + what).
inline std::string class_struct(const std::string& name) { return "hk" + stem(name); }
inline std::string class_type(const std::string& name) { return "hty" + stem(name); }
inline std::string class_vtable(const std::string& name) { return "hvt" + stem(name); }
inline std::string class_alloc(const std::string& name) { return "hka" + stem(name); }
inline std::string class_part(const std::string& name, const std::string& what) {
  return "hkx" + stem(name) + "_" + what;
}
// A field's member in the instance struct, and the "assigned" flag of a float field.
// Closures (emit_closure.cpp), by the owning function's stem.
inline std::string env_struct(const std::string& st) { return "he" + st; }
inline std::string env_def(const std::string& st) { return "hed" + st; }
inline std::string env_alloc(const std::string& st) { return "hea" + st; }
inline std::string closure_def(const std::string& st) { return "hcd" + st; }
inline std::string field_member(const std::string& field) { return "f" + stem(field); }
inline std::string field_flag(const std::string& field) { return "d" + stem(field); }
// The Python-visible box of a boxed int/float/bool field (ir::ClassDef::boxes_field).
inline std::string field_box(const std::string& field) { return "b" + stem(field); }
inline const char* kInitClasses = "hm_init_classes";

// Fixed module-level symbols.
inline const char* kModuleObject = "hm_module";
// Loop iterations since the last signal poll, and "a fast clone failed because of a signal".
inline const char* kSignalTicks = "hm_ticks";
inline const char* kSignalled = "hm_signalled";
inline const char* kModuleBody = "hm_body";
inline const char* kMethodTable = "hm_methods";
inline const char* kModuleDef = "hm_def";
inline const char* kInitConstants = "hm_init_constants";
inline const char* kResetGlobals = "hm_reset_globals";
// Public globals: the dict mirroring of compiled stores and the module class's attribute hook.
inline const char* kMirror = "hm_mirror";
inline const char* kMirroring = "hm_mirroring";
inline const char* kSetAttr = "hm_setattro";
inline const char* kSetModuleClass = "hm_set_module_class";
// Multi-phase initialisation (modules with non-ASCII names): the exec slot function and slots.
inline const char* kModuleExec = "hm_exec";
inline const char* kModuleSlots = "hm_slots";
// Profile builds: the module's profile table, and a native frame's profiler state (a local).
inline const char* kProfileModule = "hm_profile";
inline const char* kProfileFunctions = "hm_profile_functions";
inline const char* kProfileFrame = "hprof";
// This module's API table for the other compiled modules of its build, and its parts.
inline const char* kApi = "hm_api";
inline const char* kApiLive = "hm_api_live";
inline const char* kApiObjects = "hm_api_objects";
inline const char* kApiNames = "hm_api_names";
inline const char* kApiHashes = "hm_api_hashes";
inline const char* kApiFunctions = "hm_api_functions";
// The bound API table of the n-th imported compiled module; the names and signature hashes of the
// functions this module calls of it, and their positions in its table (found when binding).
inline std::string imported_api(int n) { return "hx_" + std::to_string(n); }
inline std::string imported_api_names(int n) { return "hxn_" + std::to_string(n); }
inline std::string imported_api_hashes(int n) { return "hxh_" + std::to_string(n); }
inline std::string imported_api_index(int n) { return "hxk_" + std::to_string(n); }
// The current source line of a native function (read by its traceback entry).
inline const char* kLineVar = "hline";
// A function's traceback site (HintcTbSite: its shared code and frame objects), a local static.
inline const char* kTbSite = "hsite";
// Remaining native call depth: a hidden last parameter of native functions (a local in entry
// points), decremented per call; recursive functions raise RecursionError when it runs out.
inline const char* kDepthVar = "hdepth";
// Entry points' depth budget (sys.getrecursionlimit(), capped) and the RecursionError raiser.
inline const char* kDepthBudget = "hm_depth_budget";
inline const char* kRaiseRecursion = "hm_raise_recursion";
inline const char* kDepthExhausted = "hm_depth_exhausted";

// Local C name of an IR value (register or op result) inside its function.
std::string value(const ir::Value* v);
inline std::string label(const ir::Block* b) { return "L" + std::to_string(b->id); }

// CPython's init symbol for a dotted module name: PyInit_<last> for ASCII names, PyInitU_<punycode
// with '-' as '_'> otherwise (PEP 489).
std::string init_function(const std::string& dotted_module_name);

// Stems of every function and global of one module, disambiguating repeated Python names. A fast
// clone shares the stem of its exact version (its symbols use their own prefixes).
class SymbolTable {
 public:
  explicit SymbolTable(const ir::Module& m);
  const std::string& function(const ir::Function* f) const { return functions_.at(f); }
  const std::string& global(const ir::Global* g) const { return globals_.at(g); }

 private:
  std::map<const ir::Function*, std::string> functions_;
  std::map<const ir::Global*, std::string> globals_;
};

}  // namespace hintc::codegen::naming
