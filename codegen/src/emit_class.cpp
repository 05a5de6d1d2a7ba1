// Compiled classes as native extension types: instance structs, vtables, allocators, typed field
// descriptors, method tables, dunder slots and type creation at module init; and the class ops.
//
// Types are heap types made by PyType_FromSpecWithBases at module init rather than static
// PyTypeObjects: CPython then fills every derived slot and inherited field itself (the same way
// it builds types from class statements), and each type is reference counted and collectable
// like a Python class, which is what Python code introspecting it expects.
#include <algorithm>
#include <map>
#include <stdexcept>

#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

using ir::ClassDef;
using ir::MethodKind;
using ir::OpKind;
using ir::TypeKind;

namespace {

std::string field_kind(const ClassDef& c, const ir::ClassField& f) {
  const bool boxed = c.boxes_field(f.name);
  switch (f.type.kind()) {
    case TypeKind::Int: return boxed ? "HINTC_FIELD_BOXED_INT" : "HINTC_FIELD_INT";
    case TypeKind::Float: return boxed ? "HINTC_FIELD_BOXED_FLOAT" : "HINTC_FIELD_FLOAT";
    case TypeKind::Bool: return c.bool_object_field(f.name) ? "HINTC_FIELD_BOOL_OBJECT" : "HINTC_FIELD_BOOL";
    case TypeKind::None:
    case TypeKind::I64: throw std::invalid_argument("codegen: field of type " + f.type.name());
    default: return "HINTC_FIELD_OBJECT";
  }
}

// A field's member expression on PyObject* `o` viewed as class c's struct.
std::string member(const ClassDef& c, const std::string& o, const std::string& m) {
  return "((" + naming::class_struct(c.name) + "*)" + o + ")->" + m;
}

// How many of c's fields (inherited ones too) are Py_True/Py_False pointers: each owns a
// reference to both bools while its instance lives (rt_class.h, HINTC_FIELD_BOOL_OBJECT).
std::string bool_object_count(const ClassDef& c) {
  size_t n = 0;
  for (const ir::ClassField& f : c.fields) n += c.bool_object_field(f.name) ? 1 : 0;
  return n == 0 ? "" : std::to_string(n);
}

// The static free list of class c's instances (rt_instance.h).
std::string free_list(const ClassDef& c) { return naming::class_part(c.name, "") + "free"; }

const ir::Function* own_or_inherited(const ClassDef& c, const std::string& name) {
  const ir::ClassMethod* m = c.find_method(name);
  return m != nullptr && m->kind == MethodKind::Instance ? m->fn : nullptr;
}

std::string wrapper_of(const ModuleContext& ctx, const ir::Function* f) {
  return naming::wrapper_function(ctx.symbols.function(f));
}

// The instance struct of c's builtin exception base (the frontend's list of extendable
// builtins: frontend/src/lower_class_decl.cpp).
std::string exc_struct(const ClassDef& c) {
  static const std::pair<const char*, const char*> kStructs[] = {
      {"OSError", "PyOSErrorObject"}, {"EnvironmentError", "PyOSErrorObject"},
      {"IOError", "PyOSErrorObject"}, {"BlockingIOError", "PyOSErrorObject"},
      {"ChildProcessError", "PyOSErrorObject"}, {"ConnectionError", "PyOSErrorObject"},
      {"BrokenPipeError", "PyOSErrorObject"}, {"ConnectionAbortedError", "PyOSErrorObject"},
      {"ConnectionRefusedError", "PyOSErrorObject"}, {"ConnectionResetError", "PyOSErrorObject"},
      {"FileExistsError", "PyOSErrorObject"}, {"FileNotFoundError", "PyOSErrorObject"},
      {"InterruptedError", "PyOSErrorObject"}, {"IsADirectoryError", "PyOSErrorObject"},
      {"NotADirectoryError", "PyOSErrorObject"}, {"PermissionError", "PyOSErrorObject"},
      {"ProcessLookupError", "PyOSErrorObject"}, {"TimeoutError", "PyOSErrorObject"},
      {"SyntaxError", "PySyntaxErrorObject"}, {"IndentationError", "PySyntaxErrorObject"},
      {"TabError", "PySyntaxErrorObject"}, {"ImportError", "PyImportErrorObject"},
      {"ModuleNotFoundError", "PyImportErrorObject"}, {"StopIteration", "PyStopIterationObject"},
      {"SystemExit", "PySystemExitObject"}, {"UnicodeError", "PyUnicodeErrorObject"},
      {"UnicodeEncodeError", "PyUnicodeErrorObject"}, {"UnicodeDecodeError", "PyUnicodeErrorObject"},
      {"UnicodeTranslateError", "PyUnicodeErrorObject"}, {"NameError", "PyNameErrorObject"},
      {"UnboundLocalError", "PyNameErrorObject"}, {"AttributeError", "PyAttributeErrorObject"}};
  for (const auto& [base, st] : kStructs) {
    if (c.exception_base() == base) return st;
  }
  return "PyBaseExceptionObject";
}

}  // namespace

std::string class_declarations(const ModuleContext& ctx) {
  if (ctx.m.classes.empty()) return "";
  std::string out = "\n// Compiled classes: instance layout and type object.\n";
  for (const auto& c : ctx.m.classes) {
    if (c->python_made) {
      out += "static PyObject* " + naming::class_part(c->name, "") + "method(int i);\n";
      continue;
    }
    out += "struct " + naming::class_struct(c->name) + " {\n";
    // The header (rt_class.h): with the vtable pointer only where a virtual call needs it.
    const std::string header = std::string(c->has_vtable_pointer() ? "HintcVt" : "Hintc") +
                               (c->is_exception()        ? "ExcHeader"
                                : c->has_instance_dict() ? "DictObject"
                                : c->collectable()       ? "GcObject"
                                                         : "Object");
    if (c->is_exception()) out += "  " + exc_struct(*c) + " hx;\n";
    out += "  " + header + " hh;\n";
    // The members each class introduces (its base's first), with their one-byte members (open
    // classes' bools, float set flags) packed after its word-sized ones, so they share padding.
    std::string bytes;
    for (size_t i = 0; i < c->fields.size(); ++i) {
      const ir::ClassField& f = c->fields[i];
      if (f.type.is(TypeKind::None)) {
        throw std::invalid_argument("codegen: field " + f.name + " of type None");
      }
      const bool boxed = c->boxes_field(f.name);
      const bool byte = f.type.is(TypeKind::Bool) && !c->bool_object_field(f.name);
      (byte ? bytes : out) += std::string("  ") + (c->bool_object_field(f.name) ? "PyObject*" : ctype(f.type)) +
                              " " + naming::field_member(f.name) + ";  // " + comment_text(f.name) + ": " +
                              f.type.name() + "\n";
      if (boxed) out += "  PyObject* " + naming::field_box(f.name) + ";  // its Python-visible box\n";
      if (f.type.is(TypeKind::Float) && !boxed) bytes += "  char " + naming::field_flag(f.name) + ";\n";
      if (i + 1 == c->fields.size() || c->field_owner(c->fields[i + 1].name) != c->field_owner(f.name)) {
        out += bytes;
        bytes.clear();
      }
    }
    out += "};\n";
    out += "static PyTypeObject* " + naming::class_type(c->name) + " = NULL;\n";
    if (!c->is_exception()) out += "static HintcFreeList " + free_list(*c) + ";\n";
  }
  return out;
}

