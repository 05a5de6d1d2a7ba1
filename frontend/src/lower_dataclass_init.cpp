// A compiled dataclass's generated __init__: parameters in CPython's fields order (the bases'
// fields first, keyword-only ones after the others), InitVar[T] pseudo-fields passed on to
// __post_init__, field(init=False) fields set from their default (or left to __post_init__),
// field(kw_only=) and the `_: KW_ONLY` sentinel; and the class's __match_args__ and Field flags.
#include "class_body.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::MethodKind;

bool Lowerer::collect_dataclass_pseudo_field(ClassDef* c, TSNode a) {
  TSNode left = child_by_field(a, "left"), type = child_by_field(a, "type");
  std::string tn = text(type);
  if (tn == "KW_ONLY" || tn == "dataclasses.KW_ONLY") {
    // The fields after it are keyword-only; the sentinel itself is no field.
    if (kw_only_marker_.count(c->name)) error(a, "There is at most one KW_ONLY field");
    kw_only_marker_.insert(c->name);
    return true;
  }
  // The T of `InitVar[T]` / `dataclasses.InitVar[T]`.
  auto initvar = [&](const std::string& n) { return n == "InitVar" || n == "dataclasses.InitVar"; };
  TSNode e = node_type(type) == "type" ? ts_node_named_child(type, 0) : type;
  TSNode arg{};
  if (node_type(e) == "generic_type" && initvar(text(ts_node_named_child(e, 0)))) {
    TSNode params = ts_node_named_child(e, 1);
    if (!ts_node_is_null(params)) arg = ts_node_named_child(params, 0);
  } else if (node_type(e) == "subscript" && initvar(text(child_by_field(e, "value")))) {
    arg = child_by_field(e, "subscript");
  }
  if (ts_node_is_null(arg)) return false;
  InitVarDef iv;
  iv.type = parse_annotation(arg).value_or(Type::object());
  if (iv.type.is(ir::TypeKind::None)) iv.type = Type::object();
  TSNode right = child_by_field(a, "right");
  std::string name = text(left);
  if (!ts_node_is_null(right)) {
    iv.default_node = is_field_call(right) ? initvar_field_default(c, name, right) : right;
    if (!ts_node_is_null(iv.default_node)) {
      iv.default_value = mod_.new_global(c->name + "." + name + "$initvar", iv.type);
      iv.default_value->is_public = false;
    }
  }
  initvars_[c->name + "." + name] = iv;
  note_dataclass_name(c, name);
  return true;
}

TSNode Lowerer::initvar_field_default(ClassDef* c, const std::string& name, TSNode call) {
  // What the dataclasses module accepts on an InitVar: a default, kw_only, and the flags an
  // InitVar ignores (repr, compare, hash); a default factory is its TypeError (here at compile
  // time, as the decorator raises it whenever the class statement runs).
  TSNode args = child_by_field(call, "arguments"), dflt{};
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    TSNode a = ts_node_named_child(args, i);
    std::string an = text(child_by_field(a, "name")), av = text(child_by_field(a, "value"));
    bool literal = av == "True" || av == "False" || (an == "hash" && av == "None");
    if (node_type(a) == "keyword_argument" && an == "default_factory") {
      error(a, "field " + name + " cannot have a default factory");
    } else if (node_type(a) == "keyword_argument" && an == "default") {
      dflt = child_by_field(a, "value");
    } else if (node_type(a) == "keyword_argument" && an == "kw_only" && literal) {
      field_kw_only_[c->name + "." + name] = av == "True";
    } else if (node_type(a) == "keyword_argument" && an == "init" && literal) {
      if (av == "False") no_init_fields_.insert(c->name + "." + name);  // no parameter
    } else if (!(node_type(a) == "keyword_argument" && (an == "repr" || an == "compare" || an == "hash") &&
                 literal)) {
      error(a, msg::unsupported("this field() argument on an InitVar"));
    }
  }
  return dflt;
}

void Lowerer::store_initvar_default(const InitVarDef& iv, RValue cls, TSNode name, TSNode value) {
  // The __init__ default, and (as the decorator leaves it) a class attribute.
  auto v = coerce(lower_expr(value), iv.type, value, "assignment");
  if (!v) return;
  b_->store_global(iv.default_value, *v);
  RValue o = to_object(b_->load_global(iv.default_value));
  RValue attr = b_->load_str(text(name));
  set_span(value);
  b_->prim(PrimId::ObjSetAttr, {cls.v, attr.v, o.v});
  b_->release(attr);
  b_->release(o);
}

