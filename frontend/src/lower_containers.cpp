// Containers: list/tuple/set/dict displays, subscripts and slices, item assignment, unpacking,
// and the typing rules of operators on str, bytes and containers.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

bool intlike(Type t) { return t.is(TypeKind::Int) || t.is(TypeKind::Bool); }

// Literals and displays of literals only: what the constant-table pass can encode as data.
bool literal_tree(TSNode e) {
  std::string k = node_type(e);
  if (k == "integer" || k == "float" || k == "true" || k == "false" || k == "none" ||
      k == "concatenated_string" || k == "string") {
    return ts_node_is_null(first_child_of_type(e, "interpolation"));
  }
  if (k != "list" && k != "set" && k != "tuple" && k != "dictionary" && k != "pair" &&
      k != "parenthesized_expression" && k != "unary_operator") {
    return false;
  }
  for (TSNode c : named_children(e)) {
    if (!literal_tree(c)) return false;
  }
  return true;
}

// The node inside redundant parentheses.
TSNode unparen(TSNode n) {
  while (node_type(n) == "parenthesized_expression" && ts_node_named_child_count(n) == 1) {
    n = ts_node_named_child(n, 0);
  }
  return n;
}
}  // namespace

Type Lowerer::join_types(const std::vector<Type>& ts) const {
  if (ts.empty()) return Type::object();
  bool none = false;
  std::optional<Type> common;
  for (const Type& t : ts) {
    if (t.is(TypeKind::None)) {
      none = true;
      continue;
    }
    Type u = t.is(TypeKind::Optional) ? t.arg(0) : t;
    none |= t.is(TypeKind::Optional);
    if (!common) {
      common = u;
    } else if (*common != u) {
      return Type::object();  // mixed items keep their own types: objects
    }
  }
  if (!common) return Type::none();
  return none ? Type::optional(*common) : *common;
}

RValue Lowerer::checked(RValue o, Type t, const std::string& context) {
  if (o.type() == t || t.is(TypeKind::Object)) return t.is(TypeKind::Object) ? as_type(o, t) : o;
  RValue r = b_->unbox(o.v, t, context);
  b_->release(o);
  return r;
}

// --- operators ---

std::optional<RValue> Lowerer::object_binary(const std::string& op, RValue& l, RValue& r,
                                             TSNode at) {
  Type lt = l.type(), rt = r.type();
  std::optional<Type> result;
  auto kind_pair = [&](TypeKind a, TypeKind b) { return lt.is(a) && rt.is(b); };
  if (op == "+" && kind_pair(TypeKind::Str, TypeKind::Str)) {
    RValue res = b_->prim(PrimId::StrAdd, {l.v, r.v});
    b_->release(r);
    b_->release(l);
    return res;
  }
  bool seq_l = lt.is(TypeKind::Str) || lt.is(TypeKind::Bytes) || lt.is(TypeKind::List) ||
               lt.is(TypeKind::Tuple);
  bool seq_r = rt.is(TypeKind::Str) || rt.is(TypeKind::Bytes) || rt.is(TypeKind::List) ||
               rt.is(TypeKind::Tuple);
  if (op == "*" && seq_l && intlike(rt)) {
    result = lt.is(TypeKind::Tuple) ? Type::tuple_of(lt.elem()) : lt;
  } else if (op == "*" && seq_r && intlike(lt)) {
    result = rt.is(TypeKind::Tuple) ? Type::tuple_of(rt.elem()) : rt;
  } else if (op == "%" && (lt.is(TypeKind::Str) || lt.is(TypeKind::Bytes))) {
    result = lt;
  } else if (op == "+" && lt.kind() == rt.kind() && seq_l) {
    if (lt.is(TypeKind::List)) {
      result = Type::list(join_types({lt.elem(), rt.elem()}));
    } else if (lt.is(TypeKind::Tuple) && !lt.variadic() && !rt.variadic()) {
      std::vector<Type> items = lt.args();
      items.insert(items.end(), rt.args().begin(), rt.args().end());
      result = Type::tuple(items);
    } else if (lt.is(TypeKind::Tuple)) {
      result = Type::tuple_of(join_types({lt.elem(), rt.elem()}));
    } else {
      result = lt;  // bytes
    }
  } else if ((op == "|" || op == "&" || op == "-" || op == "^") && kind_pair(TypeKind::Set, TypeKind::Set)) {
    result = Type::set(op == "-" || op == "&" ? lt.elem() : join_types({lt.elem(), rt.elem()}));
  } else if (op == "|" && kind_pair(TypeKind::Dict, TypeKind::Dict)) {
    result = Type::dict(join_types({lt.arg(0), rt.arg(0)}), join_types({lt.arg(1), rt.arg(1)}));
  }
  if (!result) return std::nullopt;
  const ir::PrimInfo* p = ir::find_prim(op, {Type::object(), Type::object()});
  if (p == nullptr) return std::nullopt;
  RValue a = to_object(l);
  RValue b = to_object(r);
  RValue res = b_->prim_as(p->id, {a.v, b.v}, *result);
  b_->release(b);
  b_->release(a);
  (void)at;
  return res;
}

