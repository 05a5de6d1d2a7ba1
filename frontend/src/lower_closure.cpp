// Nested defs and lambdas: their ir::Functions, the environment of captured variables each
// activation allocates, reads and stores of captured names, closures and native nested calls.
#include "class_body.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

namespace {
const char* const kUp = "$up";  // the enclosing environment, in a nested function's own one
std::string nested_key(TSNode n) { return "<nested>@" + std::to_string(ts_node_start_byte(n)); }
}  // namespace

void Lowerer::collect_nested(TSNode root) {
  scopes_ = std::make_unique<ScopeTable>(std::string(src_.slice(0, ts_node_end_byte(root))), root,
                                         [this](TSNode n) { return live_parts(n); });
  std::map<uint32_t, FuncInfo*> top;
  for (auto& [key, info] : funcs_) {
    if (!ts_node_is_null(info.node)) top[ts_node_start_byte(info.node)] = &info;
  }
  for (const auto& sp : scopes_->all()) {
    Scope* s = sp.get();
    // Comprehensions share their function's environment here, so a captured comprehension
    // variable must not also be one of the function's own variables.
    for (const std::string& n : s->cells) {
      if (s->comprehension_names.count(n) && (s->rebound.count(n) || s->defs.count(n))) {
        error(s->node, msg::unsupported("capturing comprehension variable '" + n +
                                        "' of a function that binds '" + n + "' outside it too"));
      }
    }
    bool lambda = node_type(s->node) == "lambda";
    if (s->genexp) {
      if (s->parent == nullptr || s->parent->fn != nullptr) collect_genexp(s);
      continue;
    }
    if (s->parent == nullptr && !lambda) {
      auto it = top.find(ts_node_start_byte(s->node));
      if (it != top.end()) s->fn = it->second->fn;
      // A def inside a statement of a class body is made when the statement runs, as a closure
      // without an environment (lower_class_ns.cpp).
      if (it != top.end() || !def_in_class_statement(s->node)) continue;
    }
    if (s->parent != nullptr && s->parent->fn == nullptr) continue;  // inside an uncompiled def
    std::string key = nested_key(s->node);
    FuncInfo* info = collect_def(s->node, nullptr, ir::MethodKind::Instance, &key);
    if (info == nullptr) continue;
    Function* f = info->fn;
    if (lambda) f->name = "<lambda>";
    f->nested = true;
    f->qualname = s->qualname;
    f->parent = s->parent ? s->parent->fn : nullptr;
    ir::Param env;
    env.reg = f->new_register("$penv", Type::object(), true);
    f->params.insert(f->params.begin(), env);
    info->param_names.insert(info->param_names.begin(), "$penv");
    info->defaults.insert(info->defaults.begin(), TSNode{});
    s->fn = f;
  }
}

void Lowerer::begin_closure_body(FuncInfo& info) {
  scope_ = scopes_ ? scopes_->find(info.node) : nullptr;
  Function* f = info.fn;
  penv_ = f->nested ? f->params[0].reg : nullptr;
  env_reg_ = nullptr;
  f->env.reset();
  if (scope_ == nullptr || !scope_->needs_env()) return;
  f->env = std::make_unique<ir::EnvDef>();
  env_reg_ = f->new_register("$env", Type::object());
  Op* op = b_->emit(OpKind::EnvNew, Type::object(), {}, true);
  op->callee = f;
  b_->assign(env_reg_, b_->owned(op));
  if (penv_ != nullptr) {
    f->env->fields.push_back({kUp, Type::object()});
    store_field(f, RValue{env_reg_, false}, kUp, RValue{penv_, false});
  }
  for (const ir::Param& p : f->params) {
    if (p.reg == penv_ || !scope_->cells.count(p.reg->name)) continue;
    f->env->fields.push_back({p.reg->name, p.reg->type});
    store_field(f, RValue{env_reg_, false}, p.reg->name, RValue{p.reg, false});
  }
}

void Lowerer::store_field(Function* owner, RValue env, const std::string& field, RValue v) {
  Value* val = b_->take(b_->ensure_owned(v));
  Op* op = b_->emit(OpKind::EnvSet, Type::none(), {env.v, val}, false);
  op->callee = owner;
  op->text = field;
}

RValue Lowerer::load_field(Function* owner, RValue env, const std::string& field, int free) {
  Op* op = b_->emit(OpKind::EnvGet, owner->env->find(field)->type, {env.v}, true);
  op->callee = owner;
  op->text = field;
  op->imm = free;
  return b_->owned(op);
}

