// Slice reads, stores and deletes: int bounds without a step on a list, tuple or str take the
// native slice ops (rt_slice.h); everything else builds a slice object, as CPython does. The sum
// of two list slices is built in one step, without the two slices.
#include <algorithm>

#include "lowerer.h"

namespace hintc::frontend {

using ir::PrimId;
using ir::TypeKind;

namespace {

bool int_bound(Type t) { return t.is(TypeKind::Int) || t.is(TypeKind::Bool); }

}  // namespace

bool Lowerer::lower_slice_bounds(TSNode sub, bool native_ok, std::array<RValue, 3>& out,
                                 int& has) {
  TSNode parts[3] = {{}, {}, {}};
  int which = 0;
  for (uint32_t i = 0; i < ts_node_child_count(sub); ++i) {
    TSNode c = ts_node_child(sub, i);
    if (!ts_node_is_named(c)) {
      if (text(c) == ":") ++which;
      continue;
    }
    if (which < 3) parts[which] = c;
  }
  // Bounds are evaluated left to right before deciding, so the choice never reorders them.
  std::array<RValue, 3> vals;
  bool native = native_ok && ts_node_is_null(parts[2]);
  for (int i = 0; i < 3; ++i) {
    if (ts_node_is_null(parts[i])) continue;
    vals[i] = lower_expr(parts[i]);
    native = native && int_bound(vals[i].type());
  }
  has = 0;
  for (int i = 0; i < 3; ++i) {
    bool given = !ts_node_is_null(parts[i]);
    if (native) {
      if (i == 2) continue;
      if (given) has |= i == 0 ? 1 : 2;  // HINTC_SLICE_START / HINTC_SLICE_STOP
      out[i] = given ? to_int(vals[i]) : b_->load_int(0);
    } else {
      out[i] = given ? to_object(vals[i]) : b_->box(b_->load_none().v);
    }
  }
  return native;
}

namespace {

bool natively_sliced(Type t) {
  return t.is(TypeKind::List) || t.is(TypeKind::Tuple) || t.is(TypeKind::Str);
}

}  // namespace

RValue Lowerer::slice_read(RValue seq, TSNode sub, TSNode at, Type rt) {
  std::array<RValue, 3> p;
  int has = 0;
  bool native = lower_slice_bounds(sub, natively_sliced(seq.type()), p, has);
  set_span(at);
  RValue r = native ? b_->prim_as(PrimId::SeqSlice, {seq.v, p[0].v, p[1].v, b_->load_int(has).v}, rt)
                    : b_->prim_as(PrimId::Slice, {seq.v, p[0].v, p[1].v, p[2].v}, rt);
  if (!native) b_->release(p[2]);
  b_->release(p[1]);
  b_->release(p[0]);
  return r;
}

void Lowerer::slice_store(RValue seq, TSNode sub, TSNode at, RValue o) {
  std::array<RValue, 3> p;
  int has = 0;
  bool native = lower_slice_bounds(sub, seq.type().is(TypeKind::List), p, has);
  set_span(at);
  if (native) {
    b_->prim(PrimId::SeqSetSlice, {seq.v, p[0].v, p[1].v, b_->load_int(has).v, o.v});
  } else {
    b_->prim(PrimId::SetSlice, {seq.v, p[0].v, p[1].v, p[2].v, o.v});
    b_->release(p[2]);
  }
  b_->release(p[1]);
  b_->release(p[0]);
}

bool Lowerer::multi_index(TSNode subscript) {
  if (named_children(subscript).size() > 2) return true;  // a[i, j]
  TSNode sub = child_by_field(subscript, "subscript");
  return !ts_node_is_null(sub) && node_type(sub) == "list_splat";
}

RValue Lowerer::multi_index_key(TSNode subscript) {
  std::vector<RValue> parts;
  std::vector<Type> types;  // the items' static types: `d[i, j]` of a dict[tuple[int, int], V]
  std::vector<bool> splats;
  for (uint32_t i = 1; i < ts_node_named_child_count(subscript); ++i) {
    TSNode c = ts_node_named_child(subscript, i);
    if (node_type(c) == "comment") continue;
    splats.push_back(node_type(c) == "list_splat");
    if (splats.back()) {  // a[i, *rest]: the items of rest
      parts.push_back(to_object(lower_expr(ts_node_named_child(c, 0))));
      types.push_back(Type::object());
      continue;
    }
    if (node_type(c) != "slice") {
      RValue v = lower_expr(c);
      types.push_back(v.type());
      parts.push_back(to_object(v));
      continue;
    }
    types.push_back(Type::object());
    std::array<RValue, 3> p;
    int has = 0;
    lower_slice_bounds(c, false, p, has);
    set_span(c);
    parts.push_back(b_->prim(PrimId::SliceNew, {p[0].v, p[1].v, p[2].v}));
    for (int k = 2; k >= 0; --k) b_->release(p[k]);
  }
  if (std::find(splats.begin(), splats.end(), true) != splats.end()) {
    RValue acc = b_->build(kBuildList, Type::list(Type::object()), {});
    for (size_t i = 0; i < parts.size(); ++i) {
      b_->prim(splats[i] ? PrimId::ListExtend : PrimId::ListAppend, {acc.v, parts[i].v});
    }
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) b_->release(*it);
    RValue key = b_->prim_as(PrimId::SeqTuple, {acc.v}, Type::tuple_of(Type::object()));
    b_->release(acc);
    return key;
  }
  std::vector<Value*> ops;
  for (auto& p : parts) ops.push_back(p.v);
  RValue key = b_->build(kBuildTuple, Type::tuple(types), ops);
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) b_->release(*it);
  return key;
}

