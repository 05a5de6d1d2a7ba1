// Builtins over strings and containers: len/str/repr/ascii/ord/chr natively, constructors and
// sorted() with static result types, and sum/min/max/any/all fused into loops over lists,
// tuples and generator expressions (no per-item calls, CPython's results and errors).
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {
bool is_genexp(TSNode n) { return node_type(n) == "generator_expression"; }
}  // namespace

std::pair<RValue, RValue> Lowerer::int_divmod(TSNode left, TSNode right, TSNode call) {
  // divmod of two ints: (a // b, a % b), the same ZeroDivisionError message first.
  RValue a = lower_expr(left), b = lower_expr(right);
  set_span(call);
  RValue q = b_->prim(PrimId::IntFloorDiv, {a.v, b.v});
  RValue r = b_->prim(PrimId::IntMod, {a.v, b.v});
  b_->release(b);
  b_->release(a);
  return {q, r};
}

std::optional<RValue> Lowerer::call_container_builtin(const std::string& name, TSNode call,
                                                      TSNode args) {
  // A lone generator expression argument: f(x for x in xs).
  TSNode gen = is_genexp(args) && !lazy_genexp(args) ? args : TSNode{};
  std::vector<TSNode> argv;
  bool plain = true;
  if (ts_node_is_null(gen)) {
    for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
      TSNode a = ts_node_named_child(args, i);
      std::string k = node_type(a);
      if (k == "comment") continue;
      plain &= k != "keyword_argument" && k != "list_splat" && k != "dictionary_splat";
      argv.push_back(a);
    }
  }
  auto unary_prim = [&](PrimId id, RValue v) {
    set_span(call);
    RValue r = b_->prim(id, {v.v});
    b_->release(v);
    return r;
  };
  if (plain && argv.size() == 1 && ts_node_is_null(gen)) {
    if (name == "len") {
      if (auto n = lower_len_distinct(argv[0], call)) return *n;
      RValue v = lower_expr(argv[0]);
      if (v.type().is(TypeKind::Str)) return unary_prim(PrimId::StrLen, v);
      if (v.type().is(TypeKind::Buffer)) {
        return unary_prim(buffer_prim(v.type().elem(), 'l'), v);
      }
      if (v.type().is(TypeKind::NDict)) return unary_prim(PrimId::NdLen, v);
      if (!v.type().is_pyobject() || v.type().is(TypeKind::Optional)) {
        error(argv[0], msg::incompatible_argument(1, "len", v.type().name(), "Sized"));
        b_->release(v);
        return poison(Type::int_());
      }
      return unary_prim(PrimId::Len, v);
    }
    if (name == "str") {
      RValue v = lower_expr(argv[0]);
      switch (v.type().kind()) {
        case TypeKind::Str: return v;
        case TypeKind::Int: return unary_prim(PrimId::StrOfInt, v);
        case TypeKind::Float: return unary_prim(PrimId::StrOfFloat, v);
        default: return unary_prim(PrimId::StrOfObj, to_object(v));
      }
    }
    if (name == "repr" || name == "ascii") {
      return unary_prim(name == "repr" ? PrimId::Repr : PrimId::Ascii, to_object(lower_expr(argv[0])));
    }
    if (name == "ord") {
      RValue v = lower_expr(argv[0]);
      if (!v.type().is_pyobject()) {
        error(argv[0], msg::incompatible_argument(1, "ord", v.type().name(), "str | bytes"));
        b_->release(v);
        return poison(Type::int_());
      }
      return unary_prim(PrimId::Ord, v);
    }
    if (name == "chr") {
      RValue v = lower_expr(argv[0]);
      if (v.type().is(TypeKind::Object)) v = *coerce(v, Type::int_(), argv[0], "chr() argument");
      if (!v.type().is(TypeKind::Int) && !v.type().is(TypeKind::Bool)) {
        error(argv[0], msg::incompatible_argument(1, "chr", v.type().name(), "int"));
        b_->release(v);
        return poison(Type::str());
      }
      return unary_prim(PrimId::Chr, to_int(v));
    }
  }
  if (plain && argv.empty() && ts_node_is_null(gen) && name == "str") return b_->load_str("");
  if (plain && argv.size() == 2 && ts_node_is_null(gen) && name == "divmod" &&
      quiet_int(argv[0]) && quiet_int(argv[1])) {
    auto [q, r] = int_divmod(argv[0], argv[1], call);
    RValue qo = to_object(q), ro = to_object(r);
    RValue t = b_->build(kBuildTuple, Type::tuple({Type::int_(), Type::int_()}), {qo.v, ro.v});
    b_->release(ro);
    b_->release(qo);
    return t;
  }

  // sum / min / max / any / all over one iterable: a loop with native arithmetic.
  bool reduction = name == "sum" || name == "min" || name == "max" || name == "any" ||
                   name == "all";
  if (reduction && plain && (!ts_node_is_null(gen) || argv.size() == 1)) {
    TSNode source = ts_node_is_null(gen) ? argv[0] : gen;
    // The item type decides whether the loop is native: look at a list/tuple/genexp's items.
    Register* acc = nullptr;
    Register* err = nullptr;  // sum() of floats: the rounding error carried (hfloat_sum_error)
    Register* seen = temp_register(Type::bool_());
    Block* done = b_->new_block();
    b_->assign(seen, b_->load_bool(false));
    std::optional<Type> acc_type;
    bool ok = true;
    if (name == "any" || name == "all") {
      // Set before the loop: an empty iterable decides the result alone.
      acc = temp_register(Type::bool_());
      b_->assign(acc, b_->load_bool(name == "all"));
    }
    auto fold = [&](RValue v) {
      if (!ok) return b_->release(v);
      Type t = v.type();
      if (name == "any" || name == "all") {
        Value* c = truth(v).v;
        // any: the first true item decides; all: the first false one.
        Block* decide = b_->new_block();
        Block* go_on = b_->new_block();
        if (name == "any") b_->branch(c, decide, go_on);
        else b_->branch(c, go_on, decide);
        b_->activate(decide);
        b_->assign(acc, b_->load_bool(name == "any"));
        b_->goto_(done);
        b_->activate(go_on);
        return;
      }
      if (!t.is(TypeKind::Int) && !t.is(TypeKind::Float) && !t.is(TypeKind::Bool)) {
        // Other items fold through the object protocol: 0 + x0 + x1 ..., and min/max by
        // `item < best` / `item > best`, exactly what the builtins do, item by item.
        if (ts_node_is_null(gen)) {
          ok = false;
          return b_->release(v);
        }
        v = as_type(v, Type::object());
      }
      if (t.is(TypeKind::Bool)) v = to_int(v);
      t = v.type();
      if (!acc) {
        // Created while lowering the loop body: no code here (it would run every iteration).
        acc_type = t;
        acc = temp_register(t);
        if (name == "sum" && t.is(TypeKind::Float)) err = temp_register(Type::float_());
      } else if (t != *acc_type) {
        ok = false;
        return b_->release(v);
      }
      if (name == "sum") {
        // The first item is added to sum()'s start, 0 (so sum([-0.0]) is 0.0, as in CPython).
        Block* first = b_->new_block();
        Block* later = b_->new_block();
        Block* next = b_->new_block();
        b_->branch(seen, later, first);
        b_->activate(first);
        PrimId add = t.is(TypeKind::Int)     ? PrimId::IntAdd
                     : t.is(TypeKind::Float) ? PrimId::FloatAdd
                                             : PrimId::ObjAdd;
        RValue zero = t.is(TypeKind::Int)     ? b_->load_int(0)
                      : t.is(TypeKind::Float) ? b_->load_float(0.0)
                                              : b_->box(b_->load_int(0).v);
        b_->assign(acc, b_->prim(add, {zero.v, v.v}));
        b_->release(zero);
        if (err) b_->assign(err, b_->load_float(0.0));  // 0.0 + x is exact
        b_->goto_(next);
        b_->activate(later);
        if (err) {
          RValue sum = b_->prim(add, {acc, v.v});
          b_->assign(err, b_->prim(PrimId::FloatSumError, {err, acc, v.v, sum.v}));
          b_->assign(acc, sum);
        } else {
          b_->assign(acc, b_->prim(add, {acc, v.v}));
        }
        b_->goto_(next);
        b_->activate(next);
        b_->release(v);
        b_->assign(seen, b_->load_bool(true));
        return;
      }
      // min keeps the first of equal items; an item replaces the best only if strictly better,
      // exactly as CPython compares (item < best for min, item > best for max).
      Block* take = b_->new_block();
      Block* keep = b_->new_block();
      Block* test = b_->new_block();
      b_->branch(seen, test, take);
      b_->activate(test);
      PrimId cmp = t.is(TypeKind::Int)     ? (name == "min" ? PrimId::IntLt : PrimId::IntGt)
                   : t.is(TypeKind::Float) ? (name == "min" ? PrimId::FloatLt : PrimId::FloatGt)
                                           : (name == "min" ? PrimId::ObjLtBool : PrimId::ObjGtBool);
      RValue better = b_->prim(cmp, {v.v, acc});
      b_->branch(better.v, take, keep);
      b_->activate(take);
      b_->assign(acc, RValue{v.v, false});
      b_->assign(seen, b_->load_bool(true));
      b_->goto_(keep);
      b_->activate(keep);
      b_->release(v);
    };
    // A dry structural check: only list/tuple values and generator expressions are fused; the
    // item type is known once the loop is lowered, so a non-numeric fold falls back below.
    size_t ops_before = 0;
    (void)ops_before;
    bool fusable = !ts_node_is_null(gen);
    if (!fusable && native_dict_source(source)) {
      // A native dict, its keys() or values(): the dict's own loop feeds the fold.
      std::function<void(RValue)> sink = fold;
      set_span(call);
      lower_iteration(TSNode{}, source, []() {}, TSNode{}, false, &sink);
    } else if (!fusable) {
      // Lower the argument once; iterate it natively when it is a typed list/tuple of numbers.
      RValue src = lower_expr(source);
      if (auto r = native_reduction(name, src, call)) return *r;
      Type st = src.type();
      Type item = st.elem();
      bool numeric_items = item.is(TypeKind::Int) || item.is(TypeKind::Float) ||
                           item.is(TypeKind::Bool);
      if (!(st.is(TypeKind::List) || st.is(TypeKind::Tuple) || st.is(TypeKind::Buffer)) ||
          (!numeric_items && name != "any" && name != "all")) {
        // The builtin itself.
        set_span(call);
        RValue fn = load_builtin(name);
        RValue o = to_object(src);
        RValue r = b_->call_object(fn.v, {o.v}, {});
        b_->release(o);
        b_->release(fn);
        Type rt = (name == "any" || name == "all") ? Type::bool_()
                  : (name != "sum" && st.is_pyobject() && !st.is(TypeKind::Object)) ? item
                                                                                      : Type::object();
        if (name == "sum" && item.is(TypeKind::Int)) rt = Type::int_();
        return checked(r, rt, name + "() result");
      }
      Register* holder = temp_register(st);
      b_->assign(holder, src);
      std::function<void(RValue)> sink = fold;
      set_span(call);
      // Iterate the held value by index (lower_iteration reads the node; give it the held list).
      iterate_value_ = holder;
      lower_iteration(TSNode{}, source, []() {}, TSNode{}, false, &sink);
      iterate_value_ = nullptr;
    } else {
      TSNode body = child_by_field(gen, "body");
      lower_clauses(gen, [&]() { fold(lower_expr(body)); });
      if (!ok) {
        error(gen, msg::unsupported(name + "() of a generator of non-numeric items"));
        return poison();
      }
    }
    if (!ok) {
      error(source, msg::unsupported(name + "() over these items"));
      return poison();
    }
    b_->goto_(done);
    b_->activate(done);
    set_span(call);
    if (name == "any" || name == "all") {
      return RValue{acc, false};
    }
    if (!acc) {
      // No items were ever produced (statically): sum() is 0, min()/max() raise.
      if (name == "sum") return b_->load_int(0);
      acc_type = Type::int_();
      acc = temp_register(Type::int_());
    }
    if (name == "sum") {
      if (acc_type->is(TypeKind::Int)) {
        // No items: the start value 0.
        Block* empty = b_->new_block();
        Block* join = b_->new_block();
        b_->branch(seen, join, empty);
        b_->activate(empty);
        b_->assign(acc, b_->load_int(0));
        b_->goto_(join);
        b_->activate(join);
        return RValue{acc, false};
      }
      // sum() of no floats is the int 0, as in CPython.
      Register* res = temp_register(Type::object());
      Block* some = b_->new_block();
      Block* none = b_->new_block();
      Block* join = b_->new_block();
      b_->branch(seen, some, none);
      b_->activate(some);
      b_->assign(res, acc_type->is(TypeKind::Float)
                          ? b_->box(b_->prim(PrimId::FloatSumEnd, {acc, err}).v)
                          : RValue{acc, false});
      b_->goto_(join);
      b_->activate(none);
      b_->assign(res, b_->box(b_->load_int(0).v));
      b_->goto_(join);
      b_->activate(join);
      return RValue{res, false};
    }
    Block* empty = b_->new_block();
    Block* fine = b_->new_block();
    b_->branch(seen, fine, empty);
    b_->activate(empty);
    // The runtime words the ValueError as the target version's CPython does.
    RValue fn_name = b_->load_str(name);
    b_->prim(PrimId::RaiseEmptyReduce, {fn_name.v});
    b_->release(fn_name);
    b_->emit(OpKind::Unreachable, Type::none(), {}, false);
    b_->activate(fine);
    return RValue{acc, false};
  }

  // Constructors and sorted(): CPython's own, with the result's static type.
  if (name == "list" || name == "tuple" || name == "set" || name == "sorted" ||
      name == "frozenset" || name == "dict") {
    if (!ts_node_is_null(gen)) {
      if (name == "dict" || name == "frozenset") return std::nullopt;
      // set() adds each item as it comes (an unhashable item stops the generator there).
      if (name == "set") return lower_comprehension(gen, true);
      if (name == "list" || name == "tuple") {
        set_span(call);
        return lower_list_build(gen, std::nullopt, name == "tuple");
      }
      RValue l = lower_comprehension(gen);
      Type item = l.type().elem();
      set_span(call);
      if (name == "list") return l;
      if (name == "tuple") {
        RValue t = b_->prim_as(PrimId::SeqTuple, {l.v}, Type::tuple_of(item));
        b_->release(l);
        return t;
      }
      RValue fn = load_builtin(name);
      RValue r = b_->call_object(fn.v, {l.v}, {});
      b_->release(fn);
      b_->release(l);
      return checked(r, name == "set" ? Type::set(item) : Type::list(item), name + "() result");
    }
    if (argv.size() > 1 && name != "sorted") return std::nullopt;
    if (name == "tuple" && plain && argv.size() == 1 &&
        node_type(argv[0]) == "list_comprehension") {
      // tuple([...]): the comprehension's own list gives its items to the tuple.
      return lower_list_build(argv[0], std::nullopt, true);
    }
    Type item = Type::object();
    std::vector<RValue> vals;
    std::vector<std::string> kwnames;
    std::vector<RValue> kwvals;
    for (TSNode a : argv) {
      std::string k = node_type(a);
      if (k == "list_splat" || k == "dictionary_splat") return std::nullopt;
      if (k == "keyword_argument") {
        kwnames.push_back(text(child_by_field(a, "name")));
        kwvals.push_back(to_object(lower_expr(child_by_field(a, "value"))));
        continue;
      }
      RValue v = lower_expr(a);
      if (vals.empty()) item = v.type().elem();
      if (vals.empty() && name == "dict" && v.type().is(TypeKind::Dict)) item = v.type();
      vals.push_back(to_object(v));
    }
    if (name == "dict" && !kwnames.empty()) return std::nullopt;
    set_span(call);
    if ((name == "tuple" || name == "list") && vals.size() == 1 && kwnames.empty()) {
      // tuple(x) / list(x) are PySequence_Tuple / PySequence_List (what the types' own
      // constructors do), without looking the builtin up and calling it.
      Type rt = name == "tuple" ? Type::tuple_of(item) : Type::list(item);
      RValue r = b_->prim_as(name == "tuple" ? PrimId::SeqTuple : PrimId::SeqList, {vals[0].v}, rt);
      b_->release(vals[0]);
      return r;
    }
    std::vector<Value*> ops;
    for (auto& v : vals) ops.push_back(v.v);
    for (auto& v : kwvals) ops.push_back(v.v);
    RValue fn = load_builtin(name);
    RValue r = b_->call_object(fn.v, ops, kwnames);
    b_->release(fn);
    for (auto it = kwvals.rbegin(); it != kwvals.rend(); ++it) b_->release(*it);
    for (auto it = vals.rbegin(); it != vals.rend(); ++it) b_->release(*it);
    Type rt = Type::object();
    if (name == "list" || name == "sorted") rt = Type::list(item);
    if (name == "tuple") rt = Type::tuple_of(item);
    if (name == "set") rt = Type::set(item);
    if (name == "dict") rt = item.is(TypeKind::Dict) ? item : Type::dict(Type::object(), Type::object());
    if (vals.empty() && expected_ && expected_->kind() == rt.kind()) rt = *expected_;
    return checked(r, rt, name + "() result");
  }
  return std::nullopt;
}

}  // namespace hintc::frontend
