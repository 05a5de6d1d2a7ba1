// Overrides whose parameters are wider than the base method's (contravariant, as mypy allows),
// that add parameters with defaults, or whose result is narrower: the override gets a vtable
// slot of its own signature, and the inherited slot holds an adapter with the base's signature
// that converts the arguments (the added ones take their defaults), calls the override through
// the new slot (so further overrides are seen) and converts the result. An override of another
// arity that `# type: ignore[override]` lets through gets an adapter that calls the receiver's
// method through Python with the arguments of the call (CPython's TypeError when they do not fit).
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::kBuildDict;
using ir::kBuildList;
using ir::PrimId;
using ir::TypeKind;

bool Lowerer::override_adaptable(const Function* base, const Function* over, bool ignored) const {
  if (base->params.size() > over->params.size()) return false;
  for (size_t i = base->params.size(); i < over->params.size(); ++i) {
    if (over->params[i].default_value == nullptr) return false;  // *args, **kw, required ones
  }
  for (size_t i = 1; i < base->params.size(); ++i) {
    if (base->params[i].kind != over->params[i].kind ||
        !(ignored || assignable(base->params[i].reg->type, over->params[i].reg->type))) {
      return false;
    }
  }
  return ignored || assignable(over->return_type, base->return_type);
}

namespace {

using ir::ParamKind;

bool positional(ParamKind k) { return k == ParamKind::PositionalOnly || k == ParamKind::Normal; }

const ir::Param* param_of_kind(const Function* f, ParamKind k) {
  for (const ir::Param& p : f->params) {
    if (p.kind == k) return &p;
  }
  return nullptr;
}

const ir::Param* keyword_param(const Function* f, const std::string& name) {
  for (size_t i = 1; i < f->params.size(); ++i) {
    const ir::Param& p = f->params[i];
    if ((p.kind == ParamKind::Normal || p.kind == ParamKind::KeywordOnly) && p.reg->name == name)
      return &p;
  }
  return nullptr;
}

}  // namespace

bool Lowerer::override_compatible(const Function* base, const Function* over) const {
  // mypy's rule: every call the base accepts, the override accepts with wider parameter types.
  // `takes(t, p)`: the override's parameter p (or its *args / **kwargs item) takes a base t.
  auto takes = [&](Type t, const ir::Param* p) {
    if (p == nullptr) return false;
    Type want = p->kind == ParamKind::VarPositional || p->kind == ParamKind::VarKeyword
                    ? (p->kind == ParamKind::VarKeyword ? p->reg->type.arg(1) : p->reg->type.elem())
                    : p->reg->type;
    return assignable(t, want);
  };
  const ir::Param* star = param_of_kind(over, ParamKind::VarPositional);
  const ir::Param* dstar = param_of_kind(over, ParamKind::VarKeyword);
  size_t over_positional = 0;
  while (over_positional < over->params.size() && positional(over->params[over_positional].kind)) {
    ++over_positional;
  }
  std::set<const ir::Param*> covered;
  for (size_t i = 1; i < base->params.size(); ++i) {
    const ir::Param& bp = base->params[i];
    Type t = bp.reg->type;
    if (positional(bp.kind)) {
      const ir::Param* at = i < over_positional ? &over->params[i] : star;
      if (!takes(t, at)) return false;
      covered.insert(at);
      // By keyword, the name must reach a parameter that takes it (or one it does not name).
      if (bp.kind == ParamKind::Normal) {
        const ir::Param* named = keyword_param(over, bp.reg->name);
        if (named != nullptr && named != at) return false;
        if (named == nullptr && i >= over_positional && !takes(t, dstar)) return false;
      }
    } else if (bp.kind == ParamKind::KeywordOnly) {
      const ir::Param* named = keyword_param(over, bp.reg->name);
      if (!takes(t, named != nullptr ? named : dstar)) return false;
      covered.insert(named != nullptr ? named : dstar);
    } else if (bp.kind == ParamKind::VarPositional) {
      if (!takes(t.elem(), star)) return false;
    } else if (!takes(t.arg(1), dstar)) {
      return false;
    }
  }
  // Parameters of the override the base's calls leave out need defaults.
  for (size_t i = 1; i < over->params.size(); ++i) {
    const ir::Param& op = over->params[i];
    if (op.kind == ParamKind::VarPositional || op.kind == ParamKind::VarKeyword) continue;
    if (op.default_value == nullptr && !covered.count(&op)) return false;
  }
  return assignable(over->return_type, base->return_type);
}

