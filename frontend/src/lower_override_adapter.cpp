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

bool Lowerer::override_callable_through_python(const Function* base) const {
  for (const ir::Param& p : base->params) {
    if (p.kind == ir::ParamKind::VarPositional || p.kind == ir::ParamKind::VarKeyword) return false;
  }
  return true;
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
  std::string key = c->name + "." + fn->name;
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
  Function* f = info.fn;
  RValue self{f->params[0].reg, false};
  RValue method = method_object(info.adapts, self, info.adapts_slot);  // the receiver's own
  std::vector<RValue> args;
  std::vector<Value*> operands;
  std::vector<std::string> keywords;
  for (size_t i = 1; i < f->params.size(); ++i) {
    args.push_back(to_object(RValue{f->params[i].reg, false}));
    operands.push_back(args.back().v);
    if (f->params[i].kind == ir::ParamKind::KeywordOnly) keywords.push_back(f->params[i].reg->name);
  }
  RValue r = b_->call_object(method.v, operands, keywords);
  for (auto a = args.rbegin(); a != args.rend(); ++a) b_->release(*a);
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

}  // namespace hintc::frontend
