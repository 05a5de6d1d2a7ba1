// What Python's introspection reads from a function, for compiled function objects (builtin
// functions): `__annotations__` (functools.singledispatch's register() and typing.get_type_hints
// read it), and for coroutine functions the `__code__` / `__defaults__` / `__kwdefaults__` that
// inspect.iscoroutinefunction and inspect.signature look at (a code object whose flags say
// CO_COROUTINE and whose arguments are the function's, from its __text_signature__).
#include <cstddef>
#include <string>
#include <unordered_map>

#include "hintc/rt_async.h"
#include "hintc/rt_function.h"

namespace {

struct Annotations {
  std::string spec;           // "name\ntext\n..." ("return" for the result), source text
  PyObject* value = nullptr;  // the evaluated dict, made on first access (kept for the module)
};

// Keyed by the function's method definition, which lives as long as its module.
std::unordered_map<const PyMethodDef*, Annotations>& table() {
  static auto* t = new std::unordered_map<const PyMethodDef*, Annotations>();
  return *t;
}

PyTypeObject AnnotatedFunction_Type;

// Whether the module's globals hold `from __future__ import annotations` (annotations stay text).
bool postponed(PyObject* globals) {
  PyObject* feature = PyDict_GetItemString(globals, "annotations");  // borrowed
  if (feature == nullptr) return false;
  PyObject* mod = PyObject_GetAttrString(feature, "__module__");
  if (mod == nullptr) {
    PyErr_Clear();
    return false;
  }
  bool yes = PyUnicode_Check(mod) && PyUnicode_CompareWithASCIIString(mod, "__future__") == 0;
  Py_DECREF(mod);
  return yes;
}

// The names annotations read: the module's globals, then typing's (a compiled module imports
// typing's names where it reads them as values, so they need not be globals).
PyObject* annotation_names(PyObject* globals) {
  PyObject* typing = PyImport_ImportModule("typing");
  PyObject* collections = typing ? PyImport_ImportModule("collections") : nullptr;
  PyObject* chain = collections ? PyObject_GetAttrString(collections, "ChainMap") : nullptr;
  PyObject* r = chain ? PyObject_CallFunctionObjArgs(chain, globals, PyModule_GetDict(typing), NULL)
                      : nullptr;
  Py_XDECREF(chain);
  Py_XDECREF(collections);
  Py_XDECREF(typing);
  return r;
}

PyObject* evaluate(const std::string& spec, PyObject* module) {
  PyObject* globals = PyModule_Check(module) ? PyModule_GetDict(module) : nullptr;
  bool keep_text = globals == nullptr || postponed(globals);
  PyObject* names = keep_text ? nullptr : annotation_names(globals);
  if (names == nullptr) {
    PyErr_Clear();
    keep_text = true;
  }
  PyObject* out = PyDict_New();
  if (out == nullptr) {
    Py_XDECREF(names);
    return nullptr;
  }
  size_t pos = 0;
  while (pos < spec.size()) {
    size_t a = spec.find('\n', pos);
    size_t b = spec.find('\n', a + 1);
    if (a == std::string::npos) break;
    if (b == std::string::npos) b = spec.size();
    std::string name = spec.substr(pos, a - pos), text = spec.substr(a + 1, b - a - 1);
    pos = b + 1;
    PyObject* v = keep_text ? nullptr
                            : PyRun_String(("(" + text + ")").c_str(), Py_eval_input, globals,
                                           names);  // parenthesised: one expression
    if (v == nullptr) {
      PyErr_Clear();  // a name the module does not bind: the text, as postponed annotations
      v = PyUnicode_FromString(text.c_str());
    }
    if (v == nullptr || PyDict_SetItemString(out, name.c_str(), v) < 0) {
      Py_XDECREF(v);
      Py_XDECREF(names);
      Py_DECREF(out);
      return nullptr;
    }
    Py_DECREF(v);
  }
  Py_XDECREF(names);
  return out;
}

PyObject* get_annotations(PyObject* self, void*) {
  auto* f = reinterpret_cast<PyCFunctionObject*>(self);
  auto it = table().find(f->m_ml);
  if (it == table().end()) return PyDict_New();
  if (it->second.value == nullptr) {
    it->second.value = evaluate(it->second.spec, f->m_self);
    if (it->second.value == nullptr) return nullptr;
  }
  Py_INCREF(it->second.value);
  return it->second.value;
}

PyGetSetDef annotated_getset[] = {{"__annotations__", get_annotations, nullptr, nullptr, nullptr},
                                  {nullptr, nullptr, nullptr, nullptr, nullptr}};

// Python helpers for the coroutine's code object, defined once in a private namespace.
const char kCodeHelpers[] = R"PY(
import inspect as _inspect

def _sig(f):
    try:
        return _inspect._signature_fromstr(_inspect.Signature, f, f.__text_signature__, True)
    except Exception:
        return None

def code(f):
    sig = _sig(f)
    params = list(sig.parameters.values()) if sig is not None else []
    K = _inspect.Parameter
    pos = [p.name for p in params if p.kind in (K.POSITIONAL_ONLY, K.POSITIONAL_OR_KEYWORD)]
    kwonly = [p.name for p in params if p.kind is K.KEYWORD_ONLY]
    star = [p.name for p in params if p.kind is K.VAR_POSITIONAL]
    dstar = [p.name for p in params if p.kind is K.VAR_KEYWORD]
    if sig is None:
        star, dstar = ["args"], ["kwargs"]
    flags = _inspect.CO_COROUTINE | (_inspect.CO_VARARGS if star else 0)
    flags |= _inspect.CO_VARKEYWORDS if dstar else 0
    names = tuple(pos + kwonly + star + dstar)
    posonly = sum(1 for p in params if p.kind is K.POSITIONAL_ONLY)
    c = compile("", getattr(f, "__module__", None) or "<compiled>", "exec")
    return c.replace(co_name=f.__name__, co_argcount=len(pos), co_posonlyargcount=posonly,
                     co_kwonlyargcount=len(kwonly), co_nlocals=len(names), co_varnames=names,
                     co_flags=flags)

def defaults(f):
    sig = _sig(f)
    if sig is None:
        return None
    K = _inspect.Parameter
    d = tuple(p.default for p in sig.parameters.values()
              if p.kind in (K.POSITIONAL_ONLY, K.POSITIONAL_OR_KEYWORD) and p.default is not K.empty)
    return d or None

def kwdefaults(f):
    sig = _sig(f)
    if sig is None:
        return None
    K = _inspect.Parameter
    d = {p.name: p.default for p in sig.parameters.values()
         if p.kind is K.KEYWORD_ONLY and p.default is not K.empty}
    return d or None
)PY";

