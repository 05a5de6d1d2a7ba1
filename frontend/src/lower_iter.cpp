// Iteration: `for` statements and comprehensions over range(), lists and tuples (by index, as
// CPython's list iterator: the size is re-read every step), enumerate(), zip(), reversed(), and
// any other iterable through the iterator protocol; binding of loop and unpacking targets.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

bool is_pattern(const std::string& k) {
  return k == "pattern_list" || k == "tuple_pattern" || k == "expression_list" || k == "tuple" ||
         k == "list_pattern" || k == "list";
}

}  // namespace

void Lowerer::bind_target(TSNode target, RValue v) {
  std::string k = node_type(target);
  if (k == "parenthesized_expression" && ts_node_named_child_count(target) == 1) {
    return bind_target(ts_node_named_child(target, 0), v);
  }
  if (!is_pattern(k)) return assign_target(target, v);
  std::vector<TSNode> parts = named_children(target);
  size_t star = parts.size();
  for (size_t i = 0; i < parts.size(); ++i) {
    if (node_type(parts[i]) == "list_splat_pattern" || node_type(parts[i]) == "list_splat") {
      if (star != parts.size()) {
        error(parts[i], "Two starred expressions in assignment");
        b_->release(v);
        return;
      }
      star = i;
    }
  }
  Type vt = v.type();
  RValue tup = v;
  PrimId item_prim = PrimId::TupleItem;  // UnpackItem when tup is a list or tuple of unknown type
  std::vector<Type> items;
  if (star == parts.size() && vt.is(TypeKind::Tuple) && !vt.variadic() &&
      vt.args().size() == parts.size()) {
    items = vt.args();
  } else if (star == parts.size()) {
    if (vt.is(TypeKind::Tuple) && !vt.variadic()) {
      error(target, vt.args().size() < parts.size()
                        ? "Need more than " + std::to_string(vt.args().size()) +
                              " values to unpack (" + std::to_string(parts.size()) + " expected)"
                        : "Too many values to unpack (" + std::to_string(parts.size()) +
                              " expected, " + std::to_string(vt.args().size()) + " provided)");
      b_->release(v);
      return;
    }
    if (!iterable_value(v)) {
      error(target, "\"" + vt.name() + "\" object is not iterable");
      b_->release(v);
      return;
    }
    Type item = v.type().elem();
    items.assign(parts.size(), item);
    RValue n = b_->load_int(static_cast<int64_t>(parts.size()));
    tup = b_->prim(PrimId::Unpack, {v.v, n.v});
    item_prim = PrimId::UnpackItem;
    b_->release(v);
  } else {
    if (!iterable_value(v)) {
      error(target, "\"" + vt.name() + "\" object is not iterable");
      b_->release(v);
      return;
    }
    Type item = v.type().elem();
    items.assign(parts.size(), item);
    items[star] = Type::list(item);
    RValue before = b_->load_int(static_cast<int64_t>(star));
    RValue after = b_->load_int(static_cast<int64_t>(parts.size() - star - 1));
    tup = b_->prim_as(PrimId::UnpackStarred, {v.v, before.v, after.v}, Type::tuple(items));
    b_->release(v);
  }
  // Every item is taken out before any target is assigned, as CPython's UNPACK_SEQUENCE does.
  std::vector<RValue> values;
  for (size_t i = 0; i < parts.size(); ++i) {
    RValue item = b_->prim(item_prim, {tup.v, b_->load_int(static_cast<int64_t>(i)).v});
    values.push_back(checked(item, items[i], "unpacked value"));
  }
  b_->release(tup);
  for (size_t i = 0; i < parts.size(); ++i) {
    TSNode t = parts[i];
    if (i == star) t = ts_node_named_child(t, 0);
    bind_target(t, values[i]);
  }
}

bool Lowerer::iterable_value(RValue& v) {
  Type t = v.type();
  if (t.is(TypeKind::Optional) && t.arg(0).is_pyobject()) v = as_type(v, Type::object());
  return v.type().is_pyobject() && !v.type().is(TypeKind::Optional);
}

