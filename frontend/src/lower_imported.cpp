// Native calls into the other compiled modules of a build: import bindings, API binding at the
// import statement, and calls that go native while the binding still holds what the import bound.
#include <cctype>

#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

void Lowerer::collect_api_import(const std::string& alias, const std::string& module,
                                 const std::string* from_name) {
  auto is_built = [this](const std::string& m) { return build_.count(m) != 0; };
  if (from_name != nullptr) {
    // `from pkg import a` (a submodule of the build) or `from pkg.a import f`.
    std::string sub = module + "." + *from_name;
    if (is_built(sub)) {
      api_bindings_[alias] = {ApiBinding::kModule, sub, ""};
    } else if (is_built(module)) {
      api_bindings_[alias] = {ApiBinding::kFunction, module, *from_name};
    }
    return;
  }
  if (!is_built(module)) return;
  if (!alias.empty() || module.find('.') == std::string::npos) {
    api_bindings_[alias.empty() ? module : alias] = {ApiBinding::kModule, module, ""};
    return;
  }
  // `import pkg.a` binds the top package; calls are spelled `pkg.a.f(...)`.
  api_bindings_[module.substr(0, module.find('.'))] = {ApiBinding::kPackage, "", ""};
  package_imports_.insert(module);
}

size_t Lowerer::imported_module(const std::string& name) {
  auto it = imported_index_.find(name);
  if (it != imported_index_.end()) return it->second;
  const ModuleInterface& mi = build_.at(name);
  ir::ImportedModule im;
  im.name = name;
  for (const FunctionInterface& fi : mi.functions) {
    // A declaration: the signature the API table's entry has, with no body.
    std::unique_ptr<Function> decl;
    if (fi.usable) {
      decl = std::make_unique<Function>();
      decl->name = fi.name;
      decl->return_type = fi.return_type;
      for (const ParamInterface& p : fi.params) {
        ir::Param param;
        param.reg = decl->new_register(p.name, p.type, true);
        param.kind = p.kind;
        decl->params.push_back(param);
      }
    }
    im.functions.push_back(std::move(decl));
    im.hashes.push_back(fi.hash);
  }
  mod_.imported.push_back(std::move(im));
  imported_index_[name] = mod_.imported.size() - 1;
  return mod_.imported.size() - 1;
}

void Lowerer::bind_api_import(const std::string& alias) {
  auto it = api_bindings_.find(alias);
  if (it == api_bindings_.end()) return;
  std::vector<std::string> modules;
  if (it->second.kind == ApiBinding::kPackage) {
    modules.assign(package_imports_.begin(), package_imports_.end());
  } else {
    modules.push_back(it->second.module);
  }
  for (const std::string& m : modules) {
    if (it->second.kind == ApiBinding::kPackage && m.compare(0, alias.size() + 1, alias + ".") != 0)
      continue;
    size_t index = imported_module(m);
    b_->emit(OpKind::BindApi, Type::none(), {}, false, [&](Op& op) {
      op.imm = static_cast<int64_t>(index);
      op.text = m;
    });
  }
}

std::optional<RValue> Lowerer::try_call_imported(TSNode e) {
  if (build_.empty() || has_splat(child_by_field(e, "arguments"))) return std::nullopt;
  TSNode fn = child_by_field(e, "function");
  auto is_local = [this](const std::string& name) {
    return !module_level_ && (local_names_.count(name) || locals_.count(name)) &&
           !global_names_.count(name);
  };
  std::string root, module, function;
  ApiBinding::Kind kind;
  if (node_type(fn) == "identifier") {
    root = text(fn);
    auto b = api_bindings_.find(root);
    if (b == api_bindings_.end() || b->second.kind != ApiBinding::kFunction || funcs_.count(root))
      return std::nullopt;
    kind = ApiBinding::kFunction;
    module = b->second.module;
    function = b->second.function;
  } else if (node_type(fn) == "attribute") {
    TSNode obj = child_by_field(fn, "object");
    function = text(child_by_field(fn, "attribute"));
    std::string dotted = text(obj);
    // Only plain dotted names: `a.f` or `pkg.a.f`.
    for (char c : dotted) {
      if (!(isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' ||
            static_cast<unsigned char>(c) >= 0x80))
        return std::nullopt;
    }
    root = dotted.substr(0, dotted.find('.'));
    auto b = api_bindings_.find(root);
    if (b == api_bindings_.end()) return std::nullopt;
    if (b->second.kind == ApiBinding::kModule && dotted == root) {
      kind = ApiBinding::kModule;
      module = b->second.module;
    } else if (b->second.kind == ApiBinding::kPackage && package_imports_.count(dotted)) {
      kind = ApiBinding::kPackage;
      module = dotted;
    } else {
      return std::nullopt;
    }
  } else {
    return std::nullopt;
  }
  ir::Global* g = mod_.find_global(root);
  if (is_local(root) || g == nullptr || !g->is_import) return std::nullopt;
  const ModuleInterface& mi = build_.at(module);
  for (size_t i = 0; i < mi.functions.size(); ++i) {
    if (mi.functions[i].name != function) continue;
    if (!mi.functions[i].usable) return std::nullopt;
    return call_imported(module, i, g, kind, e, child_by_field(e, "arguments"));
  }
  return std::nullopt;
}