std::string class_allocators(const ModuleContext& ctx) {
  std::string out;
  for (const auto& c : ctx.m.classes) {
    if (c->python_made) continue;
    const bool vt = c->has_vtable_pointer();
    out += "\n// class " + comment_text(c->name) + (vt ? ": vtable and allocator" : ": allocator") +
           " (fields unset)\n";
    if (vt) {
      out += "static void* " + naming::class_vtable(c->name) + "[] = {";
      for (const ir::Function* f : c->vtable) out += "(void*)" + ctx.native_name(*f) + ", ";
      out += "NULL};\n";
    }
    out += "static PyObject* " + naming::class_alloc(c->name) + "(PyTypeObject* t) {\n";
    // An exception's builtin part (args, ...) is made by the builtin's tp_new. Instances of
    // exactly the class come from its free list or the allocator without tp_alloc's zeroing
    // (every member is set here) and untracked (rt_instance.h); an interpreted subclass's
    // come from its tp_alloc, zeroed and tracked.
    const bool exact = !c->is_exception();
    if (exact) {
      out += "  PyObject* o = t == " + naming::class_type(c->name) + " ? hintc_instance_new" +
             (c->collectable() ? "" : "_plain") + "(t, &" + free_list(*c) + ") : t->tp_alloc(t, 0);\n";
    } else {
      out += "  PyObject* o = hintc_exc_new(t, NULL, NULL);\n";
    }
    out += "  if (o == NULL) return NULL;\n";
    if (vt) out += "  " + member(*c, "o", "hh.vt") + " = " + naming::class_vtable(c->name) + ";\n";
    if (exact) out += "  *hintc_weakrefs_of(o) = NULL;\n";
    if (exact && c->has_instance_dict()) {
      out += "  hintc_instance_dict_init(o);\n";
      // Stores into the __dict__ of a hierarchy with __setattr__ cannot track the instance.
      if (c->custom_setattr()) out += "  hintc_instance_track_for(o, o);\n";
    }
    const std::string bools = bool_object_count(*c);
    if (!bools.empty()) out += "  hintc_bool_fields_refs(" + bools + ");\n";
    std::string boxed_defaults;  // after every field is unset, so a failure can drop o
    for (const ir::ClassField& f : c->fields) {
      std::string m = member(*c, "o", naming::field_member(f.name));
      const bool boxed = c->boxes_field(f.name);
      const std::string box = member(*c, "o", naming::field_box(f.name));
      if (f.type.is(TypeKind::Int)) out += "  " + m + " = HINT_ERROR;\n";
      const bool bool_object = c->bool_object_field(f.name);
      if (f.type.is(TypeKind::Bool)) out += "  " + m + (bool_object ? " = NULL;\n" : " = 2;\n");
      if (exact && f.type.is_pyobject()) out += "  " + m + " = NULL;\n";
      if (boxed) out += "  " + box + " = NULL;\n";
      if (exact && f.type.is(TypeKind::Float) && !boxed) {
        out += "  " + member(*c, "o", naming::field_flag(f.name)) + " = 0;\n";
      }
      if (f.default_value == nullptr) continue;
      // The class-body default, once the class statement has set it.
      const std::string slot = ctx.global_slot(f.default_value);
      const std::string flag = ctx.global_flag(f.default_value);
      out += "  if (" + flag + ") {\n    " + m + " = " + slot + (bool_object ? " ? Py_True : Py_False" : "") + ";\n";
      if (f.type.is(TypeKind::Int)) out += "    hint_incref(" + slot + ");\n";
      if (f.type.is_pyobject()) {
        out += "    Py_INCREF(" + slot + ");\n";
        if (exact) out += "    hintc_instance_track_for(o, " + slot + ");\n";
      }
      if (f.type.is(TypeKind::Float) && !boxed) {
        out += "    " + member(*c, "o", naming::field_flag(f.name)) + " = 1;\n";
      }
      out += "  }\n";
      if (!boxed) continue;
      boxed_defaults += "  if (" + flag + " && hintc_box_set_" + (f.type.is(TypeKind::Int) ? "int" : "float") +
                        "(&" + box + ", " + slot + ") < 0) {\n    Py_DECREF(o);\n    return NULL;\n  }\n";
    }
    out += boxed_defaults;
    out += "  return o;\n}\n";
  }
  return out;
}

