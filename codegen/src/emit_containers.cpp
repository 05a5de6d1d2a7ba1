// Emission of container construction, method calls by name and iterator steps.
#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

using ir::Op;

std::string FunctionEmitter::operand_array(const Op& op, size_t first, const char* name) {
  std::string items;
  for (size_t i = first; i < op.operands.size(); ++i) {
    items += (i > first ? ", " : "") + val(op.operands[i]);
  }
  if (items.empty()) return std::string("{ PyObject* const* ") + name + " = NULL; ";
  return std::string("{ PyObject* ") + name + "[] = {" + items + "}; ";
}

void FunctionEmitter::emit_build(const Op& op) {
  if (op.imm == ir::kBuildData) {
    // The marshalled display: new objects at each evaluation, as the display would make.
    line("{ static const char hdata[] = " + c_string(op.text) + "; " + val(&op) +
         " = PyMarshal_ReadObjectFromString(hdata, " + std::to_string(op.text.size()) + "); }");
    check(op, val(&op) + " == NULL");
    return;
  }
  static const char* const kBuilders[ir::kBuildKindCount] = {
      "hintc_build_list", "hintc_build_tuple", "hintc_build_set", "hintc_build_dict",
      "hintc_str_concat", nullptr};
  size_t n = op.operands.size();
  if (op.imm == ir::kBuildDict) n /= 2;  // dict: key/value pairs
  // Braced so that the array's initialisation is never crossed by a goto.
  line(operand_array(op, 0, "hitems") + val(&op) + " = " + kBuilders[op.imm] + "(hitems, " +
       std::to_string(n) + "); }");
  check(op, val(&op) + " == NULL");
}

namespace {
// The builtin type whose exact instances a receiver of static type t usually is.
const char* builtin_type_object(ir::Type t) {
  switch (t.kind()) {
    case ir::TypeKind::Str: return "&PyUnicode_Type";
    case ir::TypeKind::Bytes: return "&PyBytes_Type";
    case ir::TypeKind::List: return "&PyList_Type";
    case ir::TypeKind::Dict: return "&PyDict_Type";
    case ir::TypeKind::Set: return "&PySet_Type";
    case ir::TypeKind::Tuple: return "&PyTuple_Type";
    default: return nullptr;
  }
}
}  // namespace

void FunctionEmitter::emit_call_method(const Op& op) {
  std::string name = naming::constant(ctx_.pool.str(op.text));
  // str.encode / bytes.decode of an exact receiver call the codec directly (the others, and
  // subclasses, which may override the method, take the call below).
  std::string codec;
  if ((op.text == "encode" || op.text == "decode") && op.operands.size() <= 2) {
    codec = operand_array(op, 1, "hcargs") + "if (hintc_codec_fast(" +
            (op.text == "decode" ? "1, " : "0, ") + val(op.operands[0]) + ", hcargs, " +
            std::to_string(op.operands.size() - 1) + ", &" + val(&op) + ")) {} else ";
  }
  auto close = [&](std::string call) { return codec.empty() ? call : codec + call + " }"; };
  if (const char* type = builtin_type_object(op.operands[0]->type)) {
    // A per-site cache of the method descriptor (static: it lives as long as the type).
    line(close(operand_array(op, 0, "hargs") + "static PyObject* hdescr = NULL; " + val(&op) +
               " = hintc_call_method_typed(&hdescr, " + type + ", " + name + ", hargs, " +
               std::to_string(op.operands.size()) + "); }"));
    check(op, val(&op) + " == NULL");
    return;
  }
  // A per-site method cache (hintc/rt_attr_cache.h); the receiver goes first in the arguments.
  line(close(operand_array(op, 0, "hargs") + "static HintcMethodSite hsite; " + val(&op) +
             " = hintc_call_method_site(&hsite, " + name + ", hargs, " +
             std::to_string(op.operands.size()) + "); }"));
  check(op, val(&op) + " == NULL");
}

void FunctionEmitter::emit_iter_next(const Op& op, const ir::Block* next) {
  const std::string r = val(&op);
  if (!op.type.is_pyobject()) {
    // Over a compiled generator of native items (see hintc/rt_gen.h): the item comes unboxed.
    const std::string it = val(op.operands[0]);
    line("{");
    line("  PyObject* hnx = hintc_gen_next_native(" + it + ", " + item_kind(op.type) + ");");
    line("  if (hnx == NULL) {");
    line("    if (HINTC_UNLIKELY(!hintc_iter_finished())) " + fail(op));
    line("    " + jump(op.targets[1]));
    line("  }");
    line("  if (HINTC_LIKELY(hnx == HINTC_GEN_NATIVE)) {");
    line("    " + r + " = reinterpret_cast<HintcGen*>(" + it + ")->item." + item_member(op.type) +
         ";");
    line("  } else {");
    if (op.type.is(ir::TypeKind::Int)) {
      line("    " + r + " = hintc_unbox_int(hnx, \"iterated value\");");
    } else if (op.type.is(ir::TypeKind::Float)) {
      line("    " + r + " = hintc_unbox_float(hnx, \"iterated value\");");
    } else {
      line("    " + r + " = hintc_unbox_bool(hnx, \"iterated value\");");
    }
    line("    Py_DECREF(hnx);");
    line("    if (HINTC_UNLIKELY(" + error_condition(op.type, r) + ")) " + fail(op));
    line("  }");
    line("}");
    if (op.targets[0] != next) line(jump(op.targets[0]));
    return;
  }
  line(r + " = hintc_iter_next(" + val(op.operands[0]) + ");");
  line("if (" + r + " == NULL) {");
  line("  if (HINTC_UNLIKELY(!hintc_iter_finished())) " + fail(op));
  line("  " + jump(op.targets[1]));
  line("}");
  if (op.targets[0] != next) line(jump(op.targets[0]));
}

}  // namespace hintc::codegen
