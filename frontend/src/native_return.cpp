// Native-list entries (ir Function::native_list_of). A plain module function declared to return
// list[int] / list[float] whose body returns a list it builds itself (`return xs` of a local that
// nothing else reaches, or a returned comprehension, literal or fill) gets a second entry for
// compiled callers that keep the result in a native list variable (`xs = make(n)`): the same
// body lowered with that local, and the returned displays, as native lists, returned as such.
// Python callers, and compiled ones that use the result otherwise, call the exact version,
// which builds an ordinary list. Nothing but the caller's variable can reach the returned list,
// so its representation is unobservable (native lists hold any int exactly, and errors are the
// same code's errors). Entries are planned before the bodies are lowered (callers must know),
// made when a caller first calls one, and lowered after every other function.
#include "lowerer.h"

namespace hintc::frontend {

namespace {

// The return statements of a def's own body (not of nested scopes).
std::vector<TSNode> own_returns(TSNode body) {
  std::vector<TSNode> out;
  std::vector<TSNode> stack{body};
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    std::string k = ts_node_type(n);
    if (k == "function_definition" || k == "lambda" || k == "class_definition") continue;
    if (k == "return_statement") out.push_back(n);
    for (uint32_t i = ts_node_named_child_count(n); i-- > 0;) {
      stack.push_back(ts_node_named_child(n, i));
    }
  }
  return out;
}

}  // namespace

bool Lowerer::native_entry_shape(const FuncInfo& f) const {
  const ir::Function* fn = f.fn;
  if (fn == nullptr || ts_node_is_null(f.node) || node_type(f.node) != "function_definition" ||
      f.adapts != nullptr || fn->owner != nullptr || fn->nested || fn->bound_at_def ||
      fn->is_generator || fn->is_coroutine || !fn->return_type.is(ir::TypeKind::List)) {
    return false;
  }
  Type elem = fn->return_type.elem();
  if (!elem.is(ir::TypeKind::Int) && !elem.is(ir::TypeKind::Float)) return false;
  // Nested functions or an environment tie the body to the exact version's closures.
  Scope* s = scopes_ ? scopes_->find(f.node) : nullptr;
  if (s != nullptr && s->needs_env()) return false;
  for (const auto& g : mod_.functions) {
    if (g->parent == fn) return false;
  }
  return true;
}

void Lowerer::plan_native_entries() {
  if (mod_.profile) return;  // profile builds time each def once, in its exact version
  // A body returning what a planned function returns is planned too: repeat until nothing new.
  for (bool changed = true; changed;) {
    changed = false;
    for (const std::string& key : func_order_) {
      FuncInfo& f = funcs_[key];
      if (planned_entries_.count(f.fn) || !native_entry_shape(f)) continue;
      Type elem = f.fn->return_type.elem();
      TSNode body = child_by_field(f.node, "body");
      local_names_.clear();
      scan_assigned(body, local_names_);
      locals_.clear();
      global_names_.clear();
      scope_ = scopes_ ? scopes_->find(f.node) : nullptr;
      native_return_ = elem;
      std::set<std::string> params;
      for (const ir::Param& p : f.fn->params) params.insert(p.reg->name);
      find_native_lists(body, params);
      bool useful = false;
      for (TSNode r : own_returns(body)) {
        if (ts_node_named_child_count(r) != 1) continue;
        useful |= native_return_kind(ts_node_named_child(r, 0), elem) != 0;
      }
      native_return_.reset();
      if (useful) {
        planned_entries_.insert(f.fn);
        changed = true;
      }
    }
  }
  native_lists_.clear();
  local_names_.clear();
  scope_ = nullptr;
}

int Lowerer::native_return_kind(TSNode e, Type elem) {
  std::string k = node_type(e);
  if (k == "identifier" && native_lists_.count(text(e)) && native_lists_.at(text(e)) == elem) {
    return 1;  // a native list local
  }
  if (auto fill = native_fill_type(e, TSNode{})) return *fill == elem ? 2 : 0;
  if (k == "list_comprehension" || k == "list") return 2;
  return native_list_callee(e, elem) != nullptr ? 3 : 0;
}

FuncInfo* Lowerer::native_list_callee(TSNode call, Type elem) {
  if (module_level_ || node_type(call) != "call") return nullptr;
  TSNode fn = child_by_field(call, "function");
  TSNode args = child_by_field(call, "arguments");
  if (node_type(fn) != "identifier" || node_type(args) != "argument_list" || has_splat(args)) {
    return nullptr;
  }
  // As lower_call would call it directly: no local, nested def, import or global shadows it.
  std::string name = text(fn);
  if (local_names_.count(name) || locals_.count(name) || global_names_.count(name) ||
      imports_.count(name) || api_bindings_.count(name) || classes_.count(name) ||
      mod_.find_global(name) != nullptr) {
    return nullptr;
  }
  if (scope_ != nullptr && (scope_->locals.count(name) || cell_owner(name) != nullptr)) {
    return nullptr;
  }
  auto it = funcs_.find(name);
  if (it == funcs_.end() || !planned_entries_.count(it->second.fn) ||
      it->second.fn->return_type != Type::list(elem)) {
    return nullptr;
  }
  return &it->second;
}

FuncInfo& Lowerer::native_list_entry(FuncInfo& f) {
  auto it = native_entries_.find(f.fn);
  if (it != native_entries_.end()) return it->second;
  const ir::Function& o = *f.fn;
  auto fn = std::make_unique<ir::Function>();
  fn->name = o.name;
  fn->qualname = o.qualname;
  fn->line = o.line;
  fn->return_type = Type::buffer(o.return_type.elem());
  fn->native_list_of = &o;
  for (const ir::Param& p : o.params) {
    ir::Param q = p;
    q.reg = fn->new_register(p.reg->name, p.reg->type, true);
    fn->params.push_back(q);
  }
  FuncInfo info = f;
  info.fn = fn.get();
  mod_.functions.push_back(std::move(fn));
  native_entry_order_.push_back(&o);
  return native_entries_.emplace(&o, info).first->second;
}

void Lowerer::lower_native_entries() {
  // After an error nothing is generated; lowering the bodies again would repeat their errors.
  for (size_t i = 0; i < native_entry_order_.size() && !diags_.has_errors(); ++i) {
    FuncInfo& info = native_entries_.at(native_entry_order_[i]);
    size_t notes_before = mod_.notes.size();
    native_return_ = info.fn->return_type.elem();
    lower_function(info);
    native_return_.reset();
    mod_.notes.resize(notes_before);  // the exact version's notes say the same
  }
}

RValue Lowerer::lower_native_return(TSNode e, Type elem) {
  if (native_return_kind(e, elem) == 1) return lower_expr(e);  // the local's native list
  return lower_native_def(e, elem);  // else as a definition of a native list variable
}

}  // namespace hintc::frontend
