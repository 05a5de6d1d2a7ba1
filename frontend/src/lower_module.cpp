// Module-level lowering: collecting defs, imports and globals, then lowering bodies in order.
#include "check/type_comments.h"
#include "class_body.h"
#include "hintc/frontend/lower.h"
#include "check/typing_names.h"
#include "lowerer.h"
#include "messages.h"
#include "type_ignore.h"

namespace hintc::frontend {

Lowerer::Lowerer(const SourceFile& src, Diagnostics& diags, ir::Module& m,
                 const std::vector<ModuleInterface>& build)
    : src_(src), diags_(diags), mod_(m) {
  for (const ModuleInterface& mi : build) {
    if (mi.module != m.name) build_[mi.module] = mi;
  }
}

std::string Lowerer::text(TSNode n) const {
  return std::string(src_.slice(ts_node_start_byte(n), ts_node_end_byte(n)));
}

void Lowerer::set_span(TSNode n) {
  if (ts_node_is_null(n)) return;
  ir::Span s;
  s.start = ts_node_start_byte(n);
  s.end = ts_node_end_byte(n);
  s.line = static_cast<int>(ts_node_start_point(n).row) + 1;
  if (b_) b_->set_span(s);
}

void Lowerer::note(TSNode n, const char* kind, const std::string& reason) {
  if (ts_node_is_null(n)) return;  // synthesized code (an override adapter) has no source line
  ir::Module::Note x;
  uint32_t at = ts_node_start_byte(n);
  x.line = src_.line_of(at);
  x.col = src_.column_of(at);
  x.kind = kind;
  x.reason = reason;
  mod_.notes.push_back(std::move(x));
}

std::string Lowerer::describe_dynamic(TSNode n) {
  if (ts_node_is_null(n)) return "a dynamic value";
  std::string t = text(n);
  if (t.size() > 40) t = t.substr(0, 37) + "...";
  std::string k = node_type(n);
  if (dynamic(n)) return "the value comes from a line whose type error `# type: ignore` silences";
  if (k == "identifier") {
    Register* r = local(t);
    if (r != nullptr && r->is_param) return "`" + t + "` has no annotation";
    if (r != nullptr) return "`" + t + "` was assigned an untyped value";
    return "`" + t + "` is a dynamic module value";
  }
  if (k == "binary_operator" && text(child_by_field(n, "operator")) == "**") {
    return "`" + t + "` is the untyped result of `**`";
  }
  if (k == "call") return "`" + t + "` returns an untyped value";
  return "`" + t + "` is a dynamic value";
}

bool Lowerer::package_init() const {
  const std::string& file = src_.filename();
  return file.size() >= 11 && file.compare(file.size() - 11, 11, "__init__.py") == 0;
}

std::optional<RValue> Lowerer::import_attribute(const std::string& name, TSNode e) {
  // What the import system sets on the module from its spec before the body runs (as for
  // mypyc's modules, __file__ is the extension's own path, the .so): typed as mypy types them.
  // __path__ exists in a package's __init__ only (elsewhere mypy's "not defined" applies).
  std::optional<Type> type;
  if (name == "__file__" || name == "__package__") type = Type::str();
  if (name == "__spec__" || name == "__loader__" || (name == "__path__" && package_init())) {
    type = Type::object();
  }
  if (!type) return std::nullopt;
  set_span(e);
  RValue n = b_->load_str(name);
  RValue f = b_->prim(PrimId::ModuleAttr, {n.v});
  b_->release(n);
  return type->is(ir::TypeKind::Object) ? f : checked(f, *type, name);
}

std::optional<std::string> Lowerer::absolute_module(TSNode modnode) {
  std::string name = text(modnode);
  size_t dots = 0;
  while (dots < name.size() && name[dots] == '.') ++dots;
  if (dots == 0) return name;
  // Relative to this module's package: the module itself for a package's __init__.py.
  std::string package = mod_.name;
  if (!package_init()) {
    size_t cut = package.rfind('.');
    package = cut == std::string::npos ? "" : package.substr(0, cut);
  }
  for (size_t i = 1; i < dots; ++i) {
    size_t cut = package.rfind('.');
    package = cut == std::string::npos ? "" : package.substr(0, cut);
  }
  if (package.empty()) {
    error(modnode, "attempted relative import with no known parent package");
    return std::nullopt;
  }
  std::string rest = name.substr(dots);
  return rest.empty() ? package : package + "." + rest;
}

void Lowerer::collect_import(TSNode s) {
  // math is compiled natively; any other module is a Python object used through the C-API.
  std::string kind = node_type(s);
  if (kind == "import_statement") {
    for (TSNode item : import_items(s)) {
      bool aliased = node_type(item) == "aliased_import";
      std::string module = text(aliased ? child_by_field(item, "name") : item);
      std::string alias =
          aliased ? text(child_by_field(item, "alias")) : module.substr(0, module.find('.'));
      imports_[alias] = module == "math" && alias != "" ? "math" : "module:" + module;
      collect_api_import(aliased ? alias : "", module, nullptr);
    }
    return;
  }
  TSNode modnode = child_by_field(s, "module_name");
  auto module = absolute_module(modnode);
  if (!module || *module == "__future__") return;
  for (TSNode item : import_items(s)) {
    std::string name, alias;
    if (node_type(item) == "aliased_import") {
      name = text(child_by_field(item, "name"));
      alias = text(child_by_field(item, "alias"));
    } else if (node_type(item) == "wildcard_import") {
      if (typing_module(*module)) {  // typing's public names, read at compile time
        for (const std::string& n : check::typing_star_names()) {
          typing_names_.emplace(n, std::make_pair(*module, n));
        }
        continue;
      }
      error(item, msg::unsupported("'from " + *module + " import *'"));
      continue;
    } else {
      name = alias = text(item);
    }
    if (typing_module(*module)) {  // annotations, read at compile time (lower_typing.cpp)
      typing_names_[alias] = {*module, name};
      continue;
    }
    if (*module == "mypy_extensions" && native_int_type(name)) native_int_aliases_.insert(alias);
    imports_[alias] = *module == "math" ? "math." + name : "from:" + *module;
    collect_api_import(alias, *module, &name);
  }
}

FuncInfo* Lowerer::collect_def(TSNode def, ir::ClassDef* owner, ir::MethodKind kind,
                               const std::string* nested_key) {
  TSNode name_node = child_by_field(def, "name");
  std::string name = ts_node_is_null(name_node) ? "<lambda>" : text(name_node);
  std::string key = owner ? owner->name + "." + name : name;
  key += accessor_suffix(kind);
  // A name defined by several defs (conditional ones) keys each def apart.
  if (nested_key) {
    key = *nested_key;
  } else {
    while (!owner && def_time_names_.count(name) && funcs_.count(key)) key += "'";
  }
  if (funcs_.count(key) || (!owner && !nested_key && classes_.count(name))) {
    error(name_node, "Name \"" + name + "\" already defined");
    return nullptr;
  }
  auto fn = std::make_unique<ir::Function>();
  fn->name = name;
  fn->line = static_cast<int>(ts_node_start_point(def).row) + 1;
  TSNode decorated = ts_node_parent(def);
  if (node_type(decorated) == "decorated_definition") {
    fn->first_line = static_cast<int>(ts_node_start_point(decorated).row) + 1;
  }
  fn->owner = owner;
  fn->method_kind = kind;
  if (stubs_root_.id != nullptr && stubs_root_.id != ts_tree_root_node(def.tree).id) {
    overload_defs_[fn.get()] = def;  // its stubs, if any, are read when a call needs them
  }
  FuncInfo info;
  info.fn = fn.get();
  info.node = def;
  info.def_end = ts_node_end_byte(def);
  if (node_type(child_by_field(def, "type_parameters")) != "") {
    error(def, msg::unsupported("a generic function"));
  }
  bool is_async = ts_node_child_count(def) > 0 && text(ts_node_child(def, 0)) == "async";

  TSNode ret = child_by_field(def, "return_type");
  collect_params(info, key, owner, kind);
  if (!ts_node_is_null(ret)) {
    fn->return_type = parse_annotation(ret).value_or(Type::object());
  } else {
    fn->return_type = Type::object();  // as mypy: an unannotated return is Any
  }
  if (is_async) {
    declare_coroutine(fn.get(), def);
  } else if (contains_yield(child_by_field(def, "body"))) {
    declare_generator(fn.get(), ret);
  }
  if (auto doc = nested_key && node_type(def) == "lambda" ? std::nullopt
                                                          : docstring(child_by_field(def, "body"))) {
    fn->has_doc = true;
    fn->doc = *doc;
  }
  if (owner) {
    if (kind == ir::MethodKind::Instance && fn->params.empty()) {
      error(def, "Method must have at least one argument. Did you forget the \"self\" argument?");
    }
    owner->methods.push_back({name, fn.get(), kind, -1});
  }
  funcs_[key] = info;
  func_order_.push_back(key);
  mod_.functions.push_back(std::move(fn));
  if (!owner && !nested_key && key == name) mod_.exported.push_back(name);
  return &funcs_[key];
}

void Lowerer::collect_module(TSNode root) {
  if (auto doc = docstring(root)) {
    mod_.has_doc = true;
    mod_.doc = *doc;
  }
  declare_classes(root);
  scan_attribute_stores(root);
  scan_def_time_names(root);
  uint32_t n = ts_node_named_child_count(root);
  for (uint32_t i = 0; i < n; ++i) {
    TSNode s = ts_node_named_child(root, i);
    std::string k = node_type(s);
    if (!ts_node_is_null(class_node(s))) {
      collect_class(class_node(s));
    } else if (k == "function_definition" || k == "decorated_definition" ||
               k == "if_statement" || k == "try_statement") {
      collect_module_defs(s);
    } else if (k == "import_statement" || k == "import_from_statement" ||
               k == "future_import_statement") {
      if (k != "future_import_statement") collect_import(s);
      else if (text(s).find("annotations") != std::string::npos) postponed_annotations_ = true;
    }
  }
}

void Lowerer::lower(TSNode root) {
  collect_module(root);
  collect_nested(root);
  lower_module_body(root);
  plan_native_entries();
  for (const std::string& name : func_order_) {
    FuncInfo& info = funcs_[name];
    if (info.adapts != nullptr) {
      lower_override_adapter(info);
    } else if (ts_node_is_null(info.node)) {
      lower_synthesized_init(info);
    } else {
      lower_function(info);
    }
  }
  lower_native_entries();
  ir::mark_vtable_pointers(mod_);
}

void Lowerer::lower_module_body(TSNode root) {
  auto body = std::make_unique<ir::Function>();
  body->name = "<module>";
  body->is_module_body = true;
  body->return_type = Type::none();
  body->line = 1;
  mod_.body = std::move(body);
  module_level_ = true;
  begin_body(mod_.body.get(), Type::none());
  uint32_t n = ts_node_named_child_count(root);
  for (uint32_t i = 0; i < n; ++i) {
    TSNode s = ts_node_named_child(root, i);
    module_pos_ = ts_node_start_byte(s);
    lower_stmt(s);
  }
  end_body(root);
  module_level_ = false;
}

// Each pass adds at least one line; a bound keeps a pathological module's build short.
constexpr int kMaxIgnorePasses = 8;
// Each settles the types of fields whose values depend on fields inferred by the one before.
constexpr int kMaxFieldPasses = 4;

std::unique_ptr<ir::Module> lower_module(const ParseTree& tree, const SourceFile& src,
                                         Diagnostics& diags, const std::string& module_name,
                                         const std::vector<ModuleInterface>& build,
                                         bool profile, const std::vector<int>& python_version) {
  TypeIgnores ignores = collect_type_ignores(tree.root(), src);
  std::set<int> dynamic_lines;
  Lowerer::UncheckedFacts unchecked;
  // A type error on a line a `# type: ignore` silences does not stop the build: the module is
  // lowered again with that statement's expressions dynamic, which checks their values where
  // they meet typed code at run time (as mypyc does). Lowering a statement dynamically may
  // change the types later statements see, so this repeats until no new line is found.
  // So does a rebinding with a value of another type under `# mypy: allow-redefinition`.
  const bool repass = ignores.any() || check::allows_redefinition(src.text());
  // Inferred field types (check/field_inference.h) are found by a lowering and used by the next.
  check::FieldInference::Facts fields;
  int field_passes = 0;
  auto report = [&](const Diagnostics& found) {
    for (const Diag& d : found.all()) {
      if (d.echo_line) diags.error(d.offset, d.message);
      else diags.error_in_binary(d.offset, d.message);
    }
  };
  for (int pass = 0;; ++pass) {
    auto m = std::make_unique<ir::Module>();
    m->name = module_name;
    m->filename = src.filename();
    m->profile = profile;
    Diagnostics pass_diags(src);
    Lowerer l(src, pass_diags, *m, build);
    l.set_field_facts(fields);
    if (profile) l.enable_profile();
    l.set_python_version(python_version);
    l.set_dynamic_lines(dynamic_lines);
    l.set_unchecked_facts(unchecked);
    l.set_type_ignores(&ignores);
    l.set_stubs_root(tree.stubs_root());
    l.lower(tree.root());
    check::FieldInference::Facts found = l.field_facts();
    bool fields_changed = found != fields;
    if (fields_changed) {
      // Lowerings that do not settle: none infers (as the first did, with every such field an
      // object).
      if (++field_passes > kMaxFieldPasses) found = {{}, {}, true};
      fields = std::move(found);
    }
    bool grew = repass && l.unchecked_facts().size() != unchecked.size();
    if (!repass) {
      if (fields_changed) continue;
      report(pass_diags);
      return m;
    }
    unchecked = l.unchecked_facts();
    for (const Diag& d : pass_diags.all()) {
      auto [first, last] = ignored_error_span(ignores, tree.root(), src, d.offset);
      for (int line = first; line > 0 && line <= last; ++line) {
        grew |= dynamic_lines.insert(line).second;
      }
    }
    if ((!grew || pass >= kMaxIgnorePasses) && !fields_changed) {
      report(pass_diags);
      return m;
    }
  }
}

}  // namespace hintc::frontend