std::string Lowerer::override_error(const Function* base, const Function* over,
                                    const ClassDef* base_class) const {
  std::string where = "\"" + over->name + "\"";
  std::string super = "supertype \"" + base_class->name + "\"";
  // The same parameters but one narrower: mypy names the argument and the base's type.
  bool kinds = base->params.size() == over->params.size();
  for (size_t i = 1; kinds && i < base->params.size(); ++i) {
    kinds = base->params[i].kind == over->params[i].kind &&
            base->params[i].reg->name == over->params[i].reg->name;
  }
  for (size_t i = 1; kinds && i < base->params.size(); ++i) {
    const ir::Param& bp = base->params[i];
    if (bp.kind == ParamKind::VarPositional || bp.kind == ParamKind::VarKeyword) continue;
    if (!assignable(bp.reg->type, over->params[i].reg->type)) {
      return "Argument " + std::to_string(i) + " of " + where + " is incompatible with " + super +
             "; supertype defines the argument type as \"" + bp.reg->type.name() + "\"";
    }
  }
  return "Signature of " + where + " incompatible with " + super;
}

Function* Lowerer::add_override_adapter(ClassDef* c, const Function* base, Function* over,
                                        int over_slot, bool through_python) {
  auto fn = std::make_unique<ir::Function>();
  fn->name = over->name + "$adapter";
  fn->line = over->line;
  fn->owner = c;
  fn->return_type = base->return_type;
  FuncInfo info;
  info.fn = fn.get();
  info.node = TSNode{};
  for (size_t i = 0; i < base->params.size(); ++i) {
    ir::Param p;
    p.kind = base->params[i].kind;
    Type t = i == 0 ? Type::instance(c) : base->params[i].reg->type;
    p.reg = fn->new_register(base->params[i].reg->name, t, true);
    fn->params.push_back(p);
    info.param_names.push_back(p.reg->name);
    info.defaults.push_back(TSNode{});
  }
  info.adapts = over;
  info.adapts_slot = over_slot;
  info.adapts_through_python = through_python;
  // One per slot the override fills: the second and later of a class get numbered names.
  std::string key = c->name + "." + fn->name;
  for (int n = 2; funcs_.count(key); ++n) {
    fn->name = over->name + "$adapter" + std::to_string(n);
    key = c->name + "." + fn->name;
  }
  Function* raw = fn.get();
  funcs_[key] = info;
  func_order_.push_back(key);
  mod_.functions.push_back(std::move(fn));
  return raw;
}

// v converted to t: statically where it is assignable, else (an ignored incompatible override)
// checked at run time as an object.
RValue Lowerer::adapted(RValue v, Type t, const char* context) {
  if (!assignable(v.type(), t)) return checked(as_type(v, Type::object()), t, context);
  return *coerce(v, t, TSNode{}, context);
}

void Lowerer::lower_python_adapter_call(FuncInfo& info) {
  // The base's arguments as Python would pass them: positional ones (and its *args) in a list,
  // keyword-only ones (and its **kwargs) in a dict, then one call of the receiver's method.
  Function* f = info.fn;
  RValue self{f->params[0].reg, false};
  RValue method = method_object(info.adapts, self, info.adapts_slot);  // the receiver's own
  RValue pos = b_->build(kBuildList, Type::list(Type::object()), {});
  RValue kw = b_->build(kBuildDict, Type::dict(Type::str(), Type::object()), {});
  for (size_t i = 1; i < f->params.size(); ++i) {
    const ir::Param& p = f->params[i];
    RValue v = to_object(RValue{p.reg, false});
    if (p.kind == ParamKind::KeywordOnly) {
      RValue name = b_->load_str(p.reg->name);
      b_->prim(PrimId::KwargsAdd, {method.v, kw.v, name.v, v.v});
      b_->release(name);
    } else if (p.kind == ParamKind::VarKeyword) {
      b_->prim(PrimId::KwargsMerge, {method.v, kw.v, v.v});
    } else {
      b_->prim(p.kind == ParamKind::VarPositional ? PrimId::ListExtend : PrimId::ListAppend,
               {pos.v, v.v});
    }
    b_->release(v);
  }
  RValue tup = b_->prim(PrimId::SeqTuple, {pos.v});
  RValue r = b_->prim(PrimId::CallSplat, {method.v, tup.v, kw.v});
  b_->release(tup);
  b_->release(kw);
  b_->release(pos);
  b_->release(method);
  b_->assign(ret_reg_, adapted(r, f->return_type, "return"));
  b_->goto_(ret_block_);
}

