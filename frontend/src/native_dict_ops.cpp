// Lowering of native local dicts (native_dicts.cpp says which variables qualify): their
// definitions, methods and loops; d[k], d[k] = v, del d[k], `in`, len and truth tests pick their
// primitive through ndict_prim where the dict operations are lowered.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

// op: 'n' new, 'g' d[k], 's' d[k] = v, 'o' get with a default, 'p' pop, 'q' pop with a default,
// 'd' setdefault, 'v' the loop's current value, 'l' d[k] in a loop over d.
PrimId Lowerer::ndict_prim(Type value, char op) {
  int w = value.is(TypeKind::Int) ? 0 : value.is(TypeKind::Float) ? 1 : 2;
  auto pick = [w](PrimId i, PrimId f, PrimId b) { return w == 0 ? i : w == 1 ? f : b; };
  switch (op) {
    case 'n': return pick(PrimId::NdNewInt, PrimId::NdNewFloat, PrimId::NdNewBool);
    case 'g': return pick(PrimId::NdGetInt, PrimId::NdGetFloat, PrimId::NdGetBool);
    case 's': return pick(PrimId::NdSetInt, PrimId::NdSetFloat, PrimId::NdSetBool);
    case 'o': return pick(PrimId::NdGetOrInt, PrimId::NdGetOrFloat, PrimId::NdGetOrBool);
    case 'p': return pick(PrimId::NdPopInt, PrimId::NdPopFloat, PrimId::NdPopBool);
    case 'q': return pick(PrimId::NdPopOrInt, PrimId::NdPopOrFloat, PrimId::NdPopOrBool);
    case 'd':
      return pick(PrimId::NdSetDefaultInt, PrimId::NdSetDefaultFloat, PrimId::NdSetDefaultBool);
    case 'l':
      return pick(PrimId::NdIterLookupInt, PrimId::NdIterLookupFloat, PrimId::NdIterLookupBool);
    default: return pick(PrimId::NdIterInt, PrimId::NdIterFloat, PrimId::NdIterBool);
  }
}

std::optional<RValue> Lowerer::native_dict_key(RValue index, TSNode at) {
  if (!assignable(index.type(), Type::int_())) {
    error(at, "Invalid index type \"" + index.type().name() + "\" for \"dict[int, ...]\"; "
              "expected type \"int\"");
    b_->release(index);
    return std::nullopt;
  }
  // (A bool key becomes the plain int, as a bool stored where an int is declared does.)
  return coerce(index, Type::int_(), at, "dict key");
}

RValue Lowerer::lower_native_dict_def(TSNode right, Type value) {
  Type t = Type::ndict(value);
  std::string k = node_type(right);
  // A display's pairs are evaluated (key, value, key, value, ...) before the dict is made, sized
  // for them as CPython's BUILD_MAP sizes it.
  std::vector<RValue> items;
  auto release_items = [&]() {
    for (auto it = items.rbegin(); it != items.rend(); ++it) b_->release(*it);
  };
  if (k == "dictionary") {
    for (uint32_t i = 0; i < ts_node_named_child_count(right); ++i) {
      TSNode pair = ts_node_named_child(right, i);
      if (node_type(pair) != "pair") continue;
      TSNode kn = child_by_field(pair, "key"), vn = child_by_field(pair, "value");
      auto key = native_dict_key(lower_expr(kn), kn);
      if (!key) {
        release_items();
        return poison(t);
      }
      items.push_back(b_->ensure_owned(*key));
      auto v = coerce(lower_expr(vn), value, vn, "dict entry");
      if (!v) {
        release_items();
        return poison(t);
      }
      items.push_back(b_->ensure_owned(*v));
    }
  }
  set_span(right);
  Register* acc = temp_register(t);
  b_->assign(acc, b_->prim_as(ndict_prim(value, 'n'),
                              {b_->load_int(static_cast<int64_t>(items.size() / 2)).v}, t));
  for (size_t i = 0; i + 1 < items.size(); i += 2) {
    b_->prim(ndict_prim(value, 's'), {acc, items[i].v, items[i + 1].v});
  }
  release_items();
  if (k != "dictionary_comprehension") return RValue{acc, false};
  TSNode body = child_by_field(right, "body");
  lower_clauses(right, [&]() {
    // CPython evaluates the key before the value.
    TSNode kn = child_by_field(body, "key"), vn = child_by_field(body, "value");
    auto key = native_dict_key(lower_expr(kn), kn);
    if (!key) return;
    RValue held = b_->ensure_owned(*key);
    auto v = coerce(lower_expr(vn), value, vn, "dict entry");
    if (!v) {
      b_->release(held);
      return;
    }
    set_span(body);
    b_->prim(ndict_prim(value, 's'), {acc, held.v, v->v});
    b_->release(*v);
    b_->release(held);
  });
  return RValue{acc, false};
}

