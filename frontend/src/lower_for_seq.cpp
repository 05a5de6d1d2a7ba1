// `for` loops over typed lists and tuples (and reversed() of them): exact lists and tuples run by
// index, re-reading the size every step as CPython's list iterator does; a subclass, which may
// override __iter__ or __reversed__, is iterated through its own iterator. The exactness test is
// made once, before the loop.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

Lowerer::LoopSteps Lowerer::seq_loop(RValue seq, Type elem, bool reversed,
                                     const std::function<void(RValue)>& bind_item) {
  Type st = seq.type();
  // A native int/float list (or the shared list its variable holds): the same walk, with
  // primitives that read either (rt_native_list.h).
  bool native = st.is(TypeKind::Buffer);
  PrimId size_prim = native ? buffer_prim(elem, 'z') : PrimId::SeqSize;
  Register* s = temp_register(st);
  b_->assign(s, seq);
  Register* exact = temp_register(Type::bool_());
  b_->assign(exact, b_->prim(native ? buffer_prim(elem, 'x') : PrimId::SeqIsExact, {s}));
  Register* idx = temp_register(Type::int_());
  Register* itr = temp_register(Type::object());
  Block* by_index = b_->new_block();
  Block* by_iter = b_->new_block();
  Block* start = b_->new_block();
  b_->branch(exact, by_index, by_iter);
  b_->activate(by_index);
  if (reversed) {
    RValue size = b_->prim(size_prim, {s});
    b_->assign(idx, b_->prim(PrimId::IntSub, {size.v, b_->load_int(1).v}));
  } else {
    b_->assign(idx, b_->load_int(0));
  }
  b_->goto_(start);
  b_->activate(by_iter);
  RValue src{s, false};
  if (reversed) {
    RValue fn = load_builtin("reversed");
    src = b_->call_object(fn.v, {s}, {});
    b_->release(fn);
  }
  RValue it = b_->prim(PrimId::GetIter, {src.v});
  b_->release(src);
  b_->assign(itr, it);
  b_->goto_(start);
  b_->activate(start);

  // Both ways of stepping leave the item in one register, so the body is lowered once.
  Register* item = temp_register(elem);
  const char* what = st.is(TypeKind::Tuple) ? "tuple item" : "list item";
  LoopSteps steps;
  steps.head = [=](Block* body_b, Block* end_b) {
    Block* fast = b_->new_block();
    Block* slow = b_->new_block();
    Block* read = b_->new_block();
    b_->branch(exact, fast, slow);
    b_->activate(fast);
    branch_index_in_range(idx, b_->prim(size_prim, {s}).v, reversed, read, end_b);
    b_->activate(read);
    switch (elem.kind()) {
      case TypeKind::Int:
        b_->assign(item, b_->prim(native ? buffer_prim(elem, 'i') : PrimId::SeqItemInt, {s, idx}));
        break;
      case TypeKind::Float:
        b_->assign(item, b_->prim(native ? buffer_prim(elem, 'i') : PrimId::SeqItemFloat, {s, idx}));
        break;
      case TypeKind::Bool: b_->assign(item, b_->prim(PrimId::SeqItemBool, {s, idx})); break;
      default: b_->assign(item, checked(b_->prim(PrimId::SeqItem, {s, idx}), elem, what));
    }
    b_->goto_(body_b);
    b_->activate(slow);
    Block* got = b_->new_block();
    RValue next = b_->iter_next(itr, got, end_b);
    b_->activate(got);
    b_->assign(item, checked(b_->owned(next.v), elem, "iterated value"));
    b_->goto_(body_b);
  };
  steps.bind = [=]() { bind_item(RValue{item, false}); };
  // Only the index walk reads idx; stepping it in the other walk too saves a branch.
  steps.advance = [=]() {
    b_->assign(idx, b_->prim(reversed ? PrimId::IntSub : PrimId::IntAdd, {idx, b_->load_int(1).v}));
  };
  return steps;
}

void Lowerer::branch_index_in_range(Register* idx, Value* size, bool reversed, Block* in,
                                    Block* out) {
  Value* in_range = b_->prim(PrimId::IntLt, {idx, size}).v;
  if (reversed) {
    Block* lower = b_->new_block();
    b_->branch(in_range, lower, out);
    b_->activate(lower);
    in_range = b_->prim(PrimId::IntGe, {idx, b_->load_int(0).v}).v;
  }
  b_->branch(in_range, in, out);
}

}  // namespace hintc::frontend
