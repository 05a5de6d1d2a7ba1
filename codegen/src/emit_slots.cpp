// Typed native slots of objects (compiled-class fields, closure environments): reads that raise
// when the slot is unset, and stores releasing the previous value; and boxed class fields.
#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

using ir::TypeKind;

void FunctionEmitter::load_slot(const ir::Op& op, const std::string& m, const std::string& flag,
                                const std::string& raise) {
  const std::string r = val(&op);
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
