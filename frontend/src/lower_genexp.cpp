// Lazy generator expressions: each one is a nested generator function (closures as for nested
// defs) taking the iterator of its first iterable, which is evaluated where the expression
// stands; its body is the for/if clauses around a yield of the element.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

std::string genexp_key(TSNode n) { return "<genexpr>@" + std::to_string(ts_node_start_byte(n)); }

TSNode first_for(TSNode gen) {
  for (uint32_t i = 0; i < ts_node_named_child_count(gen); ++i) {
    TSNode c = ts_node_named_child(gen, i);
    if (node_type(c) == "for_in_clause") return c;
  }
  return TSNode{};
}

}  // namespace

bool Lowerer::lazy_genexp(TSNode n) const {
  if (node_type(n) != "generator_expression" || scopes_ == nullptr) return false;
  Scope* s = scopes_->find(n);
  return s != nullptr && s->genexp;
}

std::vector<TSNode> Lowerer::call_args(TSNode args) const {
  if (node_type(args) == "generator_expression") return {args};  // f(x for x in xs)
  std::vector<TSNode> out;
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    TSNode a = ts_node_named_child(args, i);
    if (node_type(a) != "comment") out.push_back(a);
  }
  return out;
}

void Lowerer::collect_genexp(Scope* s) {
  auto fn = std::make_unique<ir::Function>();
  fn->name = "<genexpr>";
  fn->line = static_cast<int>(ts_node_start_point(s->node).row) + 1;
  fn->nested = true;
  fn->qualname = s->qualname;
  fn->parent = s->parent ? s->parent->fn : nullptr;
  bool async = is_async_genexp(s->node);
  declare_generator(fn.get(), TSNode{}, async);
  fn->is_coroutine = fn->is_async_gen = async;
  FuncInfo info;
  info.fn = fn.get();
  info.node = s->node;
  info.def_end = ts_node_end_byte(s->node);
  // The enclosing activation's environment, then the first iterable's iterator.
  for (const char* name : {"$penv", "$iter"}) {
    ir::Param p;
    p.reg = fn->new_register(name, Type::object(), true);
    fn->params.push_back(p);
    info.param_names.push_back(name);
    info.defaults.push_back(TSNode{});
  }
  s->fn = fn.get();
  std::string key = genexp_key(s->node);
  funcs_[key] = info;
  func_order_.push_back(key);
  mod_.functions.push_back(std::move(fn));
}

RValue Lowerer::lower_genexp(TSNode e) {
  Scope* s = scopes_ ? scopes_->find(e) : nullptr;
  if (s == nullptr || !s->genexp || s->fn == nullptr) {
    error(e, msg::unsupported("a generator expression here"));
    return poison();
  }
  Function* f = s->fn;
  TSNode right = child_by_field(first_for(e), "right");
  GenexpSite site{Type::int_(), narrowed_, 0, 0};
  std::vector<RValue> passed;  // what the body's first loop takes, after the environment
  std::string range = node_type(right) == "call" ? text(child_by_field(right, "function")) : "";
  const bool async_first = is_async_clause(first_for(e));
  if (async_first) {
    // aiter() of the first iterable happens now, as CPython's GET_AITER in the creator.
    RValue src = lower_expr(right);
    if (!src.type().is_pyobject()) {
      error(right, msg::no_attribute(src.type().name(), "__aiter__") + " (not async iterable)");
      b_->release(src);
      return poison();
    }
    set_span(right);
    passed.push_back(b_->prim(PrimId::AIter, {src.v}));
    b_->release(src);
    site.elem = Type::object();
  } else if (range == "range" && !funcs_.count(range) &&
      !local_names_.count(range) && !locals_.count(range) && !mod_.find_global(range) &&
      node_type(child_by_field(right, "arguments")) == "argument_list") {
    // range(...) of the builtins: its arguments are evaluated (and a zero step rejected) now,
    // and the body counts natively.
    std::vector<TSNode> argv;
    auto regs = range_arguments(right, argv);
    if (!regs) return poison();
    site.range_args = regs->size();
    if (regs->size() == 3) {
      site.range_sign = literal_sign(argv[2]);
      set_span(right);
      if (site.range_sign == 0) b_->prim(PrimId::RangeCheckStep, {(*regs)[2]});
    }
    for (Register* r : *regs) passed.push_back(RValue{r, false});
  } else {
    std::optional<Type> view_elem;
    RValue src = lower_iterable(right, view_elem);
    if (!iterable_value(src)) {
      error(right, "\"" + src.type().name() + "\" object is not iterable");
      b_->release(src);
      return poison();
    }
    Type st = src.type();
    // iter() of the first iterable happens now, as in CPython: (x for x in 5) raises here. A
    // list or tuple goes in itself (its iterator cannot fail, and the body indexes it as the
    // list iterator would).
    RValue it = src;
    if (!st.is(TypeKind::List) && !st.is(TypeKind::Tuple)) {
      set_span(right);
      it = b_->prim(PrimId::GetIter, {src.v});
      b_->release(src);
    }
    site.elem = view_elem ? *view_elem : st.elem();
    passed.push_back(it);
  }
  for (size_t i = 0; i < passed.size(); ++i) {
    if (f->params.size() < i + 2) {
      ir::Param p;
      p.reg = f->new_register("$iter" + std::to_string(i), Type::object(), true);
      f->params.push_back(p);
    }
    f->params[i + 1].reg->type = passed[i].type();
  }
  genexp_sites_[f] = site;
  f->gen_yield = genexp_item_type(e, s);
  RValue env = env_reg_ != nullptr ? RValue{env_reg_, false} : b_->box(b_->load_none().v);
  set_span(e);
  std::vector<Value*> operands{env.v};
  for (const RValue& v : passed) operands.push_back(v.v);
  Value* gen = b_->take(b_->call(f, operands));
  b_->release(env);
  for (auto it = passed.rbegin(); it != passed.rend(); ++it) b_->release(*it);
  return b_->owned(gen);
}

