// Comprehensions whose result is built with its size known: list comprehensions (and list() /
// tuple() of one, or of a generator expression) reserve room for the items of their one loop and
// tuple() takes the built list's items over; len() of a set display counts distinct items
// without the set.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

TSNode unparen_node(TSNode n) {
  while (node_type(n) == "parenthesized_expression" && ts_node_named_child_count(n) == 1) {
    n = ts_node_named_child(n, 0);
  }
  return n;
}

// How many for clauses comprehension e has, and whether any if clause may skip items.
std::pair<int, bool> clause_shape(TSNode e) {
  int fors = 0;
  bool filtered = false;
  for (uint32_t i = 0; i < ts_node_named_child_count(e); ++i) {
    std::string k = node_type(ts_node_named_child(e, i));
    fors += k == "for_in_clause";
    filtered |= k == "if_clause";
  }
  return {fors, filtered};
}

}  // namespace

std::optional<RValue> Lowerer::int_item_object(TSNode e) {
  TSNode n = unparen_node(e);
  if (node_type(n) != "subscript" || ts_node_named_child_count(n) != 2) return std::nullopt;
  TSNode value = child_by_field(n, "value");
  TSNode sub = child_by_field(n, "subscript");
  if (node_type(sub) == "slice" || !(quiet_local(value, TypeKind::List) ||
                                     quiet_local(value, TypeKind::Tuple))) {
    return std::nullopt;
  }
  Type st = locals_.at(text(value))->type;
  if (!st.elem().is(TypeKind::Int) || (st.is(TypeKind::Tuple) && !st.variadic())) {
    return std::nullopt;
  }
  RValue seq = lower_expr(value);
  RValue index = lower_expr(sub);
  set_span(n);
  if (!index.type().is(TypeKind::Int) && !index.type().is(TypeKind::Bool)) {
    return to_object(read_item(seq, index, n));
  }
  RValue i = to_int(index);
  RValue r = b_->prim(st.is(TypeKind::List) ? PrimId::ListGetIntObj : PrimId::TupleGetIntObj,
                      {seq.v, i.v});
  b_->release(i);
  b_->release(seq);
  return r;
}

RValue Lowerer::lower_list_build(TSNode e, std::optional<Type> item_want, bool into_tuple) {
  TSNode body = child_by_field(e, "body");
  Register* acc = temp_register(Type::object());
  set_span(e);
  b_->assign(acc, b_->build(kBuildList, Type::object(), {}));
  auto [fors, filtered] = clause_shape(e);
  // One loop: its item count (once its iterable is evaluated) bounds the result's size.
  std::function<void(Value*)> reserve = [&, filtered = filtered](Value* n) {
    b_->prim(PrimId::ListReserve, {acc, n, b_->load_bool(filtered).v});
  };
  if (fors == 1) size_hint_ = &reserve;
  std::optional<Type> seen;
  lower_clauses(e, [&]() {
    if (!item_want || item_want->is(TypeKind::Int)) {
      if (auto o = int_item_object(body)) {
        seen = seen && !seen->is(TypeKind::Int) ? Type::object() : Type::int_();
        set_span(body);
        b_->prim(PrimId::ListPush, {acc, o->v});
        b_->release(*o);
        return;
      }
    }
    RValue v = lower_expr(body);
    if (item_want && assignable(v.type(), *item_want)) v = *coerce_item(v, *item_want, body, "item");
    seen = seen && *seen != v.type() ? Type::object() : v.type();
    RValue o = to_object(v);
    set_span(body);
    b_->prim(PrimId::ListPush, {acc, o.v});
    b_->release(o);
  });
  size_hint_ = nullptr;
  set_span(e);
  if (filtered) b_->prim(PrimId::ListFit, {acc});
  Type item = item_want ? *item_want : seen.value_or(Type::object());
  RValue r = into_tuple ? b_->prim_as(PrimId::ListIntoTuple, {acc}, Type::tuple_of(item))
                        : b_->cast(acc, Type::list(item));
  // The register lets go of the list now, not when the function ends.
  b_->assign(acc, b_->box(b_->load_none().v));
  return r;
}

std::optional<RValue> Lowerer::lower_len_distinct(TSNode arg, TSNode call) {
  TSNode src = unparen_node(arg);
  TSNode comp{};
  if (node_type(src) == "set_comprehension") {
    comp = src;
  } else if (node_type(src) == "call" && text(child_by_field(src, "function")) == "set") {
    // set(x for ...) when the builtin consumes the generator expression whole.
    TSNode args = child_by_field(src, "arguments");
    if (node_type(args) == "generator_expression" && !lazy_genexp(args) && scopes_ != nullptr &&
        scopes_->fused_genexp(args)) {
      comp = args;
    }
  }
  if (ts_node_is_null(comp)) return std::nullopt;
  TSNode body = child_by_field(comp, "body");
  Register* acc = temp_register(Type::object());
  set_span(comp);
  b_->assign(acc, b_->prim(PrimId::DistinctNew, {}));
  lower_clauses(comp, [&]() {
    RValue v = lower_expr(body);
    set_span(body);
    if (v.type().is(TypeKind::Bool)) v = to_int(v);  // True == 1 in a set
    if (v.type().is(TypeKind::Int)) {
      b_->prim(PrimId::DistinctAddInt, {acc, v.v});
      b_->release(v);
      return;
    }
    RValue o = to_object(v);
    b_->prim(PrimId::DistinctAddObj, {acc, o.v});
    b_->release(o);
  });
  set_span(call);
  RValue n = b_->prim(PrimId::DistinctLen, {acc});
  b_->assign(acc, b_->box(b_->load_none().v));
  return n;
}

}  // namespace hintc::frontend