RValue Lowerer::object_compare(const std::string& op, RValue l, RValue r, TSNode at) {
  Type lt = l.type(), rt = r.type();
  RValue a = to_object(RValue{l.v, false});
  RValue b = to_object(RValue{r.v, false});
  RValue res;
  if (op == "in" || op == "not in") {
    if (!rt.is_pyobject()) {
      error(at, msg::unsupported_operands(op, lt.name(), rt.name()));
      b_->release(b);
      b_->release(a);
      return b_->load_bool(false);
    }
    res = b_->prim(PrimId::Contains, {a.v, b.v});
    if (op == "not in") {
      RValue n = b_->prim(PrimId::BoolNot, {res.v});
      res = n;
    }
  } else {
    bool ordering = op != "==" && op != "!=";
    if (ordering && lt.kind() != rt.kind() && !lt.is(TypeKind::Object) &&
        !rt.is(TypeKind::Object) && !(lt.is_numeric() && rt.is_numeric())) {
      error(at, msg::unsupported_operands(op, lt.name(), rt.name()));
      b_->release(b);
      b_->release(a);
      return b_->load_bool(false);
    }
    res = b_->prim(ir::find_prim(op + "b", {Type::object(), Type::object()})->id, {a.v, b.v});
  }
  b_->release(b);
  b_->release(a);
  return res;
}

// --- displays ---

TSNode Lowerer::misparsed_splat(TSNode item) const {
  TSNode n = item;
  for (;;) {
    std::string k = node_type(n);
    if (k == "call") n = child_by_field(n, "function");
    else if (k == "attribute") n = child_by_field(n, "object");
    else if (k == "subscript") n = child_by_field(n, "value");
    else break;
  }
  return n.id != item.id && node_type(n) == "list_splat" ? n : TSNode{};
}