RValue Lowerer::imported_callee_object(ir::Global* binding, ApiBinding::Kind kind, TSNode fn) {
  // The object Python would call: the binding, then each attribute of the dotted callee.
  RValue obj = b_->load_global(binding);
  if (kind == ApiBinding::kFunction) return obj;
  std::string dotted = text(fn);
  size_t at = dotted.find('.');
  while (at != std::string::npos) {
    size_t next = dotted.find('.', at + 1);
    RValue attr = b_->load_str(dotted.substr(at + 1, next == std::string::npos ? next : next - at - 1));
    RValue v = b_->prim(PrimId::ObjGetAttr, {obj.v, attr.v});
    b_->release(attr);
    b_->release(obj);
    obj = v;
    at = next;
  }
  return obj;
}

RValue Lowerer::call_imported(const std::string& module, size_t index, ir::Global* binding,
                              ApiBinding::Kind kind, TSNode call, TSNode args) {
  const FunctionInterface& fi = build_.at(module).functions[index];
  Function* decl = mod_.imported[imported_module(module)].functions[index].get();
  std::vector<CallParam> params;
  for (const ParamInterface& p : fi.params) params.push_back({p.name, p.type, p.has_default, p.kind});
  auto match = match_arguments(fi.name, params, call, args);
  if (!match) return poison(fi.return_type);
  auto actuals = lower_arguments(fi.name, *match, params);
  if (!actuals) return poison(fi.return_type);
  // Default values live in the other module: a call leaving one out goes through Python.
  bool complete = true;
  for (size_t i = 0; i < params.size(); ++i) {
    bool variadic = params[i].kind == ir::ParamKind::VarPositional ||
                    params[i].kind == ir::ParamKind::VarKeyword;
    complete &= variadic || !ts_node_is_null(match->slot_nodes[i]);
  }
  set_span(call);
  Register* result = temp_register(fi.return_type);
  Block* slow = b_->new_block();
  Block* join = b_->new_block();
  if (complete) {
    Block* native = b_->new_block();
    Op* live = b_->emit(OpKind::ApiLive, Type::bool_(), {}, true, [&](Op& op) {
      op.callee = decl;
      op.global = binding;
      op.imm = kind;
      op.text = module;
    });
    b_->branch(live, native, slow);
    b_->activate(native);
    // *args / **kwargs are packed on this path only; the argument values stay alive for the
    // other path.
    std::vector<std::optional<RValue>> slots = pack_arguments(*match, params, *actuals, call);
    std::vector<RValue> held;
    std::vector<Value*> operands;
    for (size_t i = 0; i < slots.size(); ++i) {
      auto c = coerce(RValue{slots[i]->v, false}, params[i].type, call, "argument");
      held.push_back(*c);
      operands.push_back(c->v);
    }
    Op* op = b_->emit(OpKind::CallImported, fi.return_type, operands, true, [&](Op& o) {
      o.callee = decl;
      o.text = module;
    });
    RValue r = b_->owned(op);
    for (auto it = held.rbegin(); it != held.rend(); ++it) b_->release(*it);
    for (auto it = slots.rbegin(); it != slots.rend(); ++it) b_->release(**it);
    b_->assign(result, r);
    b_->goto_(join);
  } else {
    b_->goto_(slow);
  }
  // The Python call: what the module attribute holds now, arguments boxed, spelled as written.
  b_->activate(slow);
  RValue callee = imported_callee_object(binding, kind, child_by_field(call, "function"));
  std::vector<RValue> boxed;
  std::vector<Value*> operands;
  std::vector<std::string> kwnames;
  for (int pass = 0; pass < 2; ++pass) {
    for (size_t j = 0; j < match->order.size(); ++j) {
      if (match->keywords[j].empty() != (pass == 0)) continue;
      RValue o = to_object(RValue{(*actuals)[j].v, false});
      boxed.push_back(o);
      operands.push_back(o.v);
      if (pass == 1) kwnames.push_back(match->keywords[j]);
    }
  }
  RValue r = b_->call_object(callee.v, operands, kwnames);
  for (auto it = boxed.rbegin(); it != boxed.rend(); ++it) b_->release(*it);
  b_->release(callee);
  if (fi.return_type.is(TypeKind::Object)) {
    b_->assign(result, r);
  } else {
    RValue u = b_->unbox(r.v, fi.return_type, "return value of " + fi.name + "()");
    b_->release(r);
    b_->assign(result, u);
  }
  b_->goto_(join);
  b_->activate(join);
  for (auto it = actuals->rbegin(); it != actuals->rend(); ++it) b_->release(*it);
  return RValue{result, false};
}

}  // namespace hintc::frontend