RValue Lowerer::env_of(Scope* owner) {
  if (owner == scope_) {
    if (env_reg_ != nullptr) return RValue{env_reg_, false};
    return b_->box(b_->load_none().v);  // nothing captures from this activation
  }
  RValue cur{penv_, false};
  for (Scope* s = scope_->parent; s != owner; s = s->parent) {
    RValue up = load_field(s->fn, cur, kUp, 1);
    b_->release(cur);
    cur = up;
  }
  return cur;
}

// The scope owning captured name `name` as seen from the current function, or null when the
// name is not a captured variable here.
Scope* Lowerer::cell_owner(const std::string& name) const {
  if (scope_ == nullptr || module_level_) return nullptr;
  if (scope_->cells.count(name) && scope_->locals.count(name)) return scope_;
  auto fr = scope_->free.find(name);
  return fr == scope_->free.end() ? nullptr : fr->second;
}

std::optional<RValue> Lowerer::closure_read(const std::string& name, TSNode at) {
  Scope* owner = cell_owner(name);
  if (owner == nullptr && scope_ != nullptr && scope_->parent == nullptr && !module_level_ &&
      (node_type(scope_->node) == "lambda" || scope_->genexp) &&
      scopes_->module_comprehension_name(name) && !scope_->locals.count(name) &&
      mod_.find_global(name) == nullptr) {
    error(at, msg::unsupported("a module-level lambda reading a comprehension variable"));
    return poison();
  }
  if (owner == nullptr) return std::nullopt;
  if (owner->fn->env == nullptr || owner->fn->env->find(name) == nullptr) {
    error(at, owner == scope_ ? "local variable '" + name +
                                    "' is read before its first assignment in the source"
                              : "captured variable '" + name + "' is never assigned in '" +
                                    owner->fn->name + "'");
    return poison();
  }
  set_span(at);
  RValue env = env_of(owner);
  RValue v = load_field(owner->fn, env, name, owner == scope_ ? 0 : 1);
  if (env.owned) {
    // The chain's last environment is a temporary: release it below the value.
    Value* held = b_->take(v);
    b_->release(env);
    v = b_->owned(held);
  }
  auto n = narrowed_.find(name);
  if (n != narrowed_.end() && v.type().is(ir::TypeKind::Optional)) {
    return checked(v, n->second, "narrowed value");
  }
  return v;
}

std::optional<Type> Lowerer::captured_type(const std::string& name) const {
  Scope* owner = cell_owner(name);
  if (owner == nullptr || owner->fn->env == nullptr) return std::nullopt;
  const ir::EnvField* f = owner->fn->env->find(name);
  return f ? std::optional<Type>(f->type) : std::nullopt;
}

namespace {

bool rebound_by_nested(const Scope* s, const std::string& name) {
  for (const Scope* c : s->children) {
    if (c->nonlocals.count(name) || (!c->locals.count(name) && rebound_by_nested(c, name))) return true;
  }
  return false;
}

}  // namespace

bool Lowerer::closure_assign(TSNode target, RValue& v, std::optional<Type> declared) {
  std::string name = text(target);
  Scope* owner = cell_owner(name);
  if (owner == nullptr) return false;
  if (owner != scope_ && !scope_->nonlocals.count(name)) return false;
  ir::EnvDef* env_def = owner->fn->env.get();
  const ir::EnvField* field = env_def->find(name);
  if (field == nullptr) {
    if (owner != scope_) {
      error(target, "captured variable '" + name + "' is never assigned in '" + owner->fn->name +
                        "'");
      b_->release(v);
      return true;
    }
    // In an untyped def (mypy leaves it unchecked) a captured variable that a nested function
    // rebinds, or that changes type here, may hold anything: an object.
    if (!declared && untyped_def_ && (widened_locals_.count(name) || rebound_by_nested(scope_, name))) {
      declared = Type::object();
    }
    env_def->fields.push_back({name, declared.value_or(v.type())});
    field = &env_def->fields.back();
  } else if (declared && *declared != field->type) {
    error(target, "Name \"" + name + "\" already defined with another type");
  } else if (untyped_def_ && owner == scope_ && !declared && field->type != v.type() &&
             !field->type.is(ir::TypeKind::Object) &&
             (v.type().is(ir::TypeKind::Object) || !assignable(v.type(), field->type))) {
    widened_locals_.insert(name);  // lower_function lowers the def again with it an object
  }
  auto c = coerce(v, field->type, target, "assignment");
  if (!c) return true;
  narrowed_.erase(name);
  set_span(target);
  RValue env = env_of(owner);
  store_field(owner->fn, env, name, *c);
  b_->release(env);
  return true;
}

void Lowerer::closure_del(TSNode target) {
  std::string name = text(target);
  Scope* owner = cell_owner(name);
  // Reading it first raises what CPython's DELETE_DEREF raises when it is unbound already.
  auto v = closure_read(name, target);
  if (!v) return;
  b_->release(*v);
  narrowed_.erase(name);
  set_span(target);
  RValue env = env_of(owner);
  Op* op = b_->emit(OpKind::EnvDel, Type::none(), {env.v}, false);
  op->callee = owner->fn;
  op->text = name;
  b_->release(env);
}