RValue Lowerer::lower_iterable(TSNode e, std::optional<Type>& elem, int* dict_walk) {
  // d.items() / d.keys() / d.values() of a typed dict iterate with the dict's key and value
  // types (CPython's own view iterators).
  if (node_type(e) == "call") {
    TSNode fn = child_by_field(e, "function");
    TSNode args = child_by_field(e, "arguments");
    std::string attr = node_type(fn) == "attribute" ? text(child_by_field(fn, "attribute")) : "";
    if ((attr == "items" || attr == "keys" || attr == "values") &&
        node_type(args) == "argument_list" && ts_node_named_child_count(args) == 0) {
      TSNode obj = child_by_field(fn, "object");
      if (!(node_type(obj) == "identifier" && imports_.count(text(obj)))) {
        RValue recv = lower_expr(obj);
        if (recv.type().is(TypeKind::Dict) || recv.type().is(TypeKind::NDict)) {
          Type k = recv.type().arg(0), v = recv.type().arg(1);
          elem = attr == "items" ? Type::tuple({k, v}) : attr == "keys" ? k : v;
          set_span(e);
          if (dict_walk != nullptr) {
            *dict_walk = attr == "keys" ? 1 : attr == "values" ? 2 : 3;
            return recv;
          }
          RValue view = b_->call_method(recv.v, attr, {}, Type::object());
          b_->release(recv);
          return view;
        }
        if (recv.type().is(TypeKind::Object)) return call_generic(attribute_of(recv, fn), e, args);
        if (auto r = call_typed_method(recv, attr, e, args)) return *r;
        return poison();
      }
    }
  }
  RValue v = lower_expr(e);
  if (auto items = generator_items(v)) elem = *items;
  return v;
}

std::optional<std::vector<Register*>> Lowerer::range_arguments(TSNode call,
                                                              std::vector<TSNode>& argv) {
  TSNode args = child_by_field(call, "arguments");
  size_t errors_before = diags_.all().size();
  argv = positional_args(args, false);
  if (diags_.all().size() != errors_before) return std::nullopt;
  if (argv.empty() || argv.size() > 3) {
    error(call, argv.empty() ? "range expected at least 1 argument, got 0"
                             : "range expected at most 3 arguments, got " +
                                   std::to_string(argv.size()));
    return std::nullopt;
  }
  std::vector<Register*> regs;
  for (size_t i = 0; i < argv.size(); ++i) {
    RValue v = lower_expr(argv[i]);
    if (!v.type().is(TypeKind::Int) && !v.type().is(TypeKind::Bool) &&
        !v.type().is(TypeKind::Object)) {
      error(argv[i], msg::incompatible_argument(static_cast<int>(i) + 1, "range",
                                                v.type().name(), "SupportsIndex"));
      b_->release(v);
      return std::nullopt;
    }
    std::optional<RValue> c;
    if (v.type().is(TypeKind::Object)) {
      c = b_->prim(PrimId::RangeIndex, {v.v});
      b_->release(v);
    } else {
      c = coerce(v, Type::int_(), argv[i], "range() argument");
    }
    if (!c) return std::nullopt;
    Register* r = temp_register(Type::int_());
    b_->assign(r, *c);
    regs.push_back(r);
  }
  return regs;
}

int Lowerer::literal_sign(TSNode n) {
  if (node_type(n) == "integer") return text(n) == "0" ? 0 : 1;
  if (node_type(n) == "unary_operator" && text(child_by_field(n, "operator")) == "-" &&
      node_type(child_by_field(n, "argument")) == "integer" &&
      text(child_by_field(n, "argument")) != "0") {
    return -1;
  }
  return 0;
}

void Lowerer::lower_for(TSNode s) {
  TSNode body = child_by_field(s, "body");
  TSNode alt = child_by_field(s, "alternative");
  // The iterable is evaluated once, before the body runs: the narrowing in force holds for it
  // (`if self.xs is not None: for x in self.xs:`); the body, which runs again after its own
  // stores, and what follows the loop do without what the body may change.
  auto forget = [&]() { forget_narrowing_in(body); };
  lower_iteration(child_by_field(s, "left"), child_by_field(s, "right"),
                  [&]() {
                    forget();
                    lower_block(body);
                  },
                  ts_node_is_null(alt) ? alt : child_by_field(alt, "body"), true);
  forget();
}