RValue Lowerer::lower_display(TSNode e) {
  std::string k = node_type(e);
  BuildKind kind = k == "list" ? kBuildList : k == "set" ? kBuildSet : kBuildTuple;
  std::optional<Type> want = expected_;
  expected_.reset();
  std::vector<TSNode> items;
  bool splat = false;
  for (uint32_t i = 0; i < ts_node_named_child_count(e); ++i) {
    TSNode c = ts_node_named_child(e, i);
    if (node_type(c) == "comment") continue;
    splat |= node_type(c) == "list_splat" || !ts_node_is_null(misparsed_splat(c));
    items.push_back(c);
  }
  // The item type the context asks for (x: list[int] = []), else the join of the items.
  std::optional<Type> item_want;
  if (want && want->is(kind == kBuildList ? TypeKind::List
                                          : kind == kBuildSet ? TypeKind::Set : TypeKind::Tuple)) {
    if (kind != kBuildTuple || want->variadic()) item_want = want->elem();
  }
  std::vector<RValue> values;
  std::vector<Type> types;
  for (TSNode c : items) {
    bool star = node_type(c) == "list_splat";
    TSNode inner_star = misparsed_splat(c);
    if (!ts_node_is_null(inner_star)) unwrapped_splats_.insert(inner_star.id);
    RValue v = lower_expr(star ? ts_node_named_child(c, 0) : c);
    star |= !ts_node_is_null(inner_star);
    if (!star && item_want && assignable(v.type(), *item_want)) {
      if (auto cv = coerce_item(v, *item_want, c, "list item")) v = *cv;
    }
    // *generator: its items' type when known (a compiled generator or generator expression).
    std::optional<Type> gen_items = star ? generator_items(v) : std::nullopt;
    types.push_back(star ? gen_items.value_or(v.type().elem()) : v.type());
    values.push_back(to_object(v));
  }
  set_span(e);
  Type t;
  Type item = item_want ? *item_want : join_types(types);
  if (kind == kBuildList) t = Type::list(item);
  if (kind == kBuildSet) t = Type::set(item);
  if (kind == kBuildTuple) {
    t = splat ? Type::tuple_of(join_types(types)) : Type::tuple(types);
    if (want && want->is(TypeKind::Tuple) && assignable(t, *want)) t = *want;
  }
  if (!splat) {
    std::vector<Value*> ops;
    for (const RValue& v : values) ops.push_back(v.v);
    RValue r = b_->build(kind, t, ops);
    for (auto it = values.rbegin(); it != values.rend(); ++it) b_->release(*it);
    return r;
  }
  // With *items: grow a list (a set) item by item, as CPython does.
  RValue acc = b_->build(kind == kBuildSet ? kBuildSet : kBuildList,
                         kind == kBuildSet ? t : Type::list(item), {});
  for (size_t i = 0; i < values.size(); ++i) {
    bool star = node_type(items[i]) == "list_splat" || !ts_node_is_null(misparsed_splat(items[i]));
    PrimId id = kind == kBuildSet ? (star ? PrimId::SetUpdate : PrimId::SetAdd)
                                  : (star ? PrimId::ListExtend : PrimId::ListAppend);
    b_->prim(id, {acc.v, values[i].v});
  }
  for (auto it = values.rbegin(); it != values.rend(); ++it) b_->release(*it);
  if (kind != kBuildTuple) return as_type(acc, t);
  RValue tup = b_->prim_as(PrimId::SeqTuple, {acc.v}, t);
  b_->release(acc);
  return tup;
}