void Lowerer::lower_inferred_dict_def(TSNode left, TSNode right) {
  // Lowered as the dict it is; when that is a dict[int, int/float/bool], its items move into a
  // native dict at once (nothing else has seen the dict, and inserting the same keys in the same
  // order, from the display's presize, gives CPython's table) and later definitions are built
  // natively. Otherwise the variable is an ordinary dict.
  std::string name = text(left);
  RValue v = lower_expr(right);
  Type t = v.type();
  Type value = t.is(TypeKind::Dict) ? t.arg(1) : Type::object();
  bool native = t.is(TypeKind::Dict) && t.arg(0).is(TypeKind::Int) &&
                (value.is(TypeKind::Int) || value.is(TypeKind::Float) || value.is(TypeKind::Bool));
  if (!native) {
    native_dicts_.erase(name);
    return assign_target(left, v);
  }
  native_dicts_[name] = value;
  int64_t pairs = node_type(right) == "dictionary" ? ts_node_named_child_count(right) : 0;
  char kind = value.is(TypeKind::Int) ? 'i' : value.is(TypeKind::Float) ? 'f' : 'b';
  set_span(right);
  RValue nd = b_->prim_as(PrimId::NdFromDict, {v.v, b_->load_int(pairs).v, b_->load_int(kind).v},
                          Type::ndict(value));
  b_->release(v);
  assign_name(left, nd, Type::ndict(value));
}

std::optional<RValue> Lowerer::native_dict_method(RValue obj, const std::string& name, TSNode call,
                                                  TSNode args) {
  // The analysis admits get/pop (1-2 arguments), setdefault (2) and clear (0), all positional.
  Type value = obj.type().arg(1);
  std::vector<TSNode> argv = positional_args(args, false);
  if (name == "clear") {
    set_span(call);
    RValue r = b_->prim(PrimId::NdClear, {obj.v});
    b_->release(obj);
    return r;
  }
  auto key = native_dict_key(lower_expr(argv[0]), argv[0]);
  if (!key) {
    b_->release(obj);
    return poison();
  }
  auto finish = [&](RValue r, std::initializer_list<RValue> used) {
    for (const RValue& u : used) b_->release(u);
    b_->release(*key);
    b_->release(obj);
    return r;
  };
  if (argv.size() == 1) {
    set_span(call);
    if (name == "pop") return finish(b_->prim(ndict_prim(value, 'p'), {obj.v, key->v}), {});
    // d.get(k): the value or None.
    RValue none = b_->box(b_->load_none().v);
    return finish(b_->prim_as(PrimId::NdGetObj, {obj.v, key->v, none.v}, Type::optional(value)),
                  {none});
  }
  RValue dflt = lower_expr(argv[1]);
  if (name == "setdefault") {
    auto v = coerce(dflt, value, argv[1], "argument");
    if (!v) return finish(poison(value), {});
    set_span(call);
    return finish(b_->prim(ndict_prim(value, 'd'), {obj.v, key->v, v->v}), {*v});
  }
  // get/pop with a default: of the value type natively, else the boxed value or the default.
  if (assignable(dflt.type(), value)) {
    auto v = coerce(dflt, value, argv[1], "argument");
    set_span(call);
    return finish(b_->prim(ndict_prim(value, name == "pop" ? 'q' : 'o'), {obj.v, key->v, v->v}),
                  {*v});
  }
  Type rt = dflt.type().is(TypeKind::None) ? Type::optional(value) : Type::object();
  RValue d = to_object(dflt);
  set_span(call);
  PrimId p = name == "pop" ? PrimId::NdPopObj : PrimId::NdGetObj;
  return finish(b_->prim_as(p, {obj.v, key->v, d.v}, rt), {d});
}

bool Lowerer::native_dict_source(TSNode e) {
  TSNode d = e;
  if (node_type(e) == "call") {
    TSNode fn = child_by_field(e, "function");
    TSNode args = child_by_field(e, "arguments");
    if (node_type(fn) != "attribute" || ts_node_named_child_count(args) != 0) return false;
    std::string m = text(child_by_field(fn, "attribute"));
    if (m != "keys" && m != "values") return false;
    d = child_by_field(fn, "object");
  }
  auto r = node_type(d) == "identifier" ? locals_.find(text(d)) : locals_.end();
  return r != locals_.end() && r->second->type.is(TypeKind::NDict);
}

Lowerer::LoopSteps Lowerer::native_dict_loop(RValue d, int walk, Type value,
                                             const std::vector<TSNode>& pair,
                                             const std::function<void(TSNode, RValue)>& bind_part,
                                             const std::function<void(RValue)>& bind_item) {
  RValue state = b_->prim(PrimId::NdIterNew, {d.v});
  b_->release(d);
  Register* it = temp_register(Type::object());
  b_->assign(it, state);
  LoopSteps steps;
  steps.head = [this, it](Block* body_b, Block* end_b) {
    RValue more = b_->prim(PrimId::NdIterNext, {it});
    b_->branch(more.v, body_b, end_b);
  };
  steps.bind = [=]() {
    auto key = [&]() { return b_->prim(PrimId::NdIterKey, {it}); };
    auto val = [&]() { return b_->prim(ndict_prim(value, 'v'), {it}); };
    if (walk == 3 && pair.size() == 2) {
      // Both are read before either target is assigned, as unpacking does.
      RValue k = key();
      RValue v = val();
      bind_part(pair[0], k);
      bind_part(pair[1], v);
      return;
    }
    if (walk == 3) {
      RValue k = to_object(key());
      RValue v = to_object(val());
      RValue t = b_->build(kBuildTuple, Type::tuple({Type::int_(), value}), {k.v, v.v});
      b_->release(v);
      b_->release(k);
      return bind_item(t);
    }
    bind_item(walk == 2 ? val() : key());
  };
  steps.advance = []() {};
  steps.state = it;
  return steps;
}

}  // namespace hintc::frontend