void Lowerer::lower_iteration(TSNode target, TSNode iter, const std::function<void()>& body,
                              TSNode loop_else, bool is_statement,
                              const std::function<void(RValue)>* sink) {
  // Without a target node, each item goes to `sink` (fused reductions like sum(xs)).
  auto bind_target = [&](TSNode t, RValue v) {
    if (sink != nullptr && ts_node_eq(t, target)) return (*sink)(v);
    this->bind_target(t, v);
  };
  // How each step runs: `head` ends its block by branching to the body or to the loop's end;
  // `bind` binds the target at the start of the body; `advance` runs after the body.
  std::function<void(Block* body_b, Block* end_b)> head;
  std::function<void()> bind;
  std::function<void()> advance;

  std::optional<DictLoopKey> key_lookup;  // d[k] in the body served by a dict loop's state
  Register* iterator = nullptr;  // a generic loop's iterator, dropped where the loop ends
  const std::function<void(Value*)>* size_hint = size_hint_;  // this loop's, not inner ones'
  size_hint_ = nullptr;
  Register* given = iterate_value_;
  iterate_value_ = nullptr;
  std::optional<Type> given_elem = iterate_elem_;
  iterate_elem_.reset();
  const bool async = async_iteration_;
  async_iteration_ = false;
  auto builtin_call_at = [&](TSNode n, const char* name) {
    if (given != nullptr || node_type(n) != "call" || text(child_by_field(n, "function")) != name ||
        funcs_.count(name) || local_names_.count(name) || mod_.find_global(name) ||
        node_type(child_by_field(n, "arguments")) != "argument_list") {
      return false;
    }
    // `range(*bounds)`: the object CPython's call makes, iterated as any other.
    for (TSNode a : named_children(child_by_field(n, "arguments"))) {
      if (node_type(a) == "list_splat" || node_type(a) == "dictionary_splat") return false;
    }
    return true;
  };
  auto builtin_call = [&](const char* name) { return builtin_call_at(iter, name); };
  // reversed(range(a[, b])) counts down without making either object.
  TSNode range_call = iter;
  bool count_down = false;
  if (builtin_call("reversed")) {
    TSNode args = child_by_field(iter, "arguments");
    if (ts_node_named_child_count(args) == 1 && builtin_call_at(ts_node_named_child(args, 0), "range")) {
      TSNode inner = child_by_field(ts_node_named_child(args, 0), "arguments");
      uint32_t n = ts_node_named_child_count(inner);
      bool plain = n == 1 || n == 2;
      for (uint32_t i = 0; i < n; ++i) {
        std::string k = node_type(ts_node_named_child(inner, i));
        plain = plain && k != "keyword_argument" && k != "list_splat" && k != "dictionary_splat" &&
                k != "comment";
      }
      if (plain) {
        count_down = true;
        range_call = ts_node_named_child(args, 0);
      }
    }
  }
  auto keep = [&](RValue v) {
    Register* r = temp_register(v.type());
    b_->assign(r, v);
    return r;
  };

  // range(...) arguments already evaluated (a generator expression's first iterable).
  std::vector<Register*> given_range = iterate_range_;
  iterate_range_.clear();
  std::optional<LoopVersion> version;  // a range loop's int64 copy
  if (async) {
    Type elem;
    std::shared_ptr<Value*> item = async_steps(iter, head, given, &elem);
    if (!item) return;
    bind = [=]() {
      RValue v = b_->owned(*item);
      bind_target(target, elem.is(TypeKind::Object) ? v : checked(v, elem, "async for item"));
    };
    advance = [] {};
  } else if (!given_range.empty() || count_down || builtin_call("range")) {
    std::vector<TSNode> argv;
    std::vector<Register*> regs = given_range;
    if (regs.empty()) {
      auto r = range_arguments(range_call, argv);
      if (!r) return;
      regs = *r;
    }
    Register* counter = regs.size() == 1 ? temp_register(Type::int_()) : regs[0];
    if (regs.size() == 1) b_->assign(counter, b_->load_int(0));
    Register* stop = regs.size() == 1 ? regs[0] : regs[1];
    if (count_down) {
      // From stop - 1 down to start inclusive: a range with step -1 from stop - 1 to start - 1.
      Register* start = counter;
      counter = temp_register(Type::int_());
      b_->assign(counter, b_->prim(PrimId::IntSub, {stop, b_->load_int(1).v}));
      stop = temp_register(Type::int_());
      b_->assign(stop, b_->prim(PrimId::IntSub, {start, b_->load_int(1).v}));
      regs = {counter, stop, temp_register(Type::int_())};
      b_->assign(regs[2], b_->load_int(-1));
    }
    // The sign of a literal step is known now; otherwise it is tested once before the loop.
    int step_sign = count_down ? -1 : 1;
    Register* step = count_down ? regs[2] : nullptr;
    if (regs.size() == 3 && !count_down) {
      step = regs[2];
      step_sign = argv.empty() ? iterate_range_sign_ : literal_sign(argv[2]);
      if (step_sign == 0) b_->prim(PrimId::RangeCheckStep, {step});
    }
    Register* positive = nullptr;
    if (step_sign == 0) {
      positive = temp_register(Type::bool_());
      RValue zero = b_->load_int(0);
      b_->assign(positive, b_->prim(PrimId::IntGt, {step, zero.v}));
    }
    if (size_hint) {
      (*size_hint)(b_->prim(PrimId::RangeLen, {counter, stop, step ? step : b_->load_int(1).v}).v);
    }
    head = [=](Block* body_b, Block* end_b) {
      Value* cond;
      if (step_sign != 0) {
        cond = b_->prim(step_sign > 0 ? PrimId::IntLt : PrimId::IntGt, {counter, stop}).v;
      } else {
        Register* c = temp_register(Type::bool_());
        Block* up = b_->new_block();
        Block* down = b_->new_block();
        Block* test = b_->new_block();
        b_->branch(positive, up, down);
        b_->activate(up);
        b_->assign(c, b_->prim(PrimId::IntLt, {counter, stop}));
        b_->goto_(test);
        b_->activate(down);
        b_->assign(c, b_->prim(PrimId::IntGt, {counter, stop}));
        b_->goto_(test);
        b_->activate(test);
        cond = c;
      }
      b_->branch(cond, body_b, end_b);
    };
    bind = [=]() { bind_target(target, RValue{counter, false}); };
    advance = [=]() {
      RValue next = step ? b_->prim(PrimId::IntAdd, {counter, step})
                         : b_->prim(PrimId::IntAdd, {counter, b_->load_int(1).v});
      b_->assign(counter, next);
    };
    if (is_statement && sink == nullptr && given_range.empty() && !async) {
      version = range_version(target, child_by_field(ts_node_parent(target), "body"), counter,
                              stop, step);
    }
  } else {
    // enumerate(x[, start]) and reversed(x) over a list or tuple run by index; so does a plain
    // list or tuple. Everything else takes the iterator protocol.
    TSNode seq_node = iter;
    bool enumerate = false, reversed = false;
    TSNode start_node{};
    std::vector<TSNode> argv;
    if (builtin_call("enumerate") || builtin_call("reversed") || builtin_call("zip")) {
      // Only enumerate's `start=` is taken apart here; zip(..., strict=True) and splats go through
      // the builtin's object, which checks them.
      bool plain = true;
      for (TSNode a : call_args(child_by_field(iter, "arguments"))) {
        std::string k = node_type(a);
        if (k == "keyword_argument" && builtin_call("enumerate") && ts_node_is_null(start_node) &&
            text(child_by_field(a, "name")) == "start") {
          start_node = child_by_field(a, "value");
        } else if (k == "keyword_argument" || k == "list_splat" || k == "dictionary_splat") {
          plain = false;
        } else {
          argv.push_back(a);
        }
      }
      if (!plain) {
        argv.clear();
        start_node = TSNode{};
      }
    }
    bool start_ok = argv.size() == 1 || (argv.size() == 2 && ts_node_is_null(start_node));
    if (builtin_call("enumerate") && start_ok) {
      enumerate = true;
      seq_node = argv[0];
      if (argv.size() == 2) start_node = argv[1];
    } else if (builtin_call("reversed") && argv.size() == 1) {
      reversed = true;
      seq_node = argv[0];
    }
    if (builtin_call("zip") && !argv.empty()) {
      std::vector<Register*> its;
      std::vector<Type> elems;
      for (TSNode a : argv) {
        RValue v = lower_expr(a);
        if (!iterable_value(v)) {
          error(a, "\"" + v.type().name() + "\" object is not iterable");
          b_->release(v);
          return;
        }
        elems.push_back(v.type().elem());
        set_span(a);
        RValue it = b_->prim(PrimId::GetIter, {v.v});
        b_->release(v);
        its.push_back(keep(it));
      }
      auto items = std::make_shared<std::vector<RValue>>();
      head = [=](Block* body_b, Block* end_b) {
        // zip stops at the first exhausted iterator; items already taken are dropped.
        items->clear();
        for (size_t i = 0; i < its.size(); ++i) {
          bool last = i + 1 == its.size();
          Block* got = last ? body_b : b_->new_block();
          Block* end_here = i == 0 ? end_b : b_->new_block();
          RValue item = b_->iter_next(its[i], got, end_here);
          if (i > 0) {
            b_->activate(end_here);
            for (const RValue& prev : *items) b_->dec_ref(prev.v);
            b_->goto_(end_b);
          }
          b_->activate(got);
          items->push_back(b_->owned(item.v));
        }
      };
      bind = [=]() {
        std::vector<RValue> vals;
        for (size_t i = 0; i < items->size(); ++i) {
          vals.push_back(checked((*items)[i], elems[i], "zip item"));
        }
        std::string tk = node_type(target);
        std::vector<TSNode> parts = is_pattern(tk) ? named_children(target) : std::vector<TSNode>{};
        bool simple = parts.size() == vals.size();
        for (TSNode p : parts) simple &= node_type(p) != "list_splat_pattern";
        if (simple) {
          for (size_t i = 0; i < parts.size(); ++i) bind_target(parts[i], vals[i]);
          return;
        }
        std::vector<Value*> objs;
        std::vector<RValue> boxed;
        for (auto& v : vals) boxed.push_back(to_object(v));
        for (auto& v : boxed) objs.push_back(v.v);
        RValue t = b_->build(kBuildTuple, Type::tuple(elems), objs);
        for (auto it = boxed.rbegin(); it != boxed.rend(); ++it) b_->release(*it);
        bind_target(target, t);
      };
      advance = []() {};
    } else {
      std::optional<Type> view_elem;
      // reversed() of a dict or view walks backwards: CPython's own reverse iterators do it.
      int dict_walk = -1;
      RValue seq = given ? RValue{given, false}
                         : lower_iterable(seq_node, view_elem, reversed ? nullptr : &dict_walk);
      if (given && given_elem) view_elem = given_elem;
      if (!iterable_value(seq)) {
        error(seq_node, "\"" + seq.type().name() + "\" object is not iterable");
        b_->release(seq);
        return;
      }
      Type st = seq.type();
      Register* counter = nullptr;
      if (enumerate) {
        counter = temp_register(Type::int_());
        if (!ts_node_is_null(start_node)) {
          RValue sv = lower_expr(start_node);
          auto c = coerce(sv, Type::int_(), start_node, "enumerate() start");
          if (!c) return;
          b_->assign(counter, *c);
        } else {
          b_->assign(counter, b_->load_int(0));
        }
      }
      Type elem = view_elem ? *view_elem : st.elem();
      auto bind_item = [=](RValue item) {
        if (!enumerate) return bind_target(target, item);
        std::vector<TSNode> parts =
            is_pattern(node_type(target)) ? named_children(target) : std::vector<TSNode>{};
        if (parts.size() == 2 && node_type(parts[0]) != "list_splat_pattern" &&
            node_type(parts[1]) != "list_splat_pattern") {
          bind_target(parts[0], RValue{counter, false});
          bind_target(parts[1], item);
          return;
        }
        RValue i = to_object(RValue{counter, false});
        RValue x = to_object(item);
        RValue t = b_->build(kBuildTuple, Type::tuple({Type::int_(), elem}), {i.v, x.v});
        b_->release(x);
        b_->release(i);
        bind_target(target, t);
      };
      auto bump = [=]() {
        if (enumerate) b_->assign(counter, b_->prim(PrimId::IntAdd, {counter, b_->load_int(1).v}));
      };
      auto use_steps = [&](LoopSteps steps) {
        head = steps.head;
        bind = steps.bind;
        advance = [=]() {
          steps.advance();
          bump();
        };
      };
      // reversed(x) of an untyped x: an exact list or tuple is walked backwards by index (as
      // CPython's reverse iterators do, re-reading the size); anything else calls reversed().
      bool untyped_reversed = reversed && st.is(TypeKind::Object) && !given;
      if (dict_walk < 0 && !reversed && !given &&
          (st.is(TypeKind::Dict) || st.is(TypeKind::NDict))) {
        dict_walk = 0;
      }
      if (dict_walk >= 0) {
        std::vector<TSNode> pair;
        if (!enumerate && is_pattern(node_type(target))) pair = named_children(target);
        for (TSNode p : pair) {
          if (node_type(p) == "list_splat_pattern") pair.clear();
        }
        TSNode key_node = dict_walk == 3 ? (pair.size() == 2 ? pair[0] : TSNode{})
                          : dict_walk == 2 || enumerate ? TSNode{} : target;
        if (st.is(TypeKind::NDict)) {
          // d[k] in the body reads the loop's current entry when it still holds k.
          if (is_statement && !given) {
            key_lookup = dict_loop_key(seq_node, key_node,
                                       child_by_field(ts_node_parent(target), "body"));
          }
          set_span(iter);
          LoopSteps steps =
              native_dict_loop(seq, dict_walk, st.arg(1), pair, bind_target, bind_item);
          if (key_lookup) key_lookup->state = steps.state;
          use_steps(steps);
        } else {
          if (is_statement && !given) {
            key_lookup = dict_loop_key(seq_node, key_node,
                                       child_by_field(ts_node_parent(target), "body"));
          }
          set_span(iter);
          LoopSteps steps = dict_loop(seq, dict_walk, elem, pair, bind_target, bind_item,
                                      key_lookup.has_value());
          if (key_lookup) key_lookup->state = steps.state;
          use_steps(steps);
        }
      } else if (untyped_reversed) {
        set_span(iter);
        use_steps(seq_loop(seq, elem, true, bind_item, nullptr, false));
      } else if (st.is(TypeKind::List) || st.is(TypeKind::Tuple) ||
                 (st.is(TypeKind::Buffer) && !elem.is(TypeKind::Bool))) {
        set_span(iter);
        if (size_hint) (*size_hint)(b_->prim(PrimId::SeqSize, {seq.v}).v);
        bool fast = sink == nullptr && given == nullptr && versionable_body(target, is_statement);
        bool fixed = fast && !enumerate && fixed_list_loop(target, is_statement, seq_node);
        use_steps(seq_loop(seq, elem, reversed, bind_item, fast ? &version : nullptr, fixed));
        if (version) {
          auto fast_advance = version->steps.advance;
          version->steps.advance = [=]() {
            fast_advance();
            bump();
          };
        }
      }
      // A native bool buffer is a local bytearray: nothing else can iterate it.
      bool buffer = st.is(TypeKind::Buffer) && elem.is(TypeKind::Bool);
      PrimId size_prim = PrimId::BufLenBool;
      if (buffer) {
        Register* s = keep(seq);
        Register* idx = temp_register(Type::int_());
        if (reversed) {
          b_->assign(idx, b_->prim(PrimId::IntSub, {b_->prim(size_prim, {s}).v,
                                                    b_->load_int(1).v}));
        } else {
          b_->assign(idx, b_->load_int(0));
        }
        head = [=](Block* body_b, Block* end_b) {
          branch_index_in_range(idx, b_->prim(size_prim, {s}).v, reversed, body_b, end_b);
        };
        bind = [=]() {
          bind_item(b_->prim(PrimId::BufGetBool, {s, idx}));
        };
        advance = [=]() {
          b_->assign(idx, b_->prim(reversed ? PrimId::IntSub : PrimId::IntAdd,
                                   {idx, b_->load_int(1).v}));
          bump();
        };
      } else if (dict_walk < 0 && !st.is(TypeKind::List) && !st.is(TypeKind::Tuple) &&
                 !st.is(TypeKind::Buffer) && !untyped_reversed) {
        RValue src = seq;
        if (reversed) {
          RValue fn = load_builtin("reversed");
          RValue r = b_->call_object(fn.v, {seq.v}, {});
          b_->release(fn);
          b_->release(seq);
          src = r;
        }
        set_span(iter);
        // A compiled generator of int/float/bool items hands them over unboxed.
        std::optional<Type> gen_items = generator_items(src);
        Type native = gen_items && (gen_items->is(TypeKind::Int) ||
                                    gen_items->is(TypeKind::Float) || gen_items->is(TypeKind::Bool))
                          ? *gen_items
                          : Type::object();
        RValue it = b_->prim(PrimId::GetIter, {src.v});
        b_->release(src);
        Register* itr = keep(it);
        iterator = itr;
        auto item = std::make_shared<RValue>();
        head = [=](Block* body_b, Block* end_b) {
          *item = b_->iter_next(itr, body_b, end_b, native);
        };
        bind = [=]() { bind_item(checked(b_->owned(item->v), elem, "iterated value")); };
        advance = [=]() { bump(); };
      }
    }
  }

  Block* head_b = b_->new_block();
  Block* body_b = b_->new_block();
  Block* cont = b_->new_block();
  Block* else_b = b_->new_block();
  Block* exit = b_->new_block();
  std::set<std::string> before = definitely_;
  forget_narrowing_in(target);
  std::map<std::string, Type> narrow_before = narrowed_;
  // One copy of the loop: its own head, body and continue blocks; both copies end in else_b.
  auto run_copy = [&](Block* head_b, Block* body_b, Block* cont, const LoopSteps& steps) {
    b_->goto_(head_b);
    b_->activate(head_b);
    set_span(iter);
    steps.head(body_b, else_b);
    b_->activate(body_b);
    set_span(target);
    steps.bind();
    if (is_statement) loops_.push_back({exit, cont});
    narrowed_ = narrow_before;
    size_t keys_before = dict_loop_keys_.size();
    if (key_lookup) dict_loop_keys_.push_back(*key_lookup);
    body();
    dict_loop_keys_.resize(keys_before);
    if (is_statement) loops_.pop_back();
    b_->goto_(cont);
    b_->activate(cont);
    set_span(iter);
    // Profile builds: the statement's own event covered the loop's first step; each later one is
    // an event of the `for` line (a comprehension's steps belong to its own frame in CPython).
    if (profile_ && is_statement) profile_line(ts_node_parent(target));
    b_->check_signals();  // the back-edge: Ctrl-C and signal handlers in long loops
    steps.advance();
    b_->goto_(head_b);
    definitely_ = before;
  };
  LoopSteps generic;
  generic.head = head;
  generic.bind = bind;
  generic.advance = advance;
  if (version) {
    Block* fast_b = b_->new_block();
    Block* slow_b = b_->new_block();
    b_->branch(version->ok, fast_b, slow_b);
    b_->activate(fast_b);
    if (version->generic_head) *version->generic_head = head_b;
    version->prepare();
    run_copy(b_->new_block(), b_->new_block(), b_->new_block(), version->steps);
    // The generic copy repeats the body: its diagnostics and notes would be duplicates.
    size_t diags = diags_.all().size(), notes = mod_.notes.size();
    b_->activate(slow_b);
    run_copy(head_b, body_b, cont, generic);
    diags_.truncate(diags);
    mod_.notes.resize(notes);
  } else {
    run_copy(head_b, body_b, cont, generic);
  }
  b_->activate(else_b);
  if (!ts_node_is_null(loop_else)) lower_block(loop_else);
  b_->goto_(exit);
  definitely_ = before;
  b_->activate(exit);
  narrowed_ = narrow_before;
  // As CPython pops it at the end of the loop (after a break too), the iterator goes now: a
  // generator left by `break` runs its finally there, not when the function returns. The other
  // state registers keep their last values until they are reassigned or the function exits
  // (both release them).
  if (iterator != nullptr) {
    b_->emit(OpKind::Clear, Type::none(), {}, false, [&](Op& op) { op.dest = iterator; });
  }
}

}  // namespace hintc::frontend