RValue Lowerer::lower_dict_display(TSNode e) {
  std::optional<Type> want = expected_;
  expected_.reset();
  std::vector<TSNode> items;
  for (uint32_t i = 0; i < ts_node_named_child_count(e); ++i) {
    TSNode c = ts_node_named_child(e, i);
    if (node_type(c) != "comment") items.push_back(c);
  }
  std::optional<Type> kw, vw;
  if (want && want->is(TypeKind::Dict)) {
    kw = want->arg(0);
    vw = want->arg(1);
  }
  std::vector<RValue> values;
  std::vector<Type> keys, vals;
  bool splat = false;
  // A large display of computed items ({"a": range(3), ...}) adds each pair as it comes, as
  // CPython does past 15 pairs: chunks of 17 pairs are BUILD_MAP 0 + MAP_ADD each, and a last
  // chunk of fewer than 16 is evaluated whole before it is added. One live pair, not all of
  // them, so the code and its error paths grow linearly. Displays of literals stay whole (the
  // constant-table pass encodes them as data).
  std::optional<RValue> acc_early;
  size_t added_early = 0;  // the pairs added as they come
  if (items.size() > 15 && !literal_tree(e)) {
    bool pairs_only = true;
    for (TSNode c : items) pairs_only &= node_type(c) == "pair";
    size_t tail = items.size() % 17;
    added_early = items.size() - (tail == 16 ? 0 : tail);
    if (pairs_only) acc_early = b_->build(kBuildDict, Type::dict(Type::object(), Type::object()), {});
  }
  for (TSNode c : items) {
    if (node_type(c) == "dictionary_splat") {
      splat = true;
      RValue m = lower_expr(ts_node_named_child(c, 0));
      if (m.type().is(TypeKind::Dict)) {
        keys.push_back(m.type().arg(0));
        vals.push_back(m.type().arg(1));
      } else {
        keys.push_back(Type::object());
        vals.push_back(Type::object());
      }
      values.push_back(to_object(m));
      continue;
    }
    if (node_type(c) != "pair") {
      error(c, msg::unsupported("this dict item"));
      continue;
    }
    RValue k = lower_expr(child_by_field(c, "key"));
    if (kw && assignable(k.type(), *kw)) {
      if (auto ck = coerce_item(k, *kw, c, "dict key")) k = *ck;
    }
    keys.push_back(k.type());
    values.push_back(to_object(k));
    RValue v = lower_expr(child_by_field(c, "value"));
    if (vw && assignable(v.type(), *vw)) {
      if (auto cv = coerce_item(v, *vw, c, "dict value")) v = *cv;
    }
    vals.push_back(v.type());
    values.push_back(to_object(v));
    if (acc_early && keys.size() <= added_early) {
      set_span(c);
      b_->prim(PrimId::DictSet, {acc_early->v, values[0].v, values[1].v});
      b_->release(values[1]);
      b_->release(values[0]);
      values.clear();
    }
  }
  set_span(e);
  Type t = Type::dict(kw ? *kw : join_types(keys), vw ? *vw : join_types(vals));
  if (acc_early) {
    for (size_t i = 0; i < values.size(); i += 2) {
      b_->prim(PrimId::DictSet, {acc_early->v, values[i].v, values[i + 1].v});
    }
    for (auto it = values.rbegin(); it != values.rend(); ++it) b_->release(*it);
    return as_type(*acc_early, t);
  }
  if (!splat) {
    std::vector<Value*> ops;
    for (const RValue& v : values) ops.push_back(v.v);
    RValue r = b_->build(kBuildDict, t, ops);
    for (auto it = values.rbegin(); it != values.rend(); ++it) b_->release(*it);
    return r;
  }
  RValue acc = b_->build(kBuildDict, t, {});
  size_t vi = 0;
  for (TSNode c : items) {
    if (node_type(c) == "dictionary_splat") {
      b_->prim(PrimId::DictUpdate, {acc.v, values[vi++].v});
    } else if (node_type(c) == "pair") {
      b_->prim(PrimId::DictSet, {acc.v, values[vi].v, values[vi + 1].v});
      vi += 2;
    }
  }
  for (auto it = values.rbegin(); it != values.rend(); ++it) b_->release(*it);
  return acc;
}

// --- subscripts ---

RValue Lowerer::index_value(RValue index) {
  // A compiled instance whose class defines __index__ indexes a sequence by that int.
  if (!index.type().is(TypeKind::Instance) || dunder_of(index.type(), "__index__") == nullptr) {
    return index;
  }
  RValue i = b_->prim(PrimId::ObjIndex, {index.v});
  b_->release(index);
  return i;
}