void Lowerer::begin_first_loop(const Function* f, const std::vector<Register*>& inputs) {
  const GenexpSite& site = genexp_sites_[f];
  if (site.range_args > 0) {
    iterate_range_ = inputs;
    iterate_range_sign_ = site.range_sign;
  } else {
    iterate_value_ = inputs[0];
    iterate_elem_ = site.elem;
  }
}

Type Lowerer::genexp_item_type(TSNode e, Scope* s) {
  // The body is lowered for real after the enclosing function; here it is lowered into a
  // scratch function, in the state the body will start in, only to learn the element's type.
  if (s->needs_env()) return Type::object();  // its own captured variables: not without it
  Builder* saved_b = b_;
  Scope* saved_scope = scope_;
  Register* saved_env = env_reg_;
  Register* saved_penv = penv_;
  bool saved_module = module_level_;
  int saved_temps = temp_counter_;
  int saved_profile_line = profile_last_line_;
  size_t saved_errors = diags_.all().size();
  auto saved_locals = locals_;
  auto saved_local_names = local_names_;
  auto saved_definitely = definitely_;
  auto saved_narrowed = narrowed_;
  auto saved_flags = flags_;
  auto saved_need_flag = need_flag_;
  auto saved_unbindable = unbindable_;
  auto saved_native = native_lists_;
  auto saved_native_dicts = native_dicts_;
  auto saved_comp = comprehension_names_;
  auto saved_expected = expected_;

  ir::Function scratch;
  scratch.name = "<genexpr>";
  scratch.is_generator = true;
  scratch.is_coroutine = s->fn->is_coroutine;  // an async genexp's awaits and async clauses
  b_ = new Builder(&scratch);
  scope_ = s;
  module_level_ = false;
  env_reg_ = nullptr;
  penv_ = scratch.new_register("$penv", Type::object(), true);
  locals_.clear();
  local_names_.clear();
  definitely_.clear();
  flags_.clear();
  unbindable_.clear();
  native_lists_.clear();
  native_dicts_.clear();
  comprehension_names_.clear();
  expected_.reset();
  narrowed_ = genexp_sites_[s->fn].narrowed;
  std::vector<Register*> inputs;
  for (size_t i = 1; i < s->fn->params.size(); ++i) {
    inputs.push_back(scratch.new_register("$iter", s->fn->params[i].reg->type, true));
  }
  begin_first_loop(s->fn, inputs);
  std::optional<Type> item;
  TSNode body = child_by_field(e, "body");
  lower_clauses(e, [&]() {
    RValue v = lower_expr(body);
    item = v.type();
    b_->release(v);
  });
  bool clean = diags_.all().size() == saved_errors;
  diags_.truncate(saved_errors);
  delete b_;

  b_ = saved_b;
  scope_ = saved_scope;
  env_reg_ = saved_env;
  penv_ = saved_penv;
  module_level_ = saved_module;
  temp_counter_ = saved_temps;
  profile_last_line_ = saved_profile_line;
  locals_ = saved_locals;
  local_names_ = saved_local_names;
  definitely_ = saved_definitely;
  narrowed_ = saved_narrowed;
  flags_ = saved_flags;
  need_flag_ = saved_need_flag;
  unbindable_ = saved_unbindable;
  native_lists_ = saved_native;
  native_dicts_ = saved_native_dicts;
  comprehension_names_ = saved_comp;
  expected_ = saved_expected;
  iterate_value_ = nullptr;
  iterate_elem_.reset();
  iterate_range_.clear();
  if (!clean || !item || item->is(TypeKind::None) || item->is(TypeKind::Buffer)) {
    return Type::object();
  }
  return *item;
}

void Lowerer::lower_genexp_body(TSNode e) {
  Function* f = b_->fn();
  TSNode body = child_by_field(e, "body");
  // The first clause iterates what the creator passed in (nothing: the creation never ran).
  if (genexp_sites_.count(f)) {
    narrowed_ = genexp_sites_[f].narrowed;
    std::vector<Register*> inputs;
    for (size_t i = 1; i < f->params.size(); ++i) inputs.push_back(f->params[i].reg);
    begin_first_loop(f, inputs);
  } else {
    iterate_value_ = f->params[1].reg;
  }
  lower_clauses(e, [&]() {
    RValue v = lower_expr(body);
    auto c = coerce(v, f->gen_yield, body, "yield");
    if (c) b_->release(emit_yield(*c, body));
  });
}

}  // namespace hintc::frontend