void Lowerer::lower_augmented_slice(TSNode s, const std::string& op) {
  // xs[i:j] += v: the sequence and bounds are evaluated once; the slice is read, combined in
  // place and stored back with the same bounds, as CPython's one slice object does.
  TSNode target = child_by_field(s, "left");
  RValue seq = b_->ensure_owned(lower_expr(child_by_field(target, "value")));
  Type st = seq.type();
  if (!st.is_pyobject() || st.is(TypeKind::Optional)) {
    error(target, "Value of type \"" + st.name() + "\" is not indexable");
    b_->release(seq);
    return;
  }
  std::array<RValue, 3> p;
  int has = 0;
  lower_slice_bounds(child_by_field(target, "subscript"), false, p, has);
  bool same = st.is(TypeKind::List) || st.is(TypeKind::Str) || st.is(TypeKind::Bytes);
  Type rt = st.is(TypeKind::Tuple) ? Type::tuple_of(st.elem()) : same ? st : Type::object();
  set_span(target);
  RValue cur = b_->prim_as(PrimId::Slice, {seq.v, p[0].v, p[1].v, p[2].v}, rt);
  TSNode right = child_by_field(s, "right");
  RValue rhs = lower_expr(right);
  set_span(s);
  std::optional<RValue> result = inplace_binary(op, cur, rhs, s);
  if (!result) result = binary_op(op, cur, rhs, s, right);
  RValue o = to_object(*result);
  set_span(target);
  b_->prim(PrimId::SetSlice, {seq.v, p[0].v, p[1].v, p[2].v, o.v});
  b_->release(o);
  for (int i = 2; i >= 0; --i) b_->release(p[i]);
  b_->release(seq);
}

void Lowerer::slice_delete(RValue seq, TSNode sub, TSNode at) {
  std::array<RValue, 3> p;
  int has = 0;
  bool native = lower_slice_bounds(sub, seq.type().is(TypeKind::List), p, has);
  set_span(at);
  if (native) {
    b_->prim(PrimId::SeqDelSlice, {seq.v, p[0].v, p[1].v, b_->load_int(has).v});
  } else {
    b_->prim(PrimId::DelSlice, {seq.v, p[0].v, p[1].v, p[2].v});
    b_->release(p[2]);
  }
  b_->release(p[1]);
  b_->release(p[0]);
}

namespace {

// The slice of a subscript `v[a:b]` (no step), else a null node.
TSNode plain_slice(TSNode n) {
  while (node_type(n) == "parenthesized_expression" && ts_node_named_child_count(n) == 1) {
    n = ts_node_named_child(n, 0);
  }
  if (node_type(n) != "subscript" || ts_node_named_child_count(n) != 2) return TSNode{};
  TSNode sub = child_by_field(n, "subscript");
  if (node_type(sub) != "slice") return TSNode{};
  int colons = 0;
  for (uint32_t i = 0; i < ts_node_child_count(sub); ++i) {
    colons += !ts_node_is_named(ts_node_child(sub, i)) && node_type(ts_node_child(sub, i)) == ":";
  }
  return colons == 1 ? sub : TSNode{};
}

}  // namespace

bool Lowerer::quiet_local(TSNode n, TypeKind kind) const {
  if (node_type(n) != "identifier") return false;
  auto it = locals_.find(text(n));
  return it != locals_.end() && definitely_.count(text(n)) && it->second->type.is(kind);
}

bool Lowerer::quiet_int(TSNode n) const {
  std::string k = node_type(n);
  if (k == "integer") return true;
  if (k == "parenthesized_expression") {
    return ts_node_named_child_count(n) == 1 && quiet_int(ts_node_named_child(n, 0));
  }
  if (k == "unary_operator") {
    std::string op = text(child_by_field(n, "operator"));
    return (op == "-" || op == "+") && quiet_int(child_by_field(n, "argument"));
  }
  if (k == "binary_operator") {
    std::string op = text(child_by_field(n, "operator"));
    return (op == "+" || op == "-" || op == "*") && quiet_int(child_by_field(n, "left")) &&
           quiet_int(child_by_field(n, "right"));
  }
  return quiet_local(n, TypeKind::Int);
}

std::optional<RValue> Lowerer::lower_slice_concat(TSNode e) {
  // `a[i:j] + b[k:l]` of list locals with int bounds. The right operand's parts are evaluated
  // before the left one is sliced, so they must run no code that could observe it: local reads
  // and int arithmetic only.
  TSNode subs[2] = {plain_slice(child_by_field(e, "left")), plain_slice(child_by_field(e, "right"))};
  if (ts_node_is_null(subs[0]) || ts_node_is_null(subs[1])) return std::nullopt;
  for (TSNode sub : subs) {
    if (!quiet_local(child_by_field(ts_node_parent(sub), "value"), TypeKind::List)) return std::nullopt;
    for (uint32_t i = 0; i < ts_node_named_child_count(sub); ++i) {
      if (!quiet_int(ts_node_named_child(sub, i))) return std::nullopt;
    }
  }
  std::vector<RValue> parts;
  Type elems[2];
  for (int k = 0; k < 2; ++k) {
    RValue seq = lower_expr(child_by_field(ts_node_parent(subs[k]), "value"));
    elems[k] = seq.type().elem();
    std::array<RValue, 3> p;
    int has = 0;
    lower_slice_bounds(subs[k], true, p, has);
    parts.insert(parts.end(), {seq, p[0], p[1], b_->load_int(has)});
  }
  set_span(e);
  std::vector<Value*> ops;
  for (const RValue& v : parts) ops.push_back(v.v);
  RValue r = b_->prim_as(PrimId::ListConcatSlices, ops, Type::list(join_types({elems[0], elems[1]})));
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) b_->release(*it);
  return r;
}

}  // namespace hintc::frontend