RValue Lowerer::read_item(RValue seq, RValue index, TSNode at) {
  if (auto r = instance_getitem(seq, index, at)) return *r;
  if (seq.type().is(TypeKind::NDict)) {
    Type value = seq.type().arg(1);
    auto k = native_dict_key(index, at);
    RValue r = k ? b_->prim(ndict_prim(value, 'g'), {seq.v, k->v}) : poison(value);
    if (k) b_->release(*k);
    b_->release(seq);
    return r;
  }
  if (!seq.type().is(TypeKind::Dict) && !seq.type().is(TypeKind::Object)) index = index_value(index);
  Type st = seq.type();
  Type item = st.elem();
  auto done = [&](RValue r) {
    b_->release(index);
    b_->release(seq);
    return r;
  };
  if (st.is(TypeKind::Buffer) && intlike(index.type())) {
    if (auto at = fast_buffer_index(seq.v, index.v)) {
      return done(b_->prim(PrimId::BufGetBoolAt, {at->items, at->index}));
    }
    RValue i = to_int(index);
    index = i;
    return done(b_->prim(buffer_prim(item, 'g'),
                         {seq.v, i.v}));
  }
  if (st.is(TypeKind::List) && intlike(index.type())) {
    RValue i = to_int(index);
    index = i;
    switch (item.kind()) {
      case TypeKind::Int: return done(b_->prim(PrimId::ListGetInt, {seq.v, i.v}));
      case TypeKind::Float: return done(b_->prim(PrimId::ListGetFloat, {seq.v, i.v}));
      case TypeKind::Bool: return done(b_->prim(PrimId::ListGetBool, {seq.v, i.v}));
      default: return done(checked(b_->prim(PrimId::ListGet, {seq.v, i.v}), item, "list item"));
    }
  }
  if (st.is(TypeKind::Tuple) && intlike(index.type())) {
    RValue i = to_int(index);
    index = i;
    if (item.is(TypeKind::Int)) return done(b_->prim(PrimId::TupleGetInt, {seq.v, i.v}));
    return done(checked(b_->prim(PrimId::TupleGet, {seq.v, i.v}), item, "tuple item"));
  }
  if (st.is(TypeKind::Str) && intlike(index.type())) {
    RValue i = to_int(index);
    index = i;
    return done(b_->prim(PrimId::StrGet, {seq.v, i.v}));
  }
  if (st.is(TypeKind::Bytes) && intlike(index.type())) {
    RValue i = to_int(index);
    index = i;
    return done(b_->prim(PrimId::BytesGetInt, {seq.v, i.v}));
  }
  if (st.is(TypeKind::Dict)) {
    Type kt = st.arg(0);
    if (!assignable(index.type(), kt)) {
      error(at, "Invalid index type \"" + index.type().name() + "\" for \"" + st.name() +
                    "\"; expected type \"" + kt.name() + "\"");
      return done(poison(st.arg(1)));
    }
    RValue k = to_object(index);
    index = k;
    return done(checked(b_->prim(PrimId::DictGet, {seq.v, k.v}), st.arg(1), "dict value"));
  }
  if (st.is(TypeKind::Object) || st.is(TypeKind::Bytes) ||
      ((st.is(TypeKind::List) || st.is(TypeKind::Tuple) || st.is(TypeKind::Str)) &&
       index.type().is(TypeKind::Object))) {
    // A sequence indexed by an object may be given a slice object (a slice of the sequence, not an
    // item), so only an int-typed index fixes the result's type.
    Type rt = st.is(TypeKind::Bytes) && intlike(index.type()) ? Type::int_() : Type::object();
    RValue k = to_object(index);
    index = k;
    RValue r = b_->prim(PrimId::ObjGetItem, {seq.v, k.v});
    return done(checked(r, rt, "item"));
  }
  error(at, st.is(TypeKind::Optional) || !st.is_pyobject()
                ? "Value of type \"" + st.name() + "\" is not indexable"
                : "Invalid index type \"" + index.type().name() + "\" for \"" + st.name() + "\"");
  return done(poison());
}