namespace {

// Whether a value of type t can never (even through containers) reference another object whose
// deallocation recurses: ints, floats, bools, None, str, bytes and unboxed buffers, and
// optionals and tuples of those.
bool is_leaf(const ir::Type& t) {
  switch (t.kind()) {
    case TypeKind::Int: case TypeKind::Float: case TypeKind::Bool: case TypeKind::None:
    case TypeKind::Str: case TypeKind::I64: case TypeKind::Bytes: case TypeKind::Buffer:
      return true;
    case TypeKind::Optional: case TypeKind::Tuple:
      return std::all_of(t.args().begin(), t.args().end(), is_leaf);
    default:
      return false;
  }
}

// tp_new, tp_init, tp_dealloc, tp_traverse and tp_clear of class c.
std::string lifecycle(const ModuleContext& ctx, const ClassDef& c, bool has_init) {
  const std::string x = naming::class_part(c.name, "");
  std::string out;
  out += "static PyObject* " + x + "new(PyTypeObject* t, PyObject* args, PyObject* kw) {\n";
  if (c.is_exception()) {
    // BaseException.__new__ keeps the positional arguments as `args`.
    out += "  (void)kw;\n  PyObject* o = " + naming::class_alloc(c.name) + "(t);\n";
    out += "  if (o != NULL && args != NULL) hintc_exc_new_args(o, args);\n  return o;\n}\n";
  } else {
    if (!has_init) out += "  if (hintc_check_no_args(t, args, kw) < 0) return NULL;\n";
    else out += "  (void)args;\n  (void)kw;\n";
    if (c.open_to_python() && c.abc_hierarchy()) {
      out += "  if (t != " + naming::class_type(c.name) + " && hintc_abstract_subclass(t, " +
             naming::class_type(c.name) + ") < 0) return NULL;\n";
    }
    // A class with @abstractmethods left (its __abstractmethods__): object.__new__ raises
    // CPython's "Can't instantiate abstract class" TypeError.
    out += "  if (PyType_HasFeature(t, Py_TPFLAGS_IS_ABSTRACT)) {\n"
           "    PyObject* none = PyTuple_New(0);\n"
           "    PyObject* r = none ? PyBaseObject_Type.tp_new(t, none, NULL) : NULL;\n"
           "    Py_XDECREF(none);\n    Py_XDECREF(r);\n    return NULL;\n  }\n";
    out += "  return " + naming::class_alloc(c.name) + "(t);\n}\n";
  }
  if (const ir::Function* init = own_or_inherited(c, "__init__")) {
    out += "static int " + x + "init(PyObject* self, PyObject* args, PyObject* kw) {\n";
    out += "  return hintc_class_init(self, args, kw, " + wrapper_of(ctx, init) + ");\n}\n";
  }
  // tp_clear releases the object fields; the dealloc also the ints, bools and boxed fields (ints,
  // floats and bools are in no cycle, and must stay readable after a collection's clear).
  std::string objects, ints;
  const std::string bools = bool_object_count(c);
  if (!bools.empty()) ints += "  hintc_bool_fields_refs(-" + bools + ");\n";
  for (const ir::ClassField& f : c.fields) {
    std::string m = member(c, "self", naming::field_member(f.name));
    if (c.boxes_field(f.name)) {
      const std::string box = member(c, "self", naming::field_box(f.name));
      ints += (f.type.is(TypeKind::Float) ? "  hintc_box_release_float(" : "  Py_XDECREF(") + box + ");\n";
    }
    if (f.type.is(TypeKind::Int)) {
      ints += "  if (" + m + " != HINT_ERROR) hint_decref(" + m + ");\n  " + m + " = HINT_ERROR;\n";
    } else if (f.type.is_pyobject()) {
      objects += "  Py_CLEAR(" + m + ");\n";
    }
  }
  const bool exc = c.is_exception();
  if (c.has_instance_dict()) objects = "  hintc_instance_dict_clear(self);\n" + objects;
  if (c.collectable()) {
    out += "static int " + x + "clear(PyObject* self) {\n" + objects +
           (exc ? "  return hintc_exc_clear(self);\n}\n" : "  (void)self;\n  return 0;\n}\n");
    out += "static int " + x + "traverse(PyObject* self, visitproc visit, void* arg) {\n";
    out += "  Py_VISIT(Py_TYPE(self));\n";
    if (c.has_instance_dict()) {
      out += "  if (int r = hintc_instance_dict_visit(self, visit, arg)) return r;\n";
    }
    for (const ir::ClassField& f : c.fields) {
      if (f.type.is_pyobject()) out += "  Py_VISIT(" + member(c, "self", naming::field_member(f.name)) + ");\n";
    }
    out += exc ? "  return hintc_exc_traverse(self, visit, arg);\n}\n" : "  return 0;\n}\n";
  }
  // A nesting bound defers deallocation past a depth, so dropping a long chain of instances
  // (a linked list, a deep tree) does not recurse through the C stack: CPython's trashcan for
  // exceptions, the runtime's cheaper counter (rt_instance.h) for other instances of exactly
  // the class (an interpreted subclass's dealloc has the trashcan). Classes whose fields cannot
  // lead to other instances (small vector objects of floats, records of strs) go without it.
  const bool nested = std::any_of(c.fields.begin(), c.fields.end(),
                                  [](const ir::ClassField& f) { return !is_leaf(f.type); });
  out += "static void " + x + "dealloc(PyObject* self) {\n";
  // __del__ (tp_finalize) runs first, once, as in CPython's dealloc.
  const bool finalize = own_or_inherited(c, "__del__") != nullptr;
  if (exc) {
    if (finalize) out += "  if (hintc_instance_finalize(self, 0)) return;\n";
    out += "  PyObject_GC_UnTrack(self);\n";
    out += "  Py_TRASHCAN_BEGIN(self, " + x + "dealloc)\n";
    out += "  if (" + member(c, "self", "hh.weakrefs") + " != NULL) PyObject_ClearWeakRefs(self);\n";
    out += objects + ints + "  hintc_exc_dealloc_end(self);\n  Py_TRASHCAN_END\n}\n";
    return out;
  }
  const std::string type = naming::class_type(c.name);
  if (c.collectable()) out += "  hintc_instance_untrack(self, " + type + ");\n";
  if (nested) {
    out += "  const bool nest = Py_TYPE(self) == " + type + ";\n";
    out += "  if (nest && hintc_dealloc_enter(self)) return;\n";
  }
  if (finalize) {
    // After the nesting check (a deferred instance comes back here), untracked again after it:
    // __del__ may store into a field, which tracks the instance.
    out += "  if (hintc_instance_finalize(self, 1)) {\n" +
           std::string(nested ? "    if (nest) hintc_dealloc_leave();\n" : "") + "    return;\n  }\n";
    out += "  hintc_instance_untrack(self, " + type + ");\n";
  }
  out += "  if (*hintc_weakrefs_of(self) != NULL) PyObject_ClearWeakRefs(self);\n";
  out += objects + ints + "  hintc_instance_release(self, " + type + ", &" + free_list(c) + ");\n";
  out += nested ? "  if (nest) hintc_dealloc_leave();\n}\n" : "}\n";
  return out;
}

// Whether field f of c is exposed to Python as a read-only T_OBJECT_EX member, which CPython's
// LOAD_ATTR specialises like a __slots__ read; stores go through the class's setattro, which
// type-checks them. A bool field's member is its Py_True/Py_False pointer
// (ClassDef::bool_object_field); for int/float fields it is a box kept beside the native value
// (ClassDef::boxes_field, rt_boxed_field.h). Classes Python code may subclass (open, exceptions)
// keep getsets, so a subclass's own descriptors are honoured; their native fields have no box.
// So do the classes of a hierarchy defining __setattr__ (object.__setattr__ stores through them).
bool member_field(const ClassDef& c, const ir::ClassField& f) {
  return (f.type.is_pyobject() && !c.open_to_python() && !c.custom_setattr()) || c.boxes_field(f.name) ||
         c.bool_object_field(f.name);
}

// The call giving type t CPython 3.13's __firstlineno__ and __static_attributes__ ("" when the
// target is older).
std::string class_body_facts(const ClassDef& c, const std::string& t) {
  if (c.first_line == 0) return "";
  std::string names;
  for (const std::string& n : c.static_attributes) names += c_string(n) + ", ";
  return "    {\n      static const char* const names[] = {" + names + "NULL};\n" +
         "      if (hintc_class_body_facts((PyObject*)" + t + ", " + std::to_string(c.first_line) +
         ", names) < 0) return -1;\n    }\n";
}

// The type's tp_doc: "Name(params)\n--\n\n" before the docstring gives the class a
// __text_signature__, so inspect.signature(C) shows its __init__'s parameters but self (a class
// without __init__ takes none; an exception's builtin base takes any), as for a Python class.
std::optional<std::string> class_doc(const ClassDef& c) {
  std::optional<std::string> sig;
  if (const ir::ClassMethod* init = c.find_method("__init__")) {
    if (init->kind == MethodKind::Instance && !init->fn->bound_at_def) {
      sig = text_signature(*init->fn, false);
    }
  } else if (!c.is_exception() && c.find_method("__new__") == nullptr) {
    sig = "()";
  }
  if (!sig) return c.has_doc ? std::optional<std::string>(c.doc) : std::nullopt;
  return c.name.substr(c.name.rfind('.') + 1) + *sig + "\n--\n\n" + (c.has_doc ? c.doc : "");
}

bool has_member_fields(const ClassDef& c) {
  for (const ir::ClassField& f : c.fields) {
    if (member_field(c, f)) return true;
  }
  return false;
}

// The member table rows of c's own member fields.
std::string member_rows(const ClassDef& c) {
  std::string rows;
  for (size_t i = c.base ? c.base->fields.size() : 0; i < c.fields.size(); ++i) {
    const ir::ClassField& f = c.fields[i];
    if (!member_field(c, f)) continue;
    const std::string m = c.boxes_field(f.name) ? naming::field_box(f.name) : naming::field_member(f.name);
    rows += "  {" + c_string(f.name) + ", T_OBJECT_EX, offsetof(" + naming::class_struct(c.name) +
            ", " + m + "), READONLY, NULL},\n";
  }
  return rows;
}

// Typed field descriptors: the getset table of class c (its own fields only; inherited ones are
// found on the base type).
std::string getsets(const ClassDef& c) {
  const std::string x = naming::class_part(c.name, "");
  size_t inherited = c.base ? c.base->fields.size() : 0;
  std::string out, rows;
  for (size_t i = inherited; i < c.fields.size(); ++i) {
    const ir::ClassField& f = c.fields[i];
    const std::string s = naming::class_struct(c.name), fm = naming::field_member(f.name);
    std::string check = "NULL";
    std::string cond = f.type.is_pyobject() ? object_check(f.type, "o") : "";
    if (!cond.empty()) {
      check = x + "check" + naming::field_member(f.name);
      out += "static int " + check + "(PyObject* o) { return " + cond + "; }\n";
    }
    const std::string desc = x + "field" + fm;
    const bool boxed = c.boxes_field(f.name);
    out += "static HintcField " + desc + " = {" + c_string(f.name) + ", offsetof(" + s + ", " + fm +
           "), " + (boxed                      ? "offsetof(" + s + ", " + naming::field_box(f.name) + ")"
                    : f.type.is(TypeKind::Float) ? "offsetof(" + s + ", " + naming::field_flag(f.name) + ")"
                                                 : "0") +
           ", " + field_kind(c, f) + ", " + check + ", " + c_string(f.type.check_name()) + ", " +
           (c.frozen ? "1" : "0") + "};\n";
    if (member_field(c, f)) continue;
    // int and float fields get a getter of their own (a set field boxed inline; an unset one
    // raises through the generic getter); the others share hintc_field_get.
    std::string get = "hintc_field_get";
    const std::string self = "((" + s + "*)self)->";
    std::string set_test, boxed_value;
    if (f.type.is(TypeKind::Int)) {
      set_test = self + fm + " != HINT_ERROR";
      boxed_value = "hintc_int_field_box(" + self + fm + ")";
    } else if (f.type.is(TypeKind::Float)) {
      set_test = self + naming::field_flag(f.name);
      boxed_value = "PyFloat_FromDouble(" + self + fm + ")";
    }
    if (!set_test.empty()) {
      get = x + "get" + fm;
      out += "static PyObject* " + get + "(PyObject* self, void* closure) {\n  if (HINTC_LIKELY(" + set_test +
             ")) return " + boxed_value + ";\n  return hintc_field_get(self, closure);\n}\n";
    }
    rows += "  {" + c_string(f.name) + ", " + get + ", hintc_field_set, NULL, &" + desc + "},\n";
  }
  if (c.has_instance_dict()) rows += "  {\"__dict__\", hintc_instance_get_dict, PyObject_GenericSetDict, NULL, NULL},\n";
  out += "static PyGetSetDef " + x + "getset[] = {\n" + rows + "  {NULL, NULL, NULL, NULL, NULL},\n};\n";
  return out;
}

// c's own @property objects: the method rows of their accessors and the `<class>props` table
// hintc_add_properties turns into `property` instances once the type is made; "" without any.
std::string properties(const ModuleContext& ctx, const ClassDef& c) {
  const std::string x = naming::class_part(c.name, "");
  std::string rows, props;
  int n = 0;
  // The row of accessor a in `<class>propfns`, or NULL.
  auto row = [&](const ir::ClassMethod* a) {
    if (a == nullptr) return std::string("NULL");
    rows += method_def_row(ctx, *a->fn);
    return "&" + x + "propfns[" + std::to_string(n++) + "]";
  };
  for (const ir::ClassMethod& m : c.methods) {
    if (m.kind != MethodKind::Getter) continue;
    const ir::ClassMethod* setter = nullptr;
    const ir::ClassMethod* deleter = nullptr;
    for (const ir::ClassMethod& s : c.methods) {
      if (s.kind == MethodKind::Setter && s.name == m.name) setter = &s;
      if (s.kind == MethodKind::Deleter && s.name == m.name) deleter = &s;
    }
    const std::string get = row(&m), set = row(setter), del = row(deleter);
    const int abstract = (m.abstract ? 1 : 0) | (setter && setter->abstract ? 2 : 0) |
                         (deleter && deleter->abstract ? 4 : 0);
    props += "  {" + c_string(m.name) + ", " + get + ", " + set + ", " + del + ", " +
             std::to_string(abstract) + "},\n";
  }
  if (props.empty()) return "";
  return "static PyMethodDef " + x + "propfns[] = {\n" + rows + "};\n" +
         "static const HintcPropertyDef " + x + "props[] = {\n" + props +
         "  {NULL, NULL, NULL, NULL, 0},\n};\n";
}

// The names of c's own @abstractmethod instance methods as `<class>abstract` (for
// hintc_mark_abstract); "" without any.
std::string abstract_names(const ClassDef& c) {
  std::string names;
  for (const ir::ClassMethod& m : c.methods) {
    if (m.abstract && m.kind == MethodKind::Instance) names += c_string(m.name) + ", ";
  }
  if (names.empty()) return "";
  return "static const char* const " + naming::class_part(c.name, "") + "abstract[] = {" + names +
         "NULL};\n";
}

struct Slot {
  std::string id, fn;
};

// The descriptor of field i of c, defined with the class that introduced the field.
std::string field_desc(const ClassDef& c, size_t i) {
  const ClassDef* owner = &c;
  while (owner->base != nullptr && owner->base->fields.size() > i) owner = owner->base;
  return naming::class_part(owner->name, "") + "field" + naming::field_member(c.fields[i].name);
}

// The NULL-terminated table of all of c's field descriptors (inherited ones first).
std::string field_table(const ClassDef& c) {
  std::string out = "static HintcField* const " + naming::class_part(c.name, "") + "fields[] = {";
  for (size_t i = 0; i < c.fields.size(); ++i) out += "&" + field_desc(c, i) + ", ";
  return out + "NULL};\n";
}

// Pickle and copy support over the field table, unless the class writes its own: the state
// methods, or for an exception class BaseException's __reduce__ with the fields in the state.
std::string state_methods(const ClassDef& c, std::string& rows) {
  const std::string x = naming::class_part(c.name, "");
  for (const char* own : {"__reduce__", "__reduce_ex__"}) {
    if (c.find_method(own) != nullptr) return "";
  }
  // A class's own __getstate__ / __setstate__ (or a base's) replaces the generic one only: the
  // __reduce_ex__ below still remakes the instance for protocols 0 and 1 (copyreg's reduction
  // refuses an extension type), and stores a state dict into the fields without __setstate__.
  const bool own_get = c.find_method("__getstate__") != nullptr;
  const bool own_set = c.find_method("__setstate__") != nullptr;
  std::string out;
  if (own_get || own_set) {
    if (c.is_exception() || (c.base != nullptr && (c.base->find_method("__getstate__") != nullptr ||
                                                   c.base->find_method("__setstate__") != nullptr))) {
      return "";  // a base already has these rows (an exception: BaseException's reduction)
    }
  }
  if (c.is_exception()) {
    out += "static PyObject* " + x + "reduce(PyObject* self, PyObject* unused) {\n  (void)unused;\n" +
           "  return hintc_exc_reduce(self, " + x + "fields);\n}\n";
    rows += "  {\"__reduce__\", (PyCFunction)" + x + "reduce, METH_NOARGS, NULL},\n";
    return out;
  }
  if (!own_get) {
    out += "static PyObject* " + x + "getstate(PyObject* self, PyObject* unused) {\n" +
           "  (void)unused;\n  return hintc_instance_getstate(self, " + x + "fields);\n}\n";
    rows += "  {\"__getstate__\", (PyCFunction)" + x + "getstate, METH_NOARGS, NULL},\n";
  }
  if (!own_set) {
    out += "static PyObject* " + x + "setstate(PyObject* self, PyObject* state) {\n" +
           "  return hintc_instance_setstate(self, state, " + x + "fields);\n}\n";
    rows += "  {\"__setstate__\", (PyCFunction)" + x + "setstate, METH_O, NULL},\n";
  }
  rows += "  {\"__reduce_ex__\", (PyCFunction)hintc_instance_reduce_ex, METH_O, NULL},\n";
  return out;
}

// Python classes may derive only from open classes (ClassDef::open_to_python): an interpreted
// subclass could override methods that compiled code calls directly. Every type is a base type
// for the compiled subclasses; a closed class's __init_subclass__ rejects class statements but
// those of compiled subclasses (whose class statement runs the bases' hooks itself: PyType_FromSpec
// does not, runtime/src/class_keywords.cpp), an open class below a closed one accepts them.
std::string subclass_hook(const ClassDef& c, std::string& rows) {
  bool open = c.open_to_python();
  const ir::ClassMethod* hook = c.find_method("__init_subclass__");
  // The topmost open class below a closed class with a hook of its own forwards to that hook
  // (whose guard lets its Python subclasses through: runtime/src/class_keywords.cpp).
  bool forward = hook != nullptr && open && c.base != nullptr && !c.base->open_to_python() &&
                 hook->fn->owner != &c;
  // An open ABC class without a hook gives its Python subclasses their __abstractmethods__.
  bool abc = false;
  for (const ClassDef* k = &c; k != nullptr; k = k->base) abc |= k->abc;
  abc = abc && open && hook == nullptr;
  if (!abc && ((hook != nullptr && !forward) ||
               (open && (c.base == nullptr || c.base->open_to_python())))) {
    return "";
  }
  const std::string fn = naming::class_part(c.name, "") + "init_subclass";
  rows += "  {\"__init_subclass__\", (PyCFunction)(void (*)(void))" + fn +
          ", METH_VARARGS | METH_KEYWORDS | METH_CLASS, NULL},\n";
  std::string out = "static PyObject* " + fn + "(PyObject* cls, PyObject* args, PyObject* kw) {\n";
  if (abc) {  // the bases' hooks first; below a closed class, object's
    const bool below_closed = c.base != nullptr && !c.base->open_to_python();
    return out + "  return hintc_abc_subclass_hook(cls, args, kw, " +
           (below_closed ? "NULL" : "(PyObject*)" + naming::class_type(c.name)) + ");\n}\n";
  }
  if (forward) {
    return out + "  return hintc_open_subclass_hook(cls, args, kw, (PyObject*)" + naming::class_type(c.name) +
           ");\n}\n";
  }
  return out + "  (void)args;\n  return hintc_subclass_hook(cls, kw, " + (open ? "NULL" : c_string(c.name)) +
         ");\n}\n";
}

// The NULL-terminated table `<class>NAME` of c's field descriptors that `keep` selects: the
// fields a generated dataclass method reads (field(repr=False, ...) leaves some out).
template <typename Keep>
std::string field_subtable(const ClassDef& c, const std::string& name, Keep keep) {
  std::string out = "static HintcField* const " + naming::class_part(c.name, "") + name + "[] = {";
  for (size_t i = 0; i < c.fields.size(); ++i) {
    if (keep(c.fields[i])) out += "&" + field_desc(c, i) + ", ";
  }
  return out + "NULL};\n";
}

// A dataclass's generated methods (those the class does not write itself) as runtime calls over
// its field tables.
std::string dataclass_slots(const ClassDef& c, std::vector<Slot>& slots, bool own_repr,
                            bool own_compare, bool own_hash) {
  const std::string x = naming::class_part(c.name, "");
  std::string out;
  out += field_subtable(c, "reprfields", [](const ir::ClassField& f) { return f.in_repr; });
  out += field_subtable(c, "cmpfields", [](const ir::ClassField& f) { return f.in_compare; });
  out += field_subtable(c, "hashfields", [](const ir::ClassField& f) {
    return f.in_hash < 0 ? f.in_compare : f.in_hash == 1;
  });
  if (!own_repr) {
    out += "static PyObject* " + x + "dcrepr(PyObject* self) { return hintc_dataclass_repr(self, " +
           x + "reprfields); }\n";
    slots.push_back({"Py_tp_repr", x + "dcrepr"});
  }
  if (!own_compare && c.eq) {
    out += "static PyObject* " + x + "dccompare(PyObject* self, PyObject* other, int op) {\n" +
           "  return hintc_dataclass_compare(self, other, op, " + x + "cmpfields, " +
           (c.order ? "1" : "0") + ");\n}\n";
    slots.push_back({"Py_tp_richcompare", x + "dccompare"});
  }
  // eq without frozen leaves __hash__ None (CPython does that for a type with its own
  // comparison and no hash); frozen (or unsafe_hash=True) instances hash their fields. Without eq
  // (nor unsafe_hash) both are the base's.
  if (c.dataclass_hash() && !own_hash) {
    out += "static Py_hash_t " + x + "dchash(PyObject* self) { return hintc_dataclass_hash(self, " +
           x + "hashfields); }\n";
    slots.push_back({"Py_tp_hash", x + "dchash"});
  }
  return out;
}

// A type with a richcompare slot of its own does not inherit its base's tp_hash (CPython copies
// the two together) and would get __hash__ = None; a class defining neither __eq__ nor __hash__
// (its comparisons inherited, or only __lt__) hashes as its MRO says: the nearest base's
// __hash__, None below an __eq__ defined without one, else object's identity hash.
std::string inherited_hash(const ClassDef& c, std::vector<Slot>& slots) {
  auto own_method = [](const ClassDef* k, const char* name) -> const ir::Function* {
    for (const ir::ClassMethod& m : k->methods) {
      if (m.name == name && m.kind == MethodKind::Instance) return m.fn;
    }
    return nullptr;
  };
  const std::string fn = naming::class_part(c.name, "") + "inhash";
  for (const ClassDef* k = c.base; k != nullptr; k = k->base) {
    if (own_method(k, "__hash__") != nullptr) {
      slots.push_back({"Py_tp_hash", naming::class_part(k->name, "") + "hash"});  // emitted before c's
      return "";
    }
    if (k->dataclass && (k->eq || k->unsafe_hash)) {
      if (!k->dataclass_hash()) return "";
      slots.push_back({"Py_tp_hash", naming::class_part(k->name, "") + "dchash"});
      return "";
    }
    if (own_method(k, "__eq__") != nullptr) return "";  // __hash__ = None
  }
  slots.push_back({"Py_tp_hash", fn});
  return "static Py_hash_t " + fn + "(PyObject* self) { return PyBaseObject_Type.tp_hash(self); }\n";
}

// Dunder methods wired to type slots; each slot function calls the method's Python wrapper.
std::string dunder_slots(const ModuleContext& ctx, const ClassDef& c, std::vector<Slot>& slots) {
  const std::string x = naming::class_part(c.name, "");
  std::string out;
  auto own = [&](const char* name) -> const ir::Function* {
    for (const ir::ClassMethod& m : c.methods) {
      if (m.name == name && m.kind == MethodKind::Instance) return m.fn;
    }
    return nullptr;
  };
  auto unary = [&](const char* name, const char* slot, const std::string& suffix) {
    const ir::Function* f = own(name);
    if (f == nullptr) return;
    const std::string fn = x + suffix;
    out += "static PyObject* " + fn + "(PyObject* self) { return " + wrapper_of(ctx, f) +
           "(self, NULL, 0, NULL); }\n";
    slots.push_back({slot, fn});
  };
  unary("__repr__", "Py_tp_repr", "repr");
  unary("__str__", "Py_tp_str", "str");
  unary("__iter__", "Py_tp_iter", "iter");
  unary("__next__", "Py_tp_iternext", "next");
  unary("__await__", "Py_am_await", "await");
  unary("__aiter__", "Py_am_aiter", "aiter");
  unary("__anext__", "Py_am_anext", "anext");
  unary("__neg__", "Py_nb_negative", "neg");
  unary("__pos__", "Py_nb_positive", "pos");
  unary("__abs__", "Py_nb_absolute", "abs");
  unary("__invert__", "Py_nb_invert", "invert");
  unary("__index__", "Py_nb_index", "index");
  unary("__int__", "Py_nb_int", "int");
  unary("__float__", "Py_nb_float", "float");
  // Methods whose result becomes a C integer.
  auto sized = [&](const char* name, const char* ctype_name, const char* conv, const char* slot,
                   const std::string& suffix, const char* extra_slot) {
    const ir::Function* f = own(name);
    if (f == nullptr) return;
    const std::string fn = x + suffix;
    out += std::string("static ") + ctype_name + " " + fn + "(PyObject* self) {\n";
    out += "  PyObject* r = " + wrapper_of(ctx, f) + "(self, NULL, 0, NULL);\n";
    out += "  if (r == NULL) return -1;\n  " + std::string(ctype_name) + " v = " + conv + "(r);\n";
    out += "  Py_DECREF(r);\n";
    if (std::string(name) == "__hash__") out += "  if (v == -1 && !PyErr_Occurred()) v = -2;\n";
    out += "  return v;\n}\n";
    slots.push_back({slot, fn});
    if (extra_slot != nullptr) slots.push_back({extra_slot, fn});
  };
  sized("__len__", "Py_ssize_t", "hintc_len_result", "Py_mp_length", "len", "Py_sq_length");
  sized("__hash__", "Py_hash_t", "PyLong_AsSsize_t", "Py_tp_hash", "hash", nullptr);
  sized("__bool__", "int", "PyObject_IsTrue", "Py_nb_bool", "bool", nullptr);
  // Methods of one argument.
  auto one_arg = [&](const ir::Function* f, const std::string& arg) {
    return wrapper_of(ctx, f) + "(self, &" + arg + ", 1, NULL)";
  };
  if (const ir::Function* f = own("__getitem__")) {
    out += "static PyObject* " + x + "getitem(PyObject* self, PyObject* k) { return " +
           one_arg(f, "k") + "; }\n";
    slots.push_back({"Py_mp_subscript", x + "getitem"});
    // Python classes with __getitem__ are sequences too (iter() of one without __iter__).
    out += "static PyObject* " + x + "sqitem(PyObject* self, Py_ssize_t i) {\n" +
           "  PyObject* k = PyLong_FromSsize_t(i);\n  if (k == NULL) return NULL;\n" +
           "  PyObject* r = " + one_arg(f, "k") + ";\n  Py_DECREF(k);\n  return r;\n}\n";
    slots.push_back({"Py_sq_item", x + "sqitem"});
  }
  // One slot for a store (two arguments) and a delete (one); a missing method raises
  // AttributeError naming it, as for Python classes.
  auto store_slot = [&](const char* set_name, const char* del_name, const char* slot,
                        const std::string& suffix) {
    const ir::Function* set = own(set_name);
    const ir::Function* del = own(del_name);
    if (set == nullptr && del == nullptr) return;
    auto missing = [](const char* n) {
      return std::string("{\n    PyErr_SetString(PyExc_AttributeError, \"") + n + "\");\n    return -1;\n  }";
    };
    out += "static int " + x + suffix + "(PyObject* self, PyObject* k, PyObject* v) {\n  PyObject* r;\n";
    out += "  if (v == NULL) " + (del ? "{\n    r = " + one_arg(del, "k") + ";\n  }" : missing(del_name));
    out += " else " + (set ? "{\n    PyObject* kv[2] = {k, v};\n    r = " + wrapper_of(ctx, set) +
                                 "(self, kv, 2, NULL);\n  }"
                           : missing(set_name));
    out += "\n  if (r == NULL) return -1;\n  Py_DECREF(r);\n  return 0;\n}\n";
    slots.push_back({slot, x + suffix});
  };
  store_slot("__setitem__", "__delitem__", "Py_mp_ass_subscript", "assitem");
  // Descriptors: Python's lookup calls __get__(instance or None, owner or None), __set__ and
  // __delete__ (an instance of the class held by another class's attribute).
  store_slot("__set__", "__delete__", "Py_tp_descr_set", "descrset");
  if (const ir::Function* f = own("__get__")) {
    out += "static PyObject* " + x + "descrget(PyObject* self, PyObject* obj, PyObject* type) {\n" +
           "  PyObject* args[2] = {obj ? obj : Py_None, type ? type : Py_None};\n  return " +
           wrapper_of(ctx, f) + "(self, args, 2, NULL);\n}\n";
    slots.push_back({"Py_tp_descr_get", x + "descrget"});
  }
  if (const ir::Function* f = own("__getattr__")) {
    // Called when the normal lookup raises AttributeError, as for Python classes.
    out += "static PyObject* " + x + "getattro(PyObject* self, PyObject* name) {\n" +
           "  PyObject* r = PyObject_GenericGetAttr(self, name);\n" +
           "  if (r != NULL || !PyErr_ExceptionMatches(PyExc_AttributeError)) return r;\n" +
           "  PyErr_Clear();\n  return " + one_arg(f, "name") + ";\n}\n";
    slots.push_back({"Py_tp_getattro", x + "getattro"});
  }
  if (const ir::Function* f = own("__contains__")) {
    out += "static int " + x + "contains(PyObject* self, PyObject* k) {\n  PyObject* r = " +
           one_arg(f, "k") + ";\n  if (r == NULL) return -1;\n  int v = PyObject_IsTrue(r);\n" +
           "  Py_DECREF(r);\n  return v;\n}\n";
    slots.push_back({"Py_sq_contains", x + "contains"});
  }
  if (const ir::Function* f = own("__del__")) {
    out += "static void " + x + "finalize(PyObject* self) { hintc_instance_del(self, " + wrapper_of(ctx, f) +
           "); }\n";
    slots.push_back({"Py_tp_finalize", x + "finalize"});
  }
  if (const ir::Function* f = own("__call__")) {
    out += "static PyObject* " + x + "call(PyObject* self, PyObject* args, PyObject* kw) {\n";
    out += "  return hintc_call_fastcall(self, args, kw, " + wrapper_of(ctx, f) + ");\n}\n";
    slots.push_back({"Py_tp_call", x + "call"});
  }
  // Rich comparisons: a missing method, or an operand the method's parameter does not accept,
  // gives NotImplemented (so Python tries the reflected operation), as for Python classes.
  static const char* const kCompare[][2] = {{"__lt__", "Py_LT"}, {"__le__", "Py_LE"},
                                            {"__eq__", "Py_EQ"}, {"__ne__", "Py_NE"},
                                            {"__gt__", "Py_GT"}, {"__ge__", "Py_GE"}};
  auto accepts = [](const ir::Function* f, const std::string& o) {
    std::string cond = f->params.size() == 2 ? object_check(f->params[1].reg->type, o) : "";
    return cond.empty() ? std::string() : "  if (!" + cond + ") Py_RETURN_NOTIMPLEMENTED;\n";
  };
  std::string cases;
  // @total_ordering's root (a subclass inherits the comparisons it made): the first of
  // __lt__, __le__, __gt__, __ge__ the class defines.
  static const char* const kRoots[][2] = {
      {"__lt__", "Py_LT"}, {"__le__", "Py_LE"}, {"__gt__", "Py_GT"}, {"__ge__", "Py_GE"}};
  bool ordered = false;
  for (const ClassDef* k = &c; k != nullptr; k = k->base) ordered |= k->total_ordering;
  const char* root = nullptr;
  for (const auto& r : kRoots) {
    if (ordered && root == nullptr && own_or_inherited(c, r[0]) != nullptr) root = r[1];
  }
  for (const auto& cmp : kCompare) {
    // One slot holds all six: a subclass defining some keeps its bases' others.
    if (const ir::Function* f = own_or_inherited(c, cmp[0])) {
      cases += std::string("    case ") + cmp[1] + ": {\n" + accepts(f, "other") +
               "      return " + one_arg(f, "other") + ";\n    }\n";
    } else if (root != nullptr && std::string(cmp[0]) != "__eq__" && std::string(cmp[0]) != "__ne__") {
      cases += std::string("    case ") + cmp[1] + ":\n      return hintc_total_order(self, other, " +
               cmp[1] + ", " + root + ", " + x + "compare(self, other, " + root + "));\n";
    }
  }
  if (!cases.empty()) {
    out += "static PyObject* " + x + "compare(PyObject* self, PyObject* other, int op) {\n";
    out += "  switch (op) {\n" + cases;
    // Without __ne__, != inverts __eq__ (object's default).
    if (own_or_inherited(c, "__eq__") != nullptr && own_or_inherited(c, "__ne__") == nullptr) {
      out += "    case Py_NE: {\n      PyObject* r = " + x + "compare(self, other, Py_EQ);\n";
      out += "      if (r == NULL || r == Py_NotImplemented) return r;\n";
      out += "      int t = PyObject_IsTrue(r);\n      Py_DECREF(r);\n";
      out += "      if (t < 0) return NULL;\n      return PyBool_FromLong(!t);\n    }\n";
    }
    out += "    default: Py_RETURN_NOTIMPLEMENTED;\n  }\n}\n";
    slots.push_back({"Py_tp_richcompare", x + "compare"});
    if (!c.dataclass && own("__hash__") == nullptr && own("__eq__") == nullptr) {
      out += inherited_hash(c, slots);
    }
  }
  if (c.dataclass) out += dataclass_slots(c, slots, own("__repr__") != nullptr,
                                          own("__eq__") != nullptr || !cases.empty(),
                                          own("__hash__") != nullptr);
  // Binary operators: the left operand's __op__, else the right operand's __rop__.
  static const char* const kBinary[][3] = {
      {"add", "Py_nb_add", ""},           {"sub", "Py_nb_subtract", ""},
      {"mul", "Py_nb_multiply", ""},      {"truediv", "Py_nb_true_divide", ""},
      {"floordiv", "Py_nb_floor_divide", ""}, {"mod", "Py_nb_remainder", ""},
      {"and", "Py_nb_and", ""},           {"or", "Py_nb_or", ""},
      {"xor", "Py_nb_xor", ""},           {"lshift", "Py_nb_lshift", ""},
      {"rshift", "Py_nb_rshift", ""},     {"matmul", "Py_nb_matrix_multiply", ""},
      {"divmod", "Py_nb_divmod", ""},     {"pow", "Py_nb_power", ""}};
  const std::string type = naming::class_type(c.name);
  for (const auto& b : kBinary) {
    // One slot serves both methods: a class defining one of them takes the other from its bases.
    const std::string fwd = std::string("__") + b[0] + "__", rev = std::string("__r") + b[0] + "__";
    if (own(fwd.c_str()) == nullptr && own(rev.c_str()) == nullptr) continue;
    const ir::Function* f = own_or_inherited(c, fwd);
    const ir::Function* r = own_or_inherited(c, rev);
    const std::string fn = x + b[0];
    const bool power = std::string(b[0]) == "pow";  // ternary: pow(a, b, mod)
    out += "static PyObject* " + fn + "(PyObject* a, PyObject* b" + (power ? ", PyObject* mod" : "") + ") {\n";
    if (power && f != nullptr) {  // three-argument pow calls __pow__(b, mod), never __rpow__
      out += "  if (mod != Py_None) {\n    if (!PyObject_TypeCheck(a, " + type +
             ")) Py_RETURN_NOTIMPLEMENTED;\n    PyObject* self = a;\n" + accepts(f, "b") +
             "    PyObject* bm[2] = {b, mod};\n    return " + wrapper_of(ctx, f) + "(self, bm, 2, NULL);\n  }\n";
    } else if (power) {
      out += "  if (mod != Py_None) Py_RETURN_NOTIMPLEMENTED;\n";
    }
    if (f != nullptr) {
      out += "  if (PyObject_TypeCheck(a, " + type + ")) {\n    PyObject* self = a;\n" +
             accepts(f, "b") + "    return " + wrapper_of(ctx, f) + "(self, &b, 1, NULL);\n  }\n";
    }
    if (r != nullptr) {
      out += "  if (PyObject_TypeCheck(b, " + type + ")) {\n    PyObject* self = b;\n" +
             accepts(r, "a") + "    return " + wrapper_of(ctx, r) + "(self, &a, 1, NULL);\n  }\n";
    }
    out += "  Py_RETURN_NOTIMPLEMENTED;\n}\n";
    slots.push_back({b[1], fn});
  }
  // In-place operators: an operand the method does not accept gives NotImplemented, so CPython
  // falls back to the binary operator.
  for (const auto& b : kBinary) {
    const ir::Function* f = own((std::string("__i") + b[0] + "__").c_str());
    if (f == nullptr) continue;
    const std::string fn = x + "i" + b[0];
    const bool power = std::string(b[0]) == "pow";  // ternary slot; **= passes no modulus
    out += "static PyObject* " + fn + "(PyObject* self, PyObject* b" + (power ? ", PyObject*" : "") +
           ") {\n" + accepts(f, "b") +
           "  return " + wrapper_of(ctx, f) + "(self, &b, 1, NULL);\n}\n";
    std::string slot = b[1];
    slots.push_back({"Py_nb_inplace_" + slot.substr(6), fn});
  }
  return out;
}

// The method descriptors of a Python-made class (NamedTuple, Enum), made when its class
// statement runs: its compiled methods' entry points, bound as methods of any object (the
// metaclass decides which class they end up in).
std::string python_made_methods(const ModuleContext& ctx, const ClassDef& c) {
  const std::string x = naming::class_part(c.name, "");
  std::string rows, cases;
  for (size_t i = 0; i < c.methods.size(); ++i) {
    const ir::ClassMethod& m = c.methods[i];
    rows += method_def_row(ctx, *m.fn);
    const std::string def = "&" + x + "pm[" + std::to_string(i) + "]";
    std::string make;
    switch (m.kind) {
      case MethodKind::Static:
        make = "{\n      PyObject* f = PyCFunction_NewEx(" + def + ", NULL, NULL);\n" +
               "      PyObject* r = f ? PyStaticMethod_New(f) : NULL;\n      Py_XDECREF(f);\n" +
               "      return r;\n    }";
        break;
      case MethodKind::Class:
        make = "PyDescr_NewClassMethod(&PyBaseObject_Type, " + def + ")";
        break;
      default:  // with the class's __qualname__ and the module's __module__, as a Python def
        make = "return hintc_module_method(&PyBaseObject_Type, " + def + ", " +
               c_string(c.name + "." + m.fn->name) + ", " + c_string(ctx.m.name) + ");";
    }
    if (m.kind == MethodKind::Class) {
      // The descriptor is bound to object (the metaclass makes the class); its __qualname__
      // would read "object.NAME", so it is set to the class's.
      make = "{\n      PyObject* r = " + make + ";\n      if (r != NULL) ((PyDescrObject*)r)->d_qualname = " +
             "PyUnicode_FromString(" + c_string(c.name + "." + m.fn->name) + ");\n      return r;\n    }";
    }
    cases += "    case " + std::to_string(i) + ": " + make + "\n";
  }
  std::string out = "\n// class " + comment_text(c.name) + " (line " + std::to_string(c.line) +
                    "): made by its metaclass\n";
  out += "static PyMethodDef " + x + "pm[] = {\n" + rows + "  {NULL, NULL, 0, NULL},\n};\n";
  out += "static PyObject* " + x + "method(int i) {\n  switch (i) {\n" + cases + "  }\n";
  out += "  PyErr_SetString(PyExc_SystemError, \"no such method\");\n  return NULL;\n}\n";
  return out;
}

}  // namespace

