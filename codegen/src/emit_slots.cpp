// Typed native slots of objects (compiled-class fields, closure environments): reads that raise
// when the slot is unset, and stores releasing the previous value; and boxed class fields.
#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

using ir::TypeKind;

namespace {

// The test that slot m (float: its flag) holds no value.
std::string unset_condition(ir::Type t, const std::string& m, const std::string& flag) {
  switch (t.kind()) {
    case TypeKind::Int: return m + " == HINT_ERROR";
    case TypeKind::Float: return "!" + flag;
    case TypeKind::Bool:
    case TypeKind::None: return m + " == 2";
    default: return m + " == NULL";
  }
}

}  // namespace

void FunctionEmitter::load_slot(const ir::Op& op, const std::string& m, const std::string& flag,
                                const std::string& raise, const std::string& fallback,
                                bool bool_object) {
  const std::string r = val(&op);
  if (!fallback.empty()) {
    const std::string unset = bool_object ? m + " == NULL" : unset_condition(op.type, m, flag);
    line("if (HINTC_UNLIKELY(" + unset + ")) {");
    line("  PyObject* hdefault = " + fallback + ";");
    line("  if (hdefault == NULL) " + fail(op));
    const std::string ctx = "\"class attribute\"";
    switch (op.type.kind()) {
      case TypeKind::Int:
        line("  " + r + " = hintc_unbox_int(hdefault, " + ctx + ");");
        // An int object keeps the default's own (exact) int: a borrowed read needs no reference.
        if (op.borrowed) line("  if (" + r + " != HINT_ERROR) hint_decref(" + r + ");");
        break;
      case TypeKind::Float: line("  " + r + " = hintc_unbox_float(hdefault, " + ctx + ");"); break;
      case TypeKind::Bool: line("  " + r + " = hintc_unbox_bool(hdefault, " + ctx + ");"); break;
      case TypeKind::None: line("  " + r + " = 1;"); break;
      default: line("  " + r + " = hdefault;" + (op.borrowed ? "" : " Py_INCREF(" + r + ");"));
    }
    if (!op.type.is_pyobject() && !op.type.is(TypeKind::None)) {
      line("  if (HINTC_UNLIKELY(" + error_condition(op.type, r) + ")) " + fail(op));
    }
    line("} else {");
    line("  " + r + " = " + (bool_object ? "(char)(" + m + " == hintc_bool_objects[1])" : m) + ";");
    if (!op.borrowed && op.type.is(TypeKind::Int)) line("  hint_incref(" + r + ");");
    if (!op.borrowed && op.type.is_pyobject()) line("  Py_INCREF(" + r + ");");
    line("}");
    return;
  }
  switch (op.type.kind()) {
    case TypeKind::Int:
      line(r + " = " + m + ";");
      line("if (HINTC_UNLIKELY(" + r + " == HINT_ERROR)) " + fail(op, raise));
      if (!op.borrowed) line("hint_incref(" + r + ");");
      break;
    case TypeKind::Float:
      line("if (HINTC_UNLIKELY(!" + flag + ")) " + fail(op, raise));
      line(r + " = " + m + ";");
      break;
    case TypeKind::Bool:
    case TypeKind::None:
      line(r + " = " + m + ";");
      line("if (HINTC_UNLIKELY(" + r + " == 2)) " + fail(op, raise));
      break;
    default:
      line(r + " = " + m + ";");
      line("if (HINTC_UNLIKELY(" + r + " == NULL)) " + fail(op, raise));
      if (!op.borrowed) line("Py_INCREF(" + r + ");");
  }
}

void FunctionEmitter::store_slot(const std::string& m, const std::string& flag, ir::Type t,
                                 const std::string& v) {
  if (t.is(TypeKind::Int)) {
    line("{ HInt hold = " + m + "; " + m + " = " + v +
         "; if (hold != HINT_ERROR) hint_decref(hold); }");
  } else if (t.is_pyobject()) {
    line("{ PyObject* hold = " + m + "; " + m + " = " + v + "; Py_XDECREF(hold); }");
  } else {
    line(m + " = " + v + ";");
    if (t.is(TypeKind::Float)) line(flag + " = 1;");
  }
}

void FunctionEmitter::store_boxed(const ir::Op& op, const std::string& m, const std::string& box) {
  // The box first: when it cannot be made (MemoryError) the field keeps its old value.
  const std::string v = val(op.operands[1]);
  const bool is_float = op.operands[1]->type.is(TypeKind::Float);
  check(op, std::string(is_float ? "hintc_box_set_float(&" : "hintc_box_set_int(&") + box + ", " + v + ") < 0");
  if (is_float) {
    line(m + " = " + v + ";");  // a boxed float is set when its box is
  } else {
    store_slot(m, "", op.operands[1]->type, v);
  }
}

}  // namespace hintc::codegen