RValue Lowerer::lower_subscript(TSNode e) {
  if (auto r = loop_key_lookup(e)) return *r;
  if (auto r = namedtuple_read(e)) return *r;
  TSNode value = child_by_field(e, "value");
  TSNode sub = child_by_field(e, "subscript");
  RValue seq = lower_expr(value);
  if (multi_index(e)) {
    // a[i, j]: the key is a tuple.
    RValue key = multi_index_key(e);
    set_span(e);
    if (seq.type().is(TypeKind::Dict)) return read_item(seq, key, e);  // the value's type
    RValue r = b_->prim(PrimId::ObjGetItem, {seq.v, key.v});
    b_->release(key);
    b_->release(seq);
    return r;
  }
  if (node_type(sub) == "slice") {
    Type st = seq.type();
    Type rt = st.is(TypeKind::Tuple) ? Type::tuple_of(st.elem())
              : (st.is(TypeKind::List) || st.is(TypeKind::Str) || st.is(TypeKind::Bytes))
                  ? st
                  : Type::object();
    if (!st.is_pyobject() || st.is(TypeKind::Optional)) {
      error(e, "Value of type \"" + st.name() + "\" is not indexable");
    }
    RValue r = slice_read(seq, sub, e, rt);
    b_->release(seq);
    return r;
  }
  // A constant index into a fixed tuple has the item's own type.
  TSNode idx = unparen(sub);
  if (seq.type().is(TypeKind::Tuple) && !seq.type().variadic()) {
    auto lit = (node_type(idx) == "integer" ||
                (node_type(idx) == "unary_operator" && node_type(child_by_field(idx, "argument")) == "integer"))
                   ? std::optional<int64_t>(std::stoll(text(idx)))
                   : std::nullopt;
    if (lit) {
      int64_t n = static_cast<int64_t>(seq.type().args().size());
      int64_t k = *lit < 0 ? *lit + n : *lit;
      if (k < 0 || k >= n) {
        error(e, "Tuple index out of range");
        b_->release(seq);
        return poison();
      }
      set_span(e);
      RValue r = b_->prim(PrimId::TupleItem, {seq.v, b_->load_int(k).v});
      b_->release(seq);
      return checked(r, seq.type().arg(static_cast<size_t>(k)), "tuple item");
    }
  }
  std::optional<Type> want;
  if (seq.type().is(TypeKind::Dict)) expected_ = seq.type().arg(0);
  RValue index = lower_expr(sub);
  expected_.reset();
  (void)want;
  set_span(e);
  return read_item(seq, index, e);
}

void Lowerer::assign_subscript(TSNode target, RValue v) {
  TSNode value = child_by_field(target, "value");
  TSNode sub = child_by_field(target, "subscript");
  v = b_->ensure_owned(v);
  RValue seq = lower_expr(value);
  auto finish = [&]() {
    b_->release(seq);
    b_->release(v);
  };
  if (node_type(sub) == "slice" || multi_index(target)) {
    if (!multi_index(target)) {
      RValue o = to_object(RValue{v.v, false});
      slice_store(seq, sub, target, o);
      b_->release(o);
      return finish();
    }
    RValue key = multi_index_key(target);
    RValue o = to_object(RValue{v.v, false});
    set_span(target);
    b_->prim(PrimId::ObjSetItem, {seq.v, key.v, o.v});
    b_->release(o);
    b_->release(key);
    return finish();
  }
  RValue index = lower_expr(sub);
  partial_item_store(value, index.type(), v.type());  // `d = {}` ... `d[k] = v`
  set_span(target);
  store_item(RValue{seq.v, false}, index, v, target);
  b_->release(seq);
}

