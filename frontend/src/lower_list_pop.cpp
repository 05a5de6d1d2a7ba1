// `lst.pop()` and `lst.pop(i)` of typed lists: an int index stays unboxed and an exact list pops
// in place (runtime rt_list_pop.h), the worklist pattern `todo.pop(0)` of graph algorithms;
// other index types and list subclasses call the list's pop method.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

RValue Lowerer::lower_list_pop(RValue obj, const std::vector<TSNode>& argv, Type result,
                               TSNode call) {
  RValue item;
  if (argv.empty()) {
    set_span(call);
    item = b_->prim(PrimId::ListPopLast, {obj.v});
  } else {
    RValue index = lower_expr(argv[0]);
    if (index.type().is(TypeKind::Bool)) {
      RValue as_int = b_->prim(PrimId::BoolToInt, {index.v});
      b_->release(index);
      index = as_int;
    }
    set_span(call);
    if (index.type().is(TypeKind::Int)) {
      item = b_->prim(PrimId::ListPop, {obj.v, index.v});
    } else {
      // An object with __index__ (or a wrong type, which pop rejects): the method decides.
      RValue boxed = to_object(index);
      item = b_->call_method(obj.v, "pop", {boxed.v}, Type::object());
      b_->release(boxed);
      index = RValue{};
    }
    if (index.v != nullptr) b_->release(index);
  }
  b_->release(obj);
  return checked(item, result, "result of .pop()");
}

}  // namespace hintc::frontend
