// `for` loops over typed lists and tuples (and reversed() of them): exact lists and tuples run by
// an int64 index, re-reading the size every step as CPython's list iterator does; a subclass,
// which may override __iter__ or __reversed__, is iterated through its own iterator. The
// exactness test is made once, before the loop.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

Lowerer::LoopSteps Lowerer::seq_loop(RValue seq, Type elem, bool reversed,
                                     const std::function<void(RValue)>& bind_item,
                                     std::optional<LoopVersion>* version, bool fixed_list) {
  Type st = seq.type();
  // A native int/float list variable holds a native list or the shared list a call made: which
  // one is tested once, and the native walk reads the unboxed items directly (rt_native_list.h).
  bool native = st.is(TypeKind::Buffer);
  Register* s = temp_register(st);
  b_->assign(s, seq);
  Register* exact = temp_register(Type::bool_());
  PrimId is_exact = st.is(TypeKind::List) ? PrimId::ListIsExact : PrimId::SeqIsExact;
  b_->assign(exact, b_->prim(native ? PrimId::NlIndexable : is_exact, {s}));
  Register* is_nl = nullptr;
  if (native) {
    is_nl = temp_register(Type::bool_());
    b_->assign(is_nl, b_->prim(PrimId::NlIsNative, {s}));
  }
  // The index is a plain int64: it stays below the size, so stepping it cannot overflow.
  Register* idx = temp_register(Type::i64());
  auto size_of = [=](bool nl) {
    return b_->prim(nl ? PrimId::NlSize64 : PrimId::SeqSize64, {s}).v;
  };
  // Runs `then` (which ends its block) when cond holds; lowering continues where it does not.
  auto when = [=](Value* cond, const std::function<void()>& then) {
    Block* yes = b_->new_block();
    Block* no = b_->new_block();
    b_->branch(cond, yes, no);
    b_->activate(yes);
    then();
    b_->activate(no);
  };
  Register* itr = temp_register(Type::object());
  Block* by_index = b_->new_block();
  Block* by_iter = b_->new_block();
  Block* start = b_->new_block();
  b_->branch(exact, by_index, by_iter);
  b_->activate(by_index);
  if (reversed) {
    // From the last item: the size minus one, read from the native list or the list/tuple.
    if (native) {
      when(is_nl, [=] {
        b_->assign(idx, b_->prim(PrimId::IndexBack, {size_of(true)}));
        b_->goto_(start);
      });
    }
    b_->assign(idx, b_->prim(PrimId::IndexBack, {size_of(false)}));
    b_->goto_(start);
  } else {
    Op* zero = b_->emit(ir::OpKind::LoadInt, Type::i64(), {}, true);
    zero->imm = 0;
    b_->assign(idx, RValue{zero, false});
    b_->goto_(start);
  }
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
    auto walk = [=](bool nl) {
      Block* read = b_->new_block();
      branch_index_in_range(idx, size_of(nl), reversed, read, end_b);
      b_->activate(read);
      switch (elem.kind()) {
        case TypeKind::Int:
          b_->assign(item, b_->prim(nl ? PrimId::NlItemInt : PrimId::SeqItemInt, {s, idx}));
          break;
        case TypeKind::Float:
          b_->assign(item, b_->prim(nl ? PrimId::NlItemFloat : PrimId::SeqItemFloat, {s, idx}));
          break;
        case TypeKind::Bool: b_->assign(item, b_->prim(PrimId::SeqItemBool, {s, idx})); break;
        default:
          // The item is borrowed from the list while it is checked; the check or the register
          // assignment takes the one reference the loop holds.
          b_->assign(item, checked(seq_item_borrowed(s, idx), elem, what));
      }
      b_->goto_(body_b);
    };
    // The native walk is tested first: one branch per step on the common path.
    if (native) when(is_nl, [=] { walk(true); });
    when(exact, [=] { walk(false); });
    Block* got = b_->new_block();
    RValue next = b_->iter_next(itr, got, end_b);
    b_->activate(got);
    b_->assign(item, checked(b_->owned(next.v), elem, "iterated value"));
    b_->goto_(body_b);
  };
  steps.bind = [=]() {
    if (elem.is_pyobject()) return bind_item(move_object_item(item));
    if (!elem.is(TypeKind::Int)) return bind_item(RValue{item, false});
    // The item's reference moves to the target: the register is left holding the small int 0,
    // so neither the bind nor the next read touches a reference count.
    bind_item(move_int(item));
  };
  if (native && elem.is(TypeKind::Int) && version != nullptr) {
    *version = native_int_version(s, idx, is_nl, reversed, bind_item, fixed_list);
  }
  // Only the index walk reads idx; stepping it in the other walk too saves a branch.
  steps.advance = [=]() {
    b_->assign(idx, b_->prim(reversed ? PrimId::IndexBack : PrimId::IndexStep, {idx}));
  };
  return steps;
}

RValue Lowerer::seq_item_borrowed(Register* seq, Register* idx) {
  // A list-typed value walked by index is an exact list (ListIsExact), never a tuple.
  PrimId p = seq->type.is(TypeKind::List) ? PrimId::ListItemBorrowed : PrimId::SeqItemBorrowed;
  Op* op = b_->emit(ir::OpKind::PrimCall, Type::object(), {seq, idx}, true,
                    [p](Op& o) { o.prim = p; });
  return RValue{op, false};
}

RValue Lowerer::move_object_item(Register* item) {
  // As for int items: the reference moves to the target and the register is left null, so the
  // next step's assignment and the error exits release nothing.
  RValue moved = b_->prim_as(PrimId::ObjMove, {item}, item->type);
  Op* null = b_->emit(ir::OpKind::PrimCall, item->type, {}, true,
                      [](Op& o) { o.prim = PrimId::ObjNull; });
  Op* clear = b_->emit(ir::OpKind::Assign, Type::none(), {null}, false);
  clear->dest = item;
  return moved;
}

void Lowerer::branch_index_in_range(Register* idx, Value* size, bool reversed, Block* in,
                                    Block* out) {
  bool i64 = idx->type.is(TypeKind::I64);
  Value* in_range = b_->prim(i64 ? PrimId::I64Lt : PrimId::IntLt, {idx, size}).v;
  if (reversed) {
    Block* lower = b_->new_block();
    b_->branch(in_range, lower, out);
    b_->activate(lower);
    Value* zero;
    if (i64) {
      Op* z = b_->emit(ir::OpKind::LoadInt, Type::i64(), {}, true);
      z->imm = 0;
      zero = z;
    } else {
      zero = b_->load_int(0).v;
    }
    in_range = b_->prim(i64 ? PrimId::I64Ge : PrimId::IntGe, {idx, zero}).v;
  }
  b_->branch(in_range, in, out);
}

}  // namespace hintc::frontend