void Lowerer::store_item(RValue seq, RValue index, RValue v, TSNode target) {
  Type st = seq.type();
  auto finish = [&]() { b_->release(v); };
  if (st.is(TypeKind::NDict)) {
    TSNode at = child_by_field(target, "subscript");
    auto k = native_dict_key(index, at);
    auto cv = k ? coerce(RValue{v.v, false}, st.arg(1), target, "assignment") : std::nullopt;
    if (cv) {
      set_span(target);
      b_->prim(ndict_prim(st.arg(1), 's'), {seq.v, k->v, cv->v});
      b_->release(*cv);
    }
    if (k) b_->release(*k);
    return finish();
  }
  if (!st.is(TypeKind::Dict) && !st.is(TypeKind::Object)) index = index_value(index);
  if (st.is(TypeKind::Buffer) && intlike(index.type())) {
    auto cv = coerce(RValue{v.v, false}, st.elem(), target, "assignment");
    auto at = fast_buffer_index(seq.v, index.v);
    RValue i = to_int(index);
    if (cv && at) {
      b_->prim(PrimId::BufSetBoolAt, {at->items, at->index, cv->v});
      b_->release(*cv);
    } else if (cv) {
      b_->prim(buffer_prim(st.elem(), 's'),
               {seq.v, i.v, cv->v});
      b_->release(*cv);
    }
    b_->release(i);
    return finish();
  }
  if (st.is(TypeKind::List) && intlike(index.type())) {
    Type item = st.elem();
    auto cv = coerce_item(RValue{v.v, false}, item, target, "assignment");
    if (!cv) {
      b_->release(index);
      return finish();
    }
    RValue i = to_int(index);
    switch (cv->type().kind()) {
      case TypeKind::Int: b_->prim(PrimId::ListSetInt, {seq.v, i.v, cv->v}); break;
      case TypeKind::Float: b_->prim(PrimId::ListSetFloat, {seq.v, i.v, cv->v}); break;
      case TypeKind::Bool: b_->prim(PrimId::ListSetBool, {seq.v, i.v, cv->v}); break;
      default: {
        RValue o = to_object(*cv);
        b_->prim(PrimId::ListSet, {seq.v, i.v, o.v});
        b_->release(o);
        b_->release(i);
        return finish();
      }
    }
    b_->release(*cv);
    b_->release(i);
    return finish();
  }
  if (st.is(TypeKind::Dict)) {
    if (!assignable(index.type(), st.arg(0))) {
      error(child_by_field(target, "subscript"),
            "Invalid index type \"" + index.type().name() + "\" for \"" + st.name() +
                "\"; expected type \"" + st.arg(0).name() + "\"");
      b_->release(index);
      return finish();
    }
    auto cv = coerce_item(RValue{v.v, false}, st.arg(1), target, "assignment");
    if (!cv) {
      b_->release(index);
      return finish();
    }
    RValue k = to_object(index);
    RValue o = to_object(*cv);
    b_->prim(PrimId::DictSet, {seq.v, k.v, o.v});
    b_->release(o);
    b_->release(k);
    return finish();
  }
  if (st.is(TypeKind::Object) || st.is(TypeKind::List)) {
    RValue k = to_object(index);
    RValue o = to_object(RValue{v.v, false});
    b_->prim(PrimId::ObjSetItem, {seq.v, k.v, o.v});
    b_->release(o);
    b_->release(k);
    return finish();
  }
  if (instance_setitem(seq, index, v, target)) return;
  error(target, "Unsupported target for indexed assignment (\"" + st.name() + "\")");
  b_->release(index);
  finish();
}

void Lowerer::lower_augmented_subscript(TSNode s, const std::string& op) {
  TSNode target = child_by_field(s, "left");
  TSNode sub = child_by_field(target, "subscript");
  bool multi = multi_index(target);
  if (node_type(sub) == "slice" && !multi) return lower_augmented_slice(s, op);
  // Held in temporaries: the right side may rebind the names they were read from.
  auto hold = [&](RValue v) {
    Register* r = temp_register(v.type());
    b_->assign(r, v);  // the register owns the reference
    return RValue{r, false};
  };
  RValue seq = hold(lower_expr(child_by_field(target, "value")));
  if (seq.type().is(TypeKind::Dict)) expected_ = seq.type().arg(0);
  RValue index = hold(multi ? multi_index_key(target) : lower_expr(sub));
  expected_.reset();
  set_span(target);
  RValue cur = read_item(RValue{seq.v, false}, RValue{index.v, false}, target);
  TSNode right = child_by_field(s, "right");
  RValue rhs = lower_expr(right);
  set_span(s);
  std::optional<RValue> result = inplace_binary(op, cur, rhs, s);
  if (!result) result = binary_op(op, cur, rhs, s, right);
  set_span(target);
  store_item(seq, index, *result, target);
}