void Lowerer::note_dataclass_name(ClassDef* c, const std::string& name) {
  std::vector<std::string>& names = dataclass_names_[c->name];
  for (const std::string& n : names) {
    if (n == name) return;
  }
  names.push_back(name);
  std::string key = c->name + "." + name;
  if (kw_only_marker_.count(c->name) && !field_kw_only_.count(key)) field_kw_only_[key] = true;
}

std::vector<std::string> Lowerer::dataclass_order(const ClassDef* c) const {
  std::vector<std::string> out;
  if (c->base != nullptr && c->base->dataclass) out = dataclass_order(c->base);
  auto it = dataclass_names_.find(c->name);
  if (it == dataclass_names_.end()) return out;
  for (const std::string& n : it->second) {
    bool seen = false;
    for (const std::string& o : out) seen |= o == n;
    if (!seen) out.push_back(n);  // a redefined field keeps its base's place
  }
  return out;
}

const Lowerer::InitVarDef* Lowerer::initvar_of(const ClassDef* c, const std::string& name) const {
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    auto it = initvars_.find(k->name + "." + name);
    if (it != initvars_.end()) return &it->second;
    if (k->find_field(name) != nullptr) return nullptr;
  }
  return nullptr;
}

bool Lowerer::in_init(const ClassDef* c, const std::string& name) const {
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    if (no_init_fields_.count(k->name + "." + name)) return false;
    auto names = dataclass_names_.find(k->name);
    if (names == dataclass_names_.end()) continue;
    for (const std::string& n : names->second) {
      if (n == name) return true;  // the nearest declaration decides
    }
  }
  return true;
}

bool Lowerer::dataclass_default(const ClassDef* c, const std::string& name) const {
  if (const InitVarDef* iv = initvar_of(c, name)) return iv->default_value != nullptr;
  const ir::ClassField* f = c->find_field(name);
  return (f != nullptr && f->default_value != nullptr) || field_call_of(c, name) != nullptr;
}

void Lowerer::check_dataclass_defaults(const ClassDef* c, TSNode s) {
  bool seen_default = false;
  for (const std::string& n : dataclass_order(c)) {
    // No order rule for keyword-only fields and those __init__ does not take.
    if (kw_only_field(c, n) || !in_init(c, n)) continue;
    bool has_default = dataclass_default(c, n);
    if (!has_default && seen_default) {
      error(s, "Attributes without a default cannot follow attributes with one");
      break;
    }
    seen_default |= has_default;
  }
}

void Lowerer::synthesize_init(ClassDef* c, TSNode s) {
  for (const ir::ClassMethod& m : c->methods) {
    if (m.name == "__init__") return;  // written by the class itself
  }
  auto fn = std::make_unique<ir::Function>();
  fn->name = "__init__";
  fn->line = c->line;
  fn->owner = c;
  fn->return_type = Type::none();
  FuncInfo info;
  info.fn = fn.get();
  info.def_end = ts_node_end_byte(s);
  ir::Param self;
  self.reg = fn->new_register("self", Type::instance(c), true);
  fn->params.push_back(self);
  info.param_names.push_back("self");
  info.defaults.push_back(TSNode{});
  // Keyword-only fields come after the others, as in CPython's generated __init__.
  std::vector<std::string> order;
  for (bool kw : {false, true}) {
    for (const std::string& n : dataclass_order(c)) {
      if (kw_only_field(c, n) == kw && in_init(c, n)) order.push_back(n);
    }
  }
  for (const std::string& n : order) {
    ir::Param p;
    if (kw_only_field(c, n)) p.kind = ir::ParamKind::KeywordOnly;
    // inspect shows a literal default as written, any other as `...`.
    std::string shown = "...";
    if (const InitVarDef* iv = initvar_of(c, n)) {
      p.reg = fn->new_register(n, iv->type, true);
      p.default_value = iv->default_value;
    } else {
      const ir::ClassField* f = c->find_field(n);
      const FieldCall* fc = field_call_of(c, n);
      p.reg = fn->new_register(n, fc ? Type::object() : f->type, true);
      p.default_value = fc ? fc->global : f->default_value;
      if (fc == nullptr && !f->default_text.empty()) shown = f->default_text;
    }
    p.default_text = p.default_value ? shown : "";
    fn->params.push_back(p);
    info.param_names.push_back(n);
    info.defaults.push_back(TSNode{});
  }
  c->methods.push_back({"__init__", fn.get(), MethodKind::Instance, -1});
  std::string key = c->name + ".__init__";
  funcs_[key] = info;
  func_order_.push_back(key);
  mod_.functions.push_back(std::move(fn));
}

