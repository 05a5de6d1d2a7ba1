// Lowering of native local lists (see native_lists.cpp for which variables qualify): their
// definitions (fill, comprehension, literal, or a shared list from any other expression) and
// append; reads, stores, len and loops pick their primitive through buffer_prim.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

// op: 'g' get, 's' set, 'l' len, 'a' append, 'p' append to a known native list, 'n' new empty,
// 'x' indexable, 'z' size. Bool buffers have get/set/len only.
PrimId Lowerer::buffer_prim(Type elem, char op) {
  bool is_int = elem.is(TypeKind::Int);
  if (elem.is(TypeKind::Bool)) {
    return op == 'g' ? PrimId::BufGetBool : op == 's' ? PrimId::BufSetBool : PrimId::BufLenBool;
  }
  switch (op) {
    case 'g': return is_int ? PrimId::NlGetInt : PrimId::NlGetFloat;
    case 's': return is_int ? PrimId::NlSetInt : PrimId::NlSetFloat;
    case 'a': return is_int ? PrimId::NlAppendInt : PrimId::NlAppendFloat;
    case 'p': return is_int ? PrimId::NlPushInt : PrimId::NlPushFloat;
    case 'n': return is_int ? PrimId::NlNewInt : PrimId::NlNewFloat;
    case 'x': return PrimId::NlIndexable;
    case 'z': return PrimId::NlSize;
    default: return PrimId::NlLen;
  }
}

RValue Lowerer::lower_native_def(TSNode right, Type elem) {
  // (An int fill of a list[float] keeps int items: only a returned one gets here, as a list.)
  auto fill = native_fill_type(right, TSNode{});
  if (fill && *fill == elem) return lower_native_fill(right, elem);
  std::string k = node_type(right);
  if (!elem.is(TypeKind::Bool)) {
    if (k == "list_comprehension") return lower_native_comprehension(right, elem);
    if (k == "list") return lower_native_literal(right, elem);
    // A compiled function returning a list it built: its native-list entry (native_return.cpp).
    if (FuncInfo* f = native_list_callee(right, elem)) {
      return call_compiled(native_list_entry(*f), right, child_by_field(right, "arguments"));
    }
  }
  // Any other list (a call's result, another variable's list): kept as it is, shared, and
  // every operation on the variable goes to it.
  expected_ = Type::list(elem);
  RValue v = lower_expr(right);
  expected_.reset();
  auto c = coerce(v, Type::list(elem), right, "assignment");
  if (!c) return poison(Type::buffer(elem));
  RValue r = b_->cast(c->v, Type::buffer(elem));
  b_->release(*c);
  return r;
}

RValue Lowerer::lower_native_comprehension(TSNode comp, Type elem) {
  TSNode body = child_by_field(comp, "body");
  Register* acc = temp_register(Type::buffer(elem));
  set_span(comp);
  // Room for as many items as the first loop's source has when that is a list variable (the
  // common `[f(x) for x in xs]`); other sources grow the buffer as items come.
  Value* cap = b_->load_int(0).v;
  TSNode first = TSNode{};
  for (uint32_t i = 0; i < ts_node_named_child_count(comp); ++i) {
    TSNode c = ts_node_named_child(comp, i);
    if (node_type(c) == "for_in_clause") {
      first = c;
      break;
    }
  }
  TSNode src = ts_node_is_null(first) ? TSNode{} : child_by_field(first, "right");
  if (!ts_node_is_null(src) && node_type(src) == "identifier" && locals_.count(text(src)) &&
      definitely_.count(text(src))) {
    Register* r = locals_.at(text(src));
    // Sizes read without calling anything: a list subclass's __len__ is not CPython's to call.
    if (r->type.is(TypeKind::Buffer) && !r->type.elem().is(TypeKind::Bool)) {
      cap = b_->prim(PrimId::NlSize, {r}).v;
    } else if (r->type.is(TypeKind::List)) {
      cap = b_->prim(PrimId::SeqSize, {r}).v;
    }
  }
  b_->assign(acc, b_->prim_as(buffer_prim(elem, 'n'), {cap}, Type::buffer(elem)));
  lower_clauses(comp, [&]() {
    RValue v = lower_expr(body);
    auto c = coerce(v, elem, body, "list item");
    if (!c) return;
    set_span(body);
    if (elem.is(TypeKind::Int)) {
      // The item's reference moves into the list (acc is the fresh native list): nothing is
      // left to release after the append, so no reference count is tested for a small item.
      Value* item = b_->take(owned_int_result(*c));
      b_->prim(PrimId::NlPushIntOwned, {acc, item});
      return;
    }
    b_->prim(buffer_prim(elem, 'p'), {acc, c->v});  // acc is the fresh native list
    b_->release(*c);
  });
  return RValue{acc, false};
}