PyObject* call_helper(const char* name, PyObject* f) {
  static PyObject* ns = nullptr;
  if (ns == nullptr) {
    PyObject* d = PyDict_New();
    if (d == nullptr) return nullptr;
    if (PyDict_SetItemString(d, "__builtins__", PyEval_GetBuiltins()) < 0) {
      Py_DECREF(d);
      return nullptr;
    }
    PyObject* r = PyRun_String(kCodeHelpers, Py_file_input, d, d);
    if (r == nullptr) {
      Py_DECREF(d);
      return nullptr;
    }
    Py_DECREF(r);
    ns = d;
  }
  PyObject* fn = PyDict_GetItemString(ns, name);  // borrowed
  return PyObject_CallOneArg(fn, f);
}

PyObject* get_code(PyObject* self, void*) { return call_helper("code", self); }
PyObject* get_defaults(PyObject* self, void*) { return call_helper("defaults", self); }
PyObject* get_kwdefaults(PyObject* self, void*) { return call_helper("kwdefaults", self); }

PyGetSetDef coro_getset_storage[] = {
    {"__annotations__", get_annotations, nullptr, nullptr, nullptr},
    {"__code__", get_code, nullptr, nullptr, nullptr},
    {"__defaults__", get_defaults, nullptr, nullptr, nullptr},
    {"__kwdefaults__", get_kwdefaults, nullptr, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},  // the coroutine marker goes here
    {nullptr, nullptr, nullptr, nullptr, nullptr}};

}  // namespace

PyGetSetDef* hintc_coro_function_getset(PyGetSetDef marker) {
  coro_getset_storage[4] = marker;
  return coro_getset_storage;
}

bool hintc_function_subtype_ready(PyTypeObject* t, PyGetSetDef* getset) {
  if (t->tp_flags & Py_TPFLAGS_READY) return true;
  Py_SET_REFCNT(t, 1);
  // Same name and layout as its base: only introspection differs, so repr() and type checks
  // of builtins (inspect.isbuiltin) see what they saw before.
  t->tp_name = "builtin_function_or_method";
  t->tp_basicsize = PyCFunction_Type.tp_basicsize;
  t->tp_base = &PyCFunction_Type;
  t->tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL;
  t->tp_vectorcall_offset = offsetof(PyCFunctionObject, vectorcall);
  t->tp_call = PyVectorcall_Call;
  t->tp_getset = getset;
  t->tp_traverse = PyCFunction_Type.tp_traverse;  // checked before inheriting
  t->tp_dealloc = PyCFunction_Type.tp_dealloc;
  if (PyType_Ready(t) < 0) return false;
  // PyType_Ready put a `__doc__` of None (no tp_doc) before the base's getter of the docstring.
  if (PyDict_DelItemString(t->tp_dict, "__doc__") < 0) PyErr_Clear();
  PyType_Modified(t);
  return true;
}

PyObject* hintc_eval_annotations(PyObject* module, PyObject* spec) {
  const char* text = PyUnicode_AsUTF8(spec);
  return text == nullptr ? nullptr : evaluate(text, module);
}

void hintc_function_annotations(PyObject* f, const char* spec) {
  auto* fo = reinterpret_cast<PyCFunctionObject*>(f);
  Annotations& a = table()[fo->m_ml];
  if (a.spec.empty()) a.spec = spec;
}

PyObject* hintc_annotated_function(PyObject* f, const char* spec) {
  if (f == nullptr) return nullptr;
  hintc_function_annotations(f, spec);
  if (Py_TYPE(f) != &PyCFunction_Type) return f;  // a coroutine function reads them too
  if (!hintc_function_subtype_ready(&AnnotatedFunction_Type, annotated_getset)) {
    Py_DECREF(f);
    return nullptr;
  }
  Py_SET_TYPE(f, &AnnotatedFunction_Type);
  return f;
}