std::optional<RValue> Lowerer::inplace_binary(const std::string& op, RValue& l, RValue& r,
                                              TSNode at) {
  Type lt = l.type(), rt = r.type();
  if (lt.is(TypeKind::Instance)) return instance_operator(op, l, r, true, at);
  bool ok = false;
  if (lt.is(TypeKind::Object)) {
    ok = true;
  } else if (lt.is(TypeKind::List)) {
    // list += any iterable of the item type (a str too: its characters); list *= int.
    bool iterable = rt.is(TypeKind::List) || rt.is(TypeKind::Tuple) || rt.is(TypeKind::Set) ||
                    rt.is(TypeKind::Dict) || rt.is(TypeKind::Str) || rt.is(TypeKind::Bytes);
    ok = (op == "+" && iterable && assignable(rt.elem(), lt.elem())) ||
         (op == "+" && rt.is(TypeKind::Object)) || (op == "*" && intlike(rt));
  } else if (lt.is(TypeKind::Set)) {
    // An untyped operand (a frozenset, a keys view...) is checked by CPython.
    ok = (op == "|" || op == "&" || op == "-" || op == "^") &&
         (rt.is(TypeKind::Object) ||
          (rt.is(TypeKind::Set) && (op == "&" || op == "-" || assignable(rt.elem(), lt.elem()))));
  } else if (lt.is(TypeKind::Dict)) {
    // dict |= a mapping, or an iterable of (key, value) pairs.
    Type pair = Type::tuple({lt.arg(0), lt.arg(1)});
    bool pairs = (rt.is(TypeKind::List) || rt.is(TypeKind::Tuple) || rt.is(TypeKind::Set)) &&
                 assignable(rt.elem(), pair);
    ok = op == "|" && (rt.is(TypeKind::Object) || pairs ||
                       (rt.is(TypeKind::Dict) && assignable(rt.arg(0), lt.arg(0)) &&
                        assignable(rt.arg(1), lt.arg(1))));
  }
  // A native number updated by an untyped value: CPython's in-place operation (its error
  // messages name `+=`), the result checked where it is stored.
  bool number_by_object = lt.is_numeric() && rt.is(TypeKind::Object);
  ok |= number_by_object;
  const ir::PrimInfo* p = ok ? ir::find_prim(op + "=", {Type::object(), Type::object()}) : nullptr;
  if (p == nullptr) return std::nullopt;
  if (number_by_object) {
    RValue a = to_object(l);
    RValue b = to_object(r);
    RValue res = b_->prim(p->id, {a.v, b.v});
    b_->release(b);
    b_->release(a);
    return res;
  }
  if (lt.is(TypeKind::Object)) {
    std::string expr = text(at);
    if (expr.size() > 40) expr = expr.substr(0, 37) + "...";
    note(at, "generic",
         describe_dynamic(child_by_field(at, "left")) + ", so `" + expr +
             "` is a generic in-place operation");
  }
  RValue a = to_object(l);
  RValue b = to_object(r);
  RValue res = b_->prim_as(p->id, {a.v, b.v}, lt);
  b_->release(b);
  b_->release(a);
  return res;
}

void Lowerer::delete_target(TSNode target) {
  target = unparen(target);
  if (node_type(target) != "subscript") {
    error(target, msg::unsupported("this 'del' target"));
    return;
  }
  TSNode sub = child_by_field(target, "subscript");
  RValue seq = lower_expr(child_by_field(target, "value"));
  if (!seq.type().is_pyobject() || seq.type().is(TypeKind::Str) || seq.type().is(TypeKind::Tuple)) {
    error(target, "\"" + seq.type().name() + "\" has no attribute \"__delitem__\"");
    b_->release(seq);
    return;
  }
  if (node_type(sub) == "slice" && ts_node_named_child_count(target) == 2) {
    slice_delete(seq, sub, target);
    b_->release(seq);
    return;
  }
  if (seq.type().is(TypeKind::NDict)) {
    auto k = native_dict_key(lower_expr(sub), sub);
    set_span(target);
    if (k) b_->prim(PrimId::NdDel, {seq.v, k->v});
    if (k) b_->release(*k);
    b_->release(seq);
    return;
  }
  RValue k = multi_index(target) ? multi_index_key(target) : to_object(lower_expr(sub));
  set_span(target);
  b_->prim(PrimId::ObjDelItem, {seq.v, k.v});
  b_->release(k);
  b_->release(seq);
}

}  // namespace hintc::frontend
