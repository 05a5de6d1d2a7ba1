// The module's own ModuleType subclass: assigning or deleting a public global from outside the
// module (`mod.LIMIT = 100`, `del mod.LIMIT`) also updates the native slot compiled code reads.
#include <stdexcept>

#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

using ir::TypeKind;

namespace {

// Statements converting `value` (non-NULL) into native `nv` of type t, returning -1 on mismatch.
std::string convert(const ir::Global& g) {
  const std::string ctx = c_string("module global '" + g.name + "'");
  auto mismatch = [&](const std::string& expected) {
    return std::string("{ hintc_raise_type_mismatch(\"") + expected + "\", value, " + ctx +
           "); return -1; }\n";
  };
  switch (g.type.kind()) {
    case TypeKind::Int:
      return "      if (!PyLong_Check(value)) " + mismatch("int") +
             "      nv = hint_from_object(value);\n      if (nv == HINT_ERROR) return -1;\n";
    case TypeKind::Float:
      return "      if (PyFloat_Check(value)) nv = PyFloat_AS_DOUBLE(value);\n"
             "      else if (!PyLong_Check(value)) " +
             mismatch("float") +
             "      else if ((nv = hfloat_from_object(value)) == HFLOAT_ERROR && PyErr_Occurred()) "
             "return -1;\n";
    case TypeKind::Bool:
      return "      if (!PyBool_Check(value)) " + mismatch("bool") +
             "      nv = value == Py_True;\n";
    case TypeKind::None:
      return "      if (value != Py_None) " + mismatch("None") + "      nv = 1;\n";
    case TypeKind::Object: return "      nv = value;\n      Py_INCREF(nv);\n";
    case TypeKind::I64: break;
    default:
      return "      if (!" + object_check(g.type, "value") + ") " + mismatch(g.type.check_name()) +
             "      nv = value;\n      Py_INCREF(nv);\n";
  }
  throw std::invalid_argument("codegen: global " + g.name + " has type " + g.type.name());
}

std::string release(ir::Type t, const std::string& v) {
  if (t.is(TypeKind::Int)) return "hint_decref(" + v + ");";
  if (t.is_pyobject()) return "Py_XDECREF(" + v + ");";
  return "";
}

// The branch of the setattro hook for one public global.
std::string global_branch(const ModuleContext& ctx, const ir::Global& g) {
  const std::string slot = ctx.global_slot(&g), flag = ctx.global_flag(&g);
  const std::string rel_new = release(g.type, "nv"), rel_old = release(g.type, "old");
  std::string out = "  if (strcmp(s, " + c_string(g.name) + ") == 0) {\n";
  out += std::string("    ") + ctype(g.type) + " nv = " + zero_value(g.type) + ";\n";
  out += "    if (value != NULL) {\n" + convert(g) + "    }\n";
  out += "    if (PyObject_GenericSetAttr(self, name, value) < 0) {" +
         (rel_new.empty() ? "" : " " + rel_new) + " return -1; }\n";
  // Swapped in before the old value goes: its destructor may read this global.
  out += std::string("    ") + ctype(g.type) + " old = " + slot + ";\n";
  out += "    char was = " + flag + ";\n";
  out += "    " + slot + " = nv;\n    " + flag + " = value != NULL;\n";
  if (!rel_old.empty())
    out += "    if (was) " + rel_old + "\n";
  else
    out += "    (void)old;\n    (void)was;\n";
  return out + "    return 0;\n  }\n";
}

}  // namespace

bool needs_module_type(const ir::Module& m) {
  if (exports_api(m)) return true;
  for (const auto& g : m.globals) {
    if (g->is_public) return true;
  }
  return false;
}

std::string module_type_section(const ModuleContext& ctx) {
  std::string out =
      "\n// Public globals live in native slots and in the module dict. Compiled stores update "
      "both\n// (hm_mirror); the module's class hooks assignments from outside to do the same.\n";
  out += std::string("static char ") + naming::kMirroring + " = 0;\n";
  out += std::string("static inline int ") + naming::kMirror +
         "(PyObject** key, const char* name, PyObject* value) {\n" +
         "  if (HINTC_UNLIKELY(*key == NULL) && (*key = PyUnicode_InternFromString(name)) == NULL) return -1;\n  " +
         naming::kMirroring + " = 1;\n" +
         "  int rc = hintc_module_set_key(" + naming::kModuleObject + ", *key, value);\n  " +
         naming::kMirroring + " = 0;\n  return rc;\n}\n";
  out += std::string("static int ") + naming::kSetAttr +
         "(PyObject* self, PyObject* name, PyObject* value) {\n";
  out += std::string("  if (") + naming::kMirroring +
         " || !PyUnicode_Check(name)) return PyObject_GenericSetAttr(self, name, value);\n";
  out += "  const char* s = PyUnicode_AsUTF8(name);\n  if (s == NULL) return -1;\n";
  out += api_setattr_branches(ctx);
  for (const auto& g : ctx.m.globals) {
    if (g->is_public) out += global_branch(ctx, *g);
  }
  out += "  return PyObject_GenericSetAttr(self, name, value);\n}\n";
  out += std::string("static int ") + naming::kSetModuleClass + "(PyObject* m) {\n";
  out += std::string("  static PyType_Slot slots[] = {{Py_tp_setattro, (void*)") +
         naming::kSetAttr + "}, {0, NULL}};\n";
  out += "  PyObject* type = hintc_new_module_type(slots);\n";
  out += "  if (type == NULL) return -1;\n";
  out += "  int rc = PyObject_SetAttrString(m, \"__class__\", type);\n";
  out += "  Py_DECREF(type);\n  return rc;\n}\n";
  return out;
}

}  // namespace hintc::codegen