std::string class_types(const ModuleContext& ctx) {
  if (ctx.m.classes.empty()) return "";
  std::string out = "\n// Compiled classes: slots, tables and specs.\n";
  std::string create = std::string("static int ") + naming::kInitClasses + "(void) {\n";
  for (const auto& cp : ctx.m.classes) {
    const ClassDef& c = *cp;
    const std::string x = naming::class_part(c.name, "");
    if (c.python_made) {
      out += python_made_methods(ctx, c);
      continue;
    }
    bool has_init = c.find_method("__init__") != nullptr;
    out += "\n// class " + comment_text(c.name) + " (line " + std::to_string(c.line) + ")\n";
    out += lifecycle(ctx, c, has_init);
    out += getsets(c);
    const std::string props = properties(ctx, c);
    const std::string abstract = abstract_names(c);
    out += props + abstract;
    out += field_table(c);
    std::string rows;
    for (const ir::ClassMethod& m : c.methods) {
      if (m.kind == MethodKind::Getter || m.kind == MethodKind::Setter || m.kind == MethodKind::Deleter) {
        continue;
      }
      rows += method_def_row(ctx, *m.fn);
    }
    out += state_methods(c, rows);
    out += subclass_hook(c, rows);
    out += "static PyMethodDef " + x + "methods[] = {\n" + rows + "  {NULL, NULL, 0, NULL},\n};\n";
    out += "static PyMemberDef " + x + "members[] = {\n";
    const std::string st = naming::class_struct(c.name);
    out += c.has_instance_dict()                ? "  HINTC_DICT_ROWS(" + st + ")\n"
           : c.collectable() && !c.is_exception() ? "  HINTC_WEAKLIST_ROW(" + st + ")\n"
               : "  {\"__weaklistoffset__\", T_PYSSIZET, offsetof(" + st + ", hh.weakrefs), READONLY, NULL},\n";
    out += member_rows(c);
    out += "  {NULL, 0, 0, 0, NULL},\n};\n";
    std::vector<Slot> slots = {{"Py_tp_new", x + "new"},
                               {"Py_tp_dealloc", x + "dealloc"},
                               {"Py_tp_methods", x + "methods"},
                               {"Py_tp_getset", x + "getset"},
                               {"Py_tp_members", x + "members"}};
    if (c.collectable()) {
      slots.insert(slots.begin() + 2, {{"Py_tp_traverse", x + "traverse"}, {"Py_tp_clear", x + "clear"}});
    }
    if (c.find_method("__init__") != nullptr) slots.push_back({"Py_tp_init", x + "init"});
    if (has_member_fields(c)) {
      out += "static int " + x + "setattro(PyObject* self, PyObject* name, PyObject* value) {\n" +
             "  return hintc_fields_setattro(self, name, value, " + x + "fields);\n}\n";
      slots.push_back({"Py_tp_setattro", x + "setattro"});
    } else if (c.has_instance_dict() && !c.custom_setattr()) {
      // (a hierarchy with __setattr__ keeps object's: object.__setattr__ refuses any other)
      slots.push_back({"Py_tp_setattro", "hintc_instance_setattro"});
    }
    out += dunder_slots(ctx, c, slots);
    if (std::optional<std::string> doc = class_doc(c)) {
      out += "static const char " + x + "doc[] = " + c_string(*doc) + ";\n";
      slots.push_back({"Py_tp_doc", "(char*)" + x + "doc"});
    }
    out += "static PyType_Slot " + x + "slots[] = {\n";
    for (const Slot& s : slots) out += "  {" + s.id + ", (void*)" + s.fn + "},\n";
    out += "  {0, NULL},\n};\n";
    // A nested class's spec names it by its last part; its __qualname__ is set once made.
    const std::string short_name = c.name.substr(c.name.rfind('.') + 1);
    out += "static PyType_Spec " + x + "spec = {" + c_string(ctx.m.name + "." + short_name) + ", sizeof(" +
           naming::class_struct(c.name) + "), 0, Py_TPFLAGS_DEFAULT | " +
           (c.collectable() ? std::string("Py_TPFLAGS_HAVE_GC | ") + (c.is_exception()        ? ""
                                              : c.has_instance_dict() ? "HINTC_TPFLAGS_DICT | "
                                                                      : "HINTC_TPFLAGS_WEAKREF | ")
                            : "") +
           "Py_TPFLAGS_BASETYPE, " + x + "slots};\n";
    const std::string t = naming::class_type(c.name);
    std::string base = c.base ? "(PyObject*)" + naming::class_type(c.base->name)
                       : c.exc_base.empty() ? "NULL" : "PyExc_" + c.exc_base;
    create += "  if (" + t + " == NULL) {\n    " + t + " = (PyTypeObject*)hintc_make_class(&" + x +
              "spec, " + base + ");\n    if (" + t + " == NULL) return -1;\n" +
              class_body_facts(c, t) +
              (has_member_fields(c) ? "    hintc_fields_setattro_register(" + x + "setattro, " + x + "fields);\n"
                                    : "") +
              (has_member_fields(c) && !c.declares_slots
                   ? "    if (hintc_member_messages((PyObject*)" + t + ", &" + x + "spec) < 0) return -1;\n"
                   : "") +
              (c.dataclass ? "    if (hintc_dataclass_register((PyObject*)" + t + ", " + x + "fields, " +
                                 (c.order ? "1" : "0") + ", " + (c.frozen ? "1" : "0") + ", " + (c.eq ? "1" : "0") +
                                 ", " + (c.unsafe_hash ? "1" : "0") +
                                 ") < 0) return -1;\n"
                           : "") +
              // A signature-only tp_doc leaves __doc__ "": no docstring is None.
              (!c.has_doc && class_doc(c) ? "    if (PyObject_SetAttrString((PyObject*)" + t +
                                                ", \"__doc__\", Py_None) < 0) return -1;\n"
                                          : "") +
              (short_name == c.name
                   ? ""
                   : "    PyObject* q = PyUnicode_FromString(" + c_string(c.name) + ");\n" +
                         "    int bad = q == NULL || PyObject_SetAttrString((PyObject*)" + t +
                         ", \"__qualname__\", q) < 0;\n    Py_XDECREF(q);\n" +
                         "    if (bad) return -1;\n") +
              (props.empty() ? ""
                             : "    if (hintc_add_properties(" + t + ", " + x +
                                   "props) < 0) return -1;\n") +
              (abstract.empty() ? ""
                                : "    if (hintc_mark_abstract(" + t + ", " + x +
                                      "abstract) < 0) return -1;\n") +
              "  }\n";
  }
  return out + "\n" + create + "  return 0;\n}\n";
}