bool Lowerer::closure_declare(const std::string& name, Type t) {
  if (cell_owner(name) != scope_ || scope_ == nullptr) return false;
  ir::EnvDef* env_def = scope_->fn->env.get();
  if (env_def->find(name) == nullptr) env_def->fields.push_back({name, t});
  return true;
}

RValue Lowerer::make_closure(TSNode def) {
  Scope* d = scopes_ ? scopes_->find(def) : nullptr;
  if (d == nullptr || d->fn == nullptr) {
    error(def, msg::unsupported("a function defined here"));
    return poison();
  }
  // Defaults are evaluated where the def stands, each time it runs, in the enclosing scope.
  std::vector<RValue> operands;
  const FuncInfo& info = funcs_.at(nested_key(def));
  for (size_t i = 0; i < info.defaults.size(); ++i) {
    if (ts_node_is_null(info.defaults[i])) continue;
    RValue v = lower_expr(info.defaults[i]);
    auto c = coerce(v, d->fn->params[i].reg->type, info.defaults[i], "default");
    operands.push_back(c ? to_object(*c) : poison());
  }
  set_span(def);
  operands.insert(operands.begin(),
                  env_reg_ != nullptr ? RValue{env_reg_, false} : b_->box(b_->load_none().v));
  std::vector<Value*> values;
  for (const RValue& v : operands) values.push_back(v.v);
  Op* op = b_->emit(OpKind::MakeClosure, Type::object(), values, true);
  op->callee = d->fn;
  Value* held = b_->take(b_->owned(op));
  for (auto it = operands.rbegin(); it != operands.rend(); ++it) b_->release(*it);
  return b_->owned(held);
}

void Lowerer::lower_nested_def(TSNode s) {
  TSNode name = child_by_field(s, "name");
  assign_name(name, make_closure(s), std::nullopt);
}

void Lowerer::lower_nested_decorated(TSNode s) {
  // As CPython: decorators evaluated top-down, then the defaults and the function object, then
  // the decorators applied bottom-up; the name holds the result (calls go through it).
  TSNode def = child_by_field(s, "definition");
  RValue f = apply_decorators(decorator_exprs(s), [&]() { return make_closure(def); });
  assign_name(child_by_field(def, "name"), f, std::nullopt);
}

void Lowerer::lower_lambda_body(TSNode body) {
  RValue v = lower_expr(body);
  auto c = coerce(v, return_type_, body, "return");
  if (!c) return;
  b_->assign(ret_reg_, *c);
  b_->goto_(ret_block_);
}

std::optional<RValue> Lowerer::call_nested(const std::string& name, TSNode call, TSNode args) {
  if (scope_ == nullptr || module_level_ || scope_->globals.count(name)) return std::nullopt;
  Scope* owner = scope_->locals.count(name) ? scope_ : cell_owner(name);
  if (owner == nullptr) return std::nullopt;
  TSNode fn = child_by_field(call, "function");
  Scope* d = owner->direct_def(name);
  // Omitted arguments take the function object's defaults: such calls go through it.
  bool omits = false;
  if (d != nullptr && d->fn != nullptr && node_type(args) == "argument_list") {
    size_t given = 0;
    for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
      given += node_type(ts_node_named_child(args, i)) != "comment";
    }
    omits = given < d->fn->params.size() - 1;
  }
  if (d == nullptr || d->fn == nullptr || omits || node_type(args) != "argument_list" ||
      has_splat(args)) {
    if (owner == scope_ && !scope_->cells.count(name)) return std::nullopt;  // a plain local
    return call_generic(lower_name(fn), call, args);
  }
  // Reading the name first raises what Python would when the def has not run yet.
  b_->release(lower_name(fn));
  auto info = funcs_.find(nested_key(d->node));
  if (info == funcs_.end()) return poison();
  RValue env = env_of(owner);
  RValue r = call_compiled(info->second, call, args, env);
  if (!env.owned) return r;
  Value* held = b_->take(r);
  b_->release(env);
  return b_->owned(held);
}

void Lowerer::check_nonlocal(TSNode s) {
  for (uint32_t i = 0; i < ts_node_named_child_count(s); ++i) {
    TSNode id = ts_node_named_child(s, i);
    if (module_level_) return error(s, "nonlocal declaration not allowed at module level");
    if (cell_owner(text(id)) == nullptr || cell_owner(text(id)) == scope_) {
      error(id, "no binding for nonlocal '" + text(id) + "' found");
    }
  }
}

}  // namespace hintc::frontend