void Lowerer::lower_synthesized_init(FuncInfo& info) {
  // self.f = f for every field, in the fields' order; defaults for those __init__ does not take.
  Function* f = info.fn;
  const ClassDef* c = f->owner;
  local_names_.clear();
  global_names_.clear();
  begin_body(f, Type::none());
  std::vector<Register*> initvars;
  auto param = [&](const std::string& n) -> Register* {
    for (size_t i = 1; i < f->params.size(); ++i) {
      if (f->params[i].reg->name == n) return f->params[i].reg;
    }
    return nullptr;
  };
  const ir::ClassMethod* post = c->find_method("__post_init__");
  TSNode at = classes_[c->name].node;
  bool undefined = false;
  for (const std::string& n : dataclass_order(c)) {
    Register* p = param(n);
    if (initvar_of(c, n) != nullptr) {
      if (p != nullptr) initvars.push_back(p);
      // CPython's generated __init__ passes the name it never bound: a NameError at every call.
      if (p == nullptr && post != nullptr) {
        undefined = true;
        error(at, "name '" + n + "' is not defined (an InitVar with init=False passed to __post_init__)");
      }
      continue;
    }
    const FieldCall* fc = field_call_of(c, n);
    const ir::ClassField* field = c->find_field(n);
    Value* val = nullptr;
    if (p != nullptr) {
      Value* v = fc != nullptr ? field_param_value(*fc, p, field->type) : p;
      val = b_->take(b_->ensure_owned(RValue{v, false}));
    } else if (fc != nullptr) {
      val = b_->take(field_default_value(*fc, field->type));
    } else {
      continue;  // field(init=False) without a default: __post_init__ may set it
    }
    b_->emit(OpKind::SetField, Type::none(), {f->params[0].reg, val}, false,
             [&](Op& op) { op.text = n; });
  }
  // The generated __init__ ends by calling __post_init__ (the class's or a base's) with the
  // InitVars.
  if (post != nullptr && post->kind == MethodKind::Instance && post->fn->params.size() == initvars.size() + 1) {
    std::vector<RValue> args{as_type(RValue{f->params[0].reg, false}, post->fn->params[0].reg->type)};
    for (size_t i = 0; i < initvars.size(); ++i) {
      std::optional<RValue> a = coerce(RValue{initvars[i], false}, post->fn->params[i + 1].reg->type,
                                       at, "argument");
      args.push_back(a ? *a : poison());
    }
    std::vector<Value*> ops;
    for (const RValue& a : args) ops.push_back(a.v);
    int slot = post->vtable_index >= 0 && c->overridden(post->vtable_index) ? post->vtable_index : -1;
    b_->release(direct_or_virtual(post->fn, ops, slot));
    for (auto a = args.rbegin(); a != args.rend(); ++a) b_->release(*a);
  } else if (post != nullptr && !undefined) {
    // mypy's check of __post_init__ against the InitVars.
    error(funcs_[method_key(post->fn)].node, "\"__post_init__\" takes " +
          std::to_string(post->fn->params.size() - 1) + " argument(s) but the dataclass has " +
          std::to_string(initvars.size()) + " InitVar(s)");
  }
  end_body(TSNode{});
}

void Lowerer::set_dataclass_extras(const ClassDef* c, RValue cls) {
  // Only classes using these features differ from what module init registers.
  if (!c->dataclass) return;
  std::vector<std::string> order = dataclass_order(c), match, no_init, kw_only, initvars, defaulted;
  for (const std::string& n : order) {
    bool iv = initvar_of(c, n) != nullptr, init = in_init(c, n), kw = kw_only_field(c, n);
    if (init && !kw) match.push_back(n);
    if (!init) no_init.push_back(n);
    if (kw) kw_only.push_back(n);
    if (iv) initvars.push_back(n);
    if (iv && initvar_of(c, n)->default_value != nullptr) defaulted.push_back(n);
  }
  if (no_init.empty() && kw_only.empty() && initvars.empty()) return;
  auto str_tuple = [&](const std::vector<std::string>& names) {
    std::vector<RValue> items;
    for (const std::string& n : names) items.push_back(b_->load_str(n));
    std::vector<Value*> ops;
    for (const RValue& v : items) ops.push_back(v.v);
    RValue t = b_->build(kBuildTuple, Type::tuple_of(Type::str()), ops);
    for (auto it = items.rbegin(); it != items.rend(); ++it) b_->release(*it);
    return t;
  };
  RValue m = str_tuple(match), ni = str_tuple(no_init), kw = str_tuple(kw_only), iv = str_tuple(initvars);
  RValue dv = str_tuple(defaulted);
  b_->release(b_->prim(PrimId::DataclassExtras, {cls.v, m.v, ni.v, kw.v, iv.v, dv.v}));
  b_->release(dv);
  b_->release(iv);
  b_->release(kw);
  b_->release(ni);
  b_->release(m);
}

}  // namespace hintc::frontend