namespace {

// Whether field n has a class-body default in c or a compiled subclass of c.
bool default_below(const ClassDef& c, const std::string& n) {
  const ir::ClassField* f = c.find_field(n);
  if (f != nullptr && f->default_value != nullptr) return true;
  for (const ClassDef* s : c.subclasses) {
    if (default_below(*s, n)) return true;
  }
  return false;
}

}  // namespace

void FunctionEmitter::emit_class_op(const ir::Op& op) {
  const std::string r = op.has_result ? val(&op) : "";
  switch (op.kind) {
    case OpKind::NewObject: {
      const std::string t = naming::class_type(op.type.class_def()->name);
      line(r + " = " + naming::class_alloc(op.type.class_def()->name) + "(" + t + ");");
      check(op, r + " == NULL");
      break;
    }
    case OpKind::LoadClass:
      line(r + " = (PyObject*)" + naming::class_type(op.text) + "; Py_INCREF(" + r + ");");
      break;
    case OpKind::MakeMethod: {
      const ClassDef& c = *op.callee->owner;
      size_t i = 0;
      while (i < c.methods.size() && c.methods[i].fn != op.callee) ++i;
      line(r + " = " + naming::class_part(c.name, "") + "method(" + std::to_string(i) + ");");
      check(op, r + " == NULL");
      break;
    }
    case OpKind::IsInstance:
      line(r + " = (char)hintc_instance_of(" + val(op.operands[0]) + ", " +
           naming::class_type(op.text) + ");");
      break;
    case OpKind::GetField: {
      const ClassDef& c = *op.operands[0]->type.class_def();
      const std::string o = val(op.operands[0]);
      const std::string m = member(c, o, naming::field_member(op.text));
      const std::string raise = "hintc_raise_no_attribute(" + o + ", " + c_string(op.text) + ");";
      // A deleted field with a class-body default reads the default (CPython's read of the
      // class attribute the deletion uncovered).
      const std::string fallback =
          default_below(c, op.text)
              ? "hintc_field_class_default(" + o + ", " + c_string(op.text) + ")"
              : "";
      // Py_True / Py_False, NULL while unset
      const bool bool_object = c.bool_object_field(op.text);
      if (bool_object && fallback.empty()) {
        line("if (HINTC_UNLIKELY(" + m + " == NULL)) " + fail(op, raise));
        line(r + " = (char)(" + m + " == hintc_bool_objects[1]);");
        break;
      }
      // A boxed float is set when its box is.
      const std::string flag = c.boxes_field(op.text) ? naming::field_box(op.text) : naming::field_flag(op.text);
      load_slot(op, m, member(c, o, flag), raise, fallback, bool_object);
      break;
    }
    case OpKind::SetField: {
      const ClassDef& c = *op.operands[0]->type.class_def();
      const std::string o = val(op.operands[0]), v = val(op.operands[1]);
      const std::string m = member(c, o, naming::field_member(op.text));
      // Untracked instances are tracked by the first collectable value they hold (None is not).
      if (!c.is_exception() && op.operands[1]->type.is_pyobject() &&
          !op.operands[1]->type.is(TypeKind::None)) {
        line("hintc_instance_track_for(" + o + ", " + v + ");");
      }
      if (c.boxes_field(op.text)) {
        store_boxed(op, m, member(c, o, naming::field_box(op.text)));
      } else if (c.bool_object_field(op.text)) {  // it owns both bools (rt_class.h)
        line(m + " = hintc_bool_objects[(unsigned char)" + v + "];");
      } else {
        store_slot(m, member(c, o, naming::field_flag(op.text)), op.operands[1]->type, v);
      }
      break;
    }
    case OpKind::CallVirtual: {
      const ir::Function& f = *op.callee;
      std::string sig = std::string(ctype(f.return_type)) + " (*)(";
      std::vector<std::string> args;
      for (const ir::Param& p : f.params) sig += std::string(ctype(p.reg->type)) + ", ";
      sig += "int)";
      for (const ir::Value* v : op.operands) args.push_back(val(v));
      args.push_back(std::string(naming::kDepthVar) + " - 1");
      std::string joined;
      for (size_t i = 0; i < args.size(); ++i) joined += (i ? ", " : "") + args[i];
      const std::string vt = member(*op.operands[0]->type.class_def(), val(op.operands[0]), "hh.vt");
      line(r + " = ((" + sig + ")(" + vt + "[" + std::to_string(op.imm) + "]))(" + joined + ");");
      check(op, error_condition(f.return_type, r));
      break;
    }
    default: throw std::invalid_argument("codegen: not a class op");
  }
}

}  // namespace hintc::codegen