namespace hintc::frontend {

void Lowerer::lower_clauses(TSNode e, const std::function<void()>& innermost) {
  std::vector<TSNode> clauses;
  for (uint32_t i = 0; i < ts_node_named_child_count(e); ++i) {
    TSNode c = ts_node_named_child(e, i);
    std::string ck = node_type(c);
    if (ck == "for_in_clause" || ck == "if_clause") clauses.push_back(c);
    if (ck == "for_in_clause" && is_async_clause(c) && !async_clause_allowed(e)) return;
  }
  // Names bound by the clauses shadow outer names inside the comprehension only.
  std::set<std::string> names;
  for (TSNode c : clauses) {
    if (node_type(c) == "for_in_clause") scan_assigned_target(child_by_field(c, "left"), names);
  }
  std::map<std::string, Register*> saved;
  for (const std::string& n : names) {
    auto it = locals_.find(n);
    if (it != locals_.end()) {
      saved[n] = it->second;
      locals_.erase(it);
    }
  }
  std::set<std::string> saved_local_names = local_names_;
  std::set<std::string> saved_comp = comprehension_names_;
  for (const std::string& n : names) {
    local_names_.insert(n);
    comprehension_names_.insert(n);
  }
  std::set<std::string> saved_definitely = definitely_;
  // The clause variables shadow any narrowed local of the same name.
  std::map<std::string, Type> saved_narrowed = narrowed_;
  for (const std::string& n : names) narrowed_.erase(n);
  std::function<void(size_t)> nest = [&](size_t i) {
    if (i == clauses.size()) return innermost();
    TSNode c = clauses[i];
    if (node_type(c) == "if_clause") {
      Value* cond = lower_condition(ts_node_named_child(c, 0));
      Block* yes = b_->new_block();
      Block* no = b_->new_block();
      b_->branch(cond, yes, no);
      b_->activate(yes);
      std::map<std::string, Type> outside = narrowed_;
      for (const auto& [n, t] : narrowing_of(ts_node_named_child(c, 0)).when_true) {
        narrowed_[n] = t;
      }
      nest(i + 1);
      narrowed_ = outside;
      b_->goto_(no);
      b_->activate(no);
      return;
    }
    async_iteration_ = is_async_clause(c);
    lower_iteration(child_by_field(c, "left"), child_by_field(c, "right"),
                    [&]() { nest(i + 1); }, TSNode{}, false);
  };
  nest(0);
  for (const std::string& n : names) locals_.erase(n);
  for (auto& [n, r] : saved) locals_[n] = r;
  local_names_ = saved_local_names;
  comprehension_names_ = saved_comp;
  definitely_ = saved_definitely;
  narrowed_ = saved_narrowed;
}

// [x for ...], {x for ...}, {k: v for ...}: nested loops appending to a new container. A
// generator expression handed to a builtin that consumes it whole is built as a list.
RValue Lowerer::lower_comprehension(TSNode e, bool as_set) {
  std::string k = node_type(e);
  std::optional<Type> want = expected_;
  expected_.reset();
  TSNode body = child_by_field(e, "body");
  BuildKind kind = k == "set_comprehension" || as_set ? kBuildSet
                   : k == "dictionary_comprehension" ? kBuildDict
                                                     : kBuildList;
  if (kind == kBuildList) {
    return lower_list_build(e, want && want->is(TypeKind::List) ? std::optional<Type>(want->elem())
                                                                 : std::nullopt, false);
  }
  Register* acc = temp_register(Type::object());
  set_span(e);
  b_->assign(acc, b_->build(kind, Type::object(), {}));
  std::optional<Type> item_type, key_type;
  if (want && kind == kBuildList && want->is(TypeKind::List)) item_type = want->elem();
  if (want && kind == kBuildSet && want->is(TypeKind::Set)) item_type = want->elem();
  if (want && kind == kBuildDict && want->is(TypeKind::Dict)) {
    key_type = want->arg(0);
    item_type = want->arg(1);
  }
  std::optional<Type> seen_item, seen_key;
  auto lower_typed = [&](TSNode n, const std::optional<Type>& t, std::optional<Type>& seen) {
    RValue v = lower_expr(n);
    if (t && assignable(v.type(), *t)) v = *coerce_item(v, *t, n, "item");
    seen = seen && *seen != v.type() ? Type::object() : v.type();
    return to_object(v);
  };
  lower_clauses(e, [&]() {
    if (kind == kBuildDict) {
      RValue ko = lower_typed(child_by_field(body, "key"), key_type, seen_key);
      RValue vo = lower_typed(child_by_field(body, "value"), item_type, seen_item);
      set_span(body);
      b_->prim(PrimId::DictSet, {acc, ko.v, vo.v});
      b_->release(vo);
      b_->release(ko);
      return;
    }
    RValue o = lower_typed(body, item_type, seen_item);
    set_span(body);
    b_->prim(kind == kBuildList ? PrimId::ListAppend : PrimId::SetAdd, {acc, o.v});
    b_->release(o);
  });
  Type item = item_type ? *item_type : seen_item.value_or(Type::object());
  Type t = kind == kBuildList   ? Type::list(item)
           : kind == kBuildSet ? Type::set(item)
                       : Type::dict(key_type ? *key_type : seen_key.value_or(Type::object()), item);
  return b_->cast(acc, t);
}

void Lowerer::scan_assigned_target(TSNode t, std::set<std::string>& out) {
  std::string k = node_type(t);
  if (k == "identifier") {
    out.insert(text(t));
    return;
  }
  for (uint32_t i = 0; i < ts_node_named_child_count(t); ++i) {
    std::string ck = node_type(ts_node_named_child(t, i));
    if (ck == "subscript" || ck == "attribute") continue;
    scan_assigned_target(ts_node_named_child(t, i), out);
  }
}

}  // namespace hintc::frontend