RValue Lowerer::owned_int_result(RValue v) {
  if (v.owned) return v;
  // An expression's result temporary (a conditional expression's, ...) is read once: its value
  // moves out. A variable's value is shared: a new reference.
  auto* r = v.v->is_register() ? static_cast<Register*>(v.v) : nullptr;
  if (r != nullptr && !r->is_param && r->name.rfind("$t", 0) == 0 && !locals_.count(r->name)) {
    return move_int(r);
  }
  return b_->ensure_owned(v);
}

RValue Lowerer::lower_native_literal(TSNode list, Type elem) {
  std::vector<RValue> items;
  for (uint32_t i = 0; i < ts_node_named_child_count(list); ++i) {
    TSNode n = ts_node_named_child(list, i);
    if (node_type(n) == "comment") continue;
    RValue v = lower_expr(n);
    auto c = coerce(v, elem, n, "list item");
    if (!c) {
      for (auto it = items.rbegin(); it != items.rend(); ++it) b_->release(*it);
      return poison(Type::buffer(elem));
    }
    items.push_back(b_->ensure_owned(*c));
  }
  set_span(list);
  Register* acc = temp_register(Type::buffer(elem));
  b_->assign(acc, b_->prim_as(buffer_prim(elem, 'n'),
                              {b_->load_int(static_cast<int64_t>(items.size())).v},
                              Type::buffer(elem)));
  for (const RValue& v : items) b_->prim(buffer_prim(elem, 'p'), {acc, v.v});
  for (auto it = items.rbegin(); it != items.rend(); ++it) b_->release(*it);
  return RValue{acc, false};
}

std::optional<RValue> Lowerer::native_list_method(RValue obj, const std::string& name, TSNode call,
                                                  TSNode args) {
  // The analysis admits only `xs.append(v)` with one positional argument.
  Type elem = obj.type().elem();
  TSNode arg = ts_node_named_child(args, 0);
  if (name != "append" || ts_node_is_null(arg)) {
    error(call, msg::unsupported("this method of a native list"));
    b_->release(obj);
    return poison();
  }
  RValue v = lower_expr(arg);
  auto c = coerce(v, elem, arg, "argument");
  if (!c) {
    b_->release(obj);
    return poison(Type::none());
  }
  set_span(call);
  RValue r = b_->prim(buffer_prim(elem, 'a'), {obj.v, c->v});
  b_->release(*c);
  b_->release(obj);
  return r;
}

}  // namespace hintc::frontend

namespace hintc::frontend {

std::optional<RValue> Lowerer::native_reduction(const std::string& name, RValue src, TSNode call) {
  Type st = src.type();
  Type elem = st.elem();
  bool list = st.is(TypeKind::List) || (st.is(TypeKind::Buffer) && !elem.is(TypeKind::Bool));
  bool is_int = elem.is(TypeKind::Int);
  if (!list || !(is_int || elem.is(TypeKind::Float))) return std::nullopt;
  if (name != "sum" && name != "min" && name != "max") return std::nullopt;
  set_span(call);
  RValue r;
  if (name == "sum") {
    r = is_int ? b_->prim(PrimId::NlSumInt, {src.v})
               : b_->prim_as(PrimId::NlSumFloat, {src.v}, Type::object());  // 0 when empty
  } else if (is_int) {
    r = b_->prim(name == "min" ? PrimId::NlMinInt : PrimId::NlMaxInt, {src.v});
  } else {
    r = b_->prim(name == "min" ? PrimId::NlMinFloat : PrimId::NlMaxFloat, {src.v});
  }
  b_->release(src);
  return r;
}

}  // namespace hintc::frontend