void Lowerer::lower_override_adapter(FuncInfo& info) {
  Function* f = info.fn;
  const Function* over = info.adapts;
  local_names_.clear();
  global_names_.clear();
  begin_body(f, f->return_type);
  if (info.adapts_through_python) {
    lower_python_adapter_call(info);
    end_body(TSNode{});
    return;
  }
  std::vector<RValue> args;
  for (size_t i = 0; i < f->params.size(); ++i) {
    RValue a{f->params[i].reg, false};
    if (i == 0) {
      args.push_back(a);
      continue;
    }
    args.push_back(adapted(a, over->params[i].reg->type, "argument"));
  }
  for (size_t i = f->params.size(); i < over->params.size(); ++i) {
    args.push_back(b_->load_global(over->params[i].default_value));
  }
  std::vector<Value*> operands;
  for (const RValue& a : args) operands.push_back(a.v);
  RValue r = direct_or_virtual(const_cast<Function*>(over), operands, info.adapts_slot);
  for (auto a = args.rbegin(); a != args.rend(); ++a) b_->release(*a);
  b_->assign(ret_reg_, adapted(r, f->return_type, "return"));
  b_->goto_(ret_block_);
  end_body(TSNode{});
}

namespace {

// A default every def evaluates to an equal immutable value: a number, string, bool or None.
bool constant_default(TSNode d) {
  std::string k = node_type(d);
  if (k == "unary_operator") return constant_default(child_by_field(d, "argument"));
  if (k == "string") {
    for (uint32_t i = 0; i < ts_node_named_child_count(d); ++i) {
      if (node_type(ts_node_named_child(d, i)) == "interpolation") return false;
    }
    return true;
  }
  return k == "integer" || k == "float" || k == "true" || k == "false" || k == "none";
}

enum class Given { kOmitted, kPositional, kKeyword };

}  // namespace

bool Lowerer::overrides_bind_alike(const ClassDef* c, const Function* base, const ArgMatch& match,
                                   size_t first) {
  std::vector<Given> given(base->params.size(), Given::kOmitted);
  for (size_t a = 0; a < match.order.size(); ++a) {
    given[first + match.order[a]] =
        match.keywords[a].empty() ? Given::kPositional : Given::kKeyword;
  }
  const FuncInfo& bi = funcs_[method_key(base)];
  std::vector<const ClassDef*> todo(c->subclasses.begin(), c->subclasses.end());
  while (!todo.empty()) {
    const ClassDef* k = todo.back();
    todo.pop_back();
    todo.insert(todo.end(), k->subclasses.begin(), k->subclasses.end());
    const ir::ClassMethod* m = k->find_method(base->name);
    if (m == nullptr || m->fn == base || m->fn->owner != k) continue;
    const Function* over = m->fn;
    if (over->params.size() < base->params.size()) return false;
    const FuncInfo& oi = funcs_[method_key(over)];
    for (size_t p = first; p < base->params.size(); ++p) {
      const ir::Param& bp = base->params[p];
      const ir::Param& op = over->params[p];
      bool variadic =
          bp.kind == ir::ParamKind::VarPositional || bp.kind == ir::ParamKind::VarKeyword;
      if (variadic || op.kind == ir::ParamKind::VarPositional ||
          op.kind == ir::ParamKind::VarKeyword) {
        if (op.kind != bp.kind) return false;
        continue;
      }
      switch (given[p]) {
        case Given::kPositional:
          if (op.kind == ir::ParamKind::KeywordOnly) return false;
          break;
        case Given::kKeyword:
          if (op.kind == ir::ParamKind::PositionalOnly || op.reg->name != bp.reg->name)
            return false;
          break;
        case Given::kOmitted: {
          TSNode bd = p < bi.defaults.size() ? bi.defaults[p] : TSNode{};
          TSNode od = p < oi.defaults.size() ? oi.defaults[p] : TSNode{};
          if (ts_node_is_null(bd) || ts_node_is_null(od) || !constant_default(od) ||
              text(bd) != text(od)) {
            return false;
          }
          break;
        }
      }
    }
  }
  return true;
}

}  // namespace hintc::frontend
