// Statements: assignment forms, control flow (if/while/for-range, break/continue), return.
#include "check/type_comments.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

void Lowerer::lower_block(TSNode block) {
  if (++indent_depth_ > 100) {
    error(block, msg::kTooManyIndents);
    --indent_depth_;
    return;
  }
  uint32_t n = ts_node_named_child_count(block);
  for (uint32_t i = 0; i < n; ++i) lower_stmt(ts_node_named_child(block, i));
  --indent_depth_;
}

void Lowerer::lower_stmt(TSNode s) {
  set_span(s);
  std::string k = node_type(s);
  if (profile_) profile_statement(s, k);
  if (k == "comment") return;
  if (k == "expression_statement") return lower_expression_statement(s);
  if (k == "return_statement") return lower_return(s);
  if (k == "pass_statement") return;
  if (k == "if_statement") return lower_if(s);
  if (k == "while_statement") return lower_while(s);
  if (k == "for_statement") return is_async_statement(s) ? lower_async_for(s) : lower_for(s);
  if (class_ns_ != nullptr && lower_class_ns_def(s)) return;
  if (k == "function_definition") return lower_def_statement(s);
  if (k == "try_statement") return lower_try(s);
  if (k == "raise_statement") return lower_raise(s);
  if (k == "with_statement") return lower_with(s);
  if (k == "assert_statement") return lower_assert(s);
  if (k == "delete_statement") return lower_del(s);
  if (k == "match_statement") return lower_match(s);
  if (k == "class_definition") {
    // Classes with compiled bodies are native types (lower_class.cpp); the others, like
    // exception classes, are made by their bases' metaclass (lower_try.cpp).
    auto it = classes_.find(text(child_by_field(s, "name")));
    if (module_level_ && it != classes_.end() && ts_node_eq(it->second.node, s)) {
      return lower_class_statement(s);
    }
    if (!module_level_ || class_ns_holds(text(child_by_field(s, "name")))) return lower_local_class(s, {});
    return lower_class(s);
  }
  if (k == "break_statement" || k == "continue_statement") {
    if (leaves_star_handler(s)) return;
    if (loops_.empty()) {
      error(s, k == "break_statement" ? msg::kBreakOutsideLoop : msg::kContinueOutsideLoop);
      return;
    }
    if (k == "break_statement") loops_.back().has_break = true;
    leave_loop_cleanups();
    b_->goto_(k == "break_statement" ? loops_.back().break_to : loops_.back().continue_to);
    return;
  }
  if (k == "import_statement" || k == "import_from_statement" || k == "future_import_statement") {
    return lower_import(s);  // module level: names were resolved up front
  }
  if (k == "decorated_definition" && !ts_node_is_null(class_node(s)) && module_level_ &&
      classes_.count(text(child_by_field(class_node(s), "name")))) {
    return lower_class_statement(class_node(s));  // @dataclass
  }
  if (k == "decorated_definition" && module_level_ && !ts_node_is_null(class_node(s)) &&
      class_ns_holds(text(child_by_field(class_node(s), "name")))) {
    return lower_local_class(class_node(s), decorator_exprs(s));  // in a class body's statement
  }
  if (k == "decorated_definition" && module_level_) return lower_decorated_def(s);
  if (k == "decorated_definition" && !ts_node_is_null(class_node(s))) {
    return lower_local_class(class_node(s), decorator_exprs(s));
  }
  if (k == "decorated_definition" &&
      node_type(child_by_field(s, "definition")) == "function_definition") {
    return lower_nested_decorated(s);
  }
  if (k == "nonlocal_statement") return check_nonlocal(s);
  if (k == "global_statement") {
    for (uint32_t i = 0; i < ts_node_named_child_count(s); ++i) {
      TSNode id = ts_node_named_child(s, i);
      std::string name = text(id);
      if (!module_level_) {
        bool param = false;
        for (const auto& p : b_->fn()->params) param |= p.reg != nullptr && p.reg->name == name;
        if (param) {
          error(id, "name '" + name + "' is parameter and global");
        } else if (locals_.count(name)) {
          error(id, "name '" + name + "' is assigned to before global declaration");
        }
        global_names_.insert(name);
      }
    }
    return;
  }
  static const std::pair<const char*, const char*> kUnsupported[] = {
      {"decorated_definition", "a decorated nested function"},
      {"print_statement", "the Python 2 print statement"},
      {"exec_statement", "the Python 2 exec statement"},
      {"type_alias_statement", "'type' aliases"},
  };
  for (const auto& [node, what] : kUnsupported) {
    if (k == node) {
      error(s, msg::unsupported(what));
      return;
    }
  }
  error(s, msg::unsupported("this statement (" + k + ")"));
}

void Lowerer::lower_import(TSNode s) {
  // Compiled code calls math functions directly; every imported name is still bound in the
  // module at run time, as CPython binds it, so Python code sees `mod.math` or `mod.sqrt`. In a
  // function the import binds a local (CPython's scoping), imported again at each run (a dict
  // lookup in sys.modules once loaded).
  std::string kind = node_type(s);
  if (kind == "future_import_statement") return;
  TSNode modnode = child_by_field(s, "module_name");
  std::optional<std::string> from_module;
  if (kind == "import_from_statement") {
    from_module = absolute_module(modnode);
    if (!from_module || typing_module(*from_module) || *from_module == "__future__") return;
  }
  for (TSNode item : import_items(s)) {
    if (node_type(item) == "wildcard_import") {
      if (!module_level_) error(item, "import * only allowed at module level");
      continue;
    }
    bool aliased = node_type(item) == "aliased_import";
    TSNode name_node = aliased ? child_by_field(item, "name") : item;
    std::string name = text(name_node);
    std::string module = from_module ? *from_module : name;
    // `import a.b` binds `a` (the top-level package); `import a.b as c` binds the submodule.
    bool top_only = !from_module && !aliased && name.find('.') != std::string::npos;
    TSNode target = aliased ? child_by_field(item, "alias") : ts_node_named_child(name_node, 0);
    std::string alias = text(target);
    set_span(item);
    // In a class body the name is an attribute of the class (lower_class_ns.cpp).
    bool global = module_level_ && !class_ns_holds(alias);
    ir::Global* g = global ? mod_.find_global(alias) : nullptr;
    if (global && g == nullptr) {
      g = mod_.new_global(alias, Type::object());
      g->is_import = true;
      g->line = static_cast<int>(ts_node_start_point(item).row) + 1;
    } else if (global && ((!g->is_import && !def_time_names_.count(alias)) ||
                                 !g->type.is(ir::TypeKind::Object))) {
      error(item, "Name \"" + alias + "\" already defined");
      continue;
    }
    RValue modname = b_->load_str(module);
    RValue mod;
    if (from_module) {
      RValue attr = b_->load_str(name);
      mod = b_->prim(PrimId::ImportFrom, {modname.v, attr.v});
      b_->release(attr);
    } else {
      mod = b_->prim(top_only ? PrimId::ImportTop : PrimId::ImportModule, {modname.v});
    }
    b_->release(modname);
    if (!global) {
      assign_name(target, mod, Type::object());
      continue;
    }
    b_->store_global(g, mod);
    bind_api_import(alias);
  }
}

void Lowerer::lower_expression_statement(TSNode s) {
  uint32_t n = ts_node_named_child_count(s);
  for (uint32_t i = 0; i < n; ++i) {
    TSNode e = ts_node_named_child(s, i);
    std::string k = node_type(e);
    if (k == "assignment") {
      lower_assignment(e);
    } else if (k == "augmented_assignment") {
      lower_augmented(e);
    } else if ((k == "string" || k == "ellipsis") && n == 1) {
      continue;  // docstring, bare string or `...`: no effect
    } else {
      RValue v = lower_expr(e);
      b_->release(v);
      // A call mypy knows never returns (`fail(...)` declared `-> NoReturn`, sys.exit) ends
      // the flow, as mypy's narrowing assumes; should it return all the same, RuntimeError.
      if (k == "call" && b_->reachable() && noreturn_call(e)) {
        raise_runtime_error("a function declared NoReturn returned");
      }
    }
  }
}

bool Lowerer::noreturn_call(TSNode call) {
  TSNode fn = child_by_field(call, "function");
  std::string name = text(fn);
  if (node_type(fn) == "attribute") {
    std::string mod = text(child_by_field(fn, "object"));
    auto imp = imports_.find(mod);
    if (imp == imports_.end() || local_names_.count(mod) || local(mod) != nullptr) return false;
    std::string attr = text(child_by_field(fn, "attribute"));
    return (imp->second == "module:sys" && attr == "exit") ||
           (imp->second == "module:os" && (attr == "_exit" || attr == "abort")) ||
           ((imp->second == "module:typing" || imp->second == "module:typing_extensions") &&
            attr == "assert_never");
  }
  if (node_type(fn) != "identifier" || local_names_.count(name) || local(name) != nullptr) {
    return false;
  }
  if (const auto* tn = typing_name(name)) return tn->second == "assert_never";
  auto f = funcs_.find(name);
  if (f == funcs_.end() || ts_node_is_null(f->second.node)) return false;
  TSNode ret = child_by_field(f->second.node, "return_type");
  if (ts_node_is_null(ret)) return false;
  std::string t = text(ret);
  for (const char* prefix : {"typing.", "typing_extensions."}) {
    if (t.rfind(prefix, 0) == 0) t = t.substr(std::string(prefix).size());
  }
  return t == "NoReturn" || t == "Never";
}

void Lowerer::assign_name(TSNode target, RValue v, std::optional<Type> declared) {
  // Under `# mypy: allow-redefinition` a rebinding with a value the name's type cannot hold makes
  // the name an object, as a rebinding in unchecked code does.
  auto redefinition_allowed = [&](Type held, Type stored) {
    return held != stored && !held.is(ir::TypeKind::Object) &&
           (stored.is(ir::TypeKind::Object) || !assignable(stored, held)) &&
           check::allows_redefinition(src_.text());
  };
  std::string name = text(target);
  if (!comprehension_names_.count(name) && class_ns_store(name, v)) return;
  bool global = (module_level_ || global_names_.count(name)) && !comprehension_names_.count(name);
  if (!global && closure_assign(target, v, declared)) return;
  // A function's own local may share a compiled function's name; a module global may not (unless
  // the name is bound at its def, as decorated and conditional defs are).
  if (funcs_.count(name) && (global || module_level_) && !def_time_names_.count(name)) {
    error(target, "Name \"" + name + "\" already defined (a compiled function)");
    b_->release(v);
    return;
  }
  if (global) {
    ir::Global* g = mod_.find_global(name);
    if (g != nullptr && g->is_import) {
      error(target, msg::unsupported("assigning to a name bound by an import"));
      b_->release(v);
      return;
    }
    if (g == nullptr) {
      if (!module_level_) {
        error(target, msg::unsupported("assigning a global that is not assigned at module level"));
        b_->release(v);
        return;
      }
      bool widened = unchecked_.widened_globals.count(name) != 0;
      g = mod_.new_global(name, declared.value_or(widened ? Type::object() : v.type()));
      g->line = static_cast<int>(ts_node_start_point(target).row) + 1;
      mod_.exported.push_back(name);
    } else if (declared && *declared != g->type) {
      error(target, "Name \"" + name + "\" already defined with another type");
    } else if (!declared && (unchecked_rebind(target, g->type, v.type()) ||
                             redefinition_allowed(g->type, v.type()))) {
      unchecked_.widened_globals.insert(name);  // an object from lower_module's next pass
    }
    Type assigned = v.type();
    auto c = coerce(v, g->type, target, "assignment");
    if (c) b_->store_global(g, *c);
    if (narrowable_global(name) && !assigned.is(ir::TypeKind::None) &&
        !assigned.is(ir::TypeKind::Optional) && !assigned.is(ir::TypeKind::Object)) {
      narrowed_[name] = g->type.arg(0);
    } else {
      narrowed_.erase(name);
    }
    return;
  }
  Register* r = local(name);
  if (r != nullptr && name == "_" && !declared && !assignable(v.type(), r->type)) {
    // mypy lets the throwaway name take values of any type (`for n, _, _ in rows`): from here on
    // it is a new local of type object.
    r = nullptr;
  }
  // Likewise a local rebound on a line whose type error `# type: ignore` silences (`x = 1` then
  // `x = "s"  # type: ignore`): it holds what CPython lets it hold.
  if (r != nullptr && !declared && !r->is_param &&
      (unchecked_rebind(target, r->type, v.type()) || redefinition_allowed(r->type, v.type()))) {
    widened_locals_.insert(name);  // lower_function lowers the def again with it an object
  }
  if (r == nullptr) {
    if (name == "_" && !declared && local(name) != nullptr) declared = Type::object();
    if (!declared && widened_locals_.count(name)) declared = Type::object();
    r = b_->fn()->new_register(name, declared.value_or(v.type()));
    locals_[name] = r;
    if (need_flag_.count(name)) flags_[name] = b_->fn()->new_register(name + "$set", Type::bool_());
  } else if (declared && *declared != r->type) {
    error(target, "Name \"" + name + "\" already defined with another type");
  }
  Type assigned = v.type();
  auto c = coerce(v, r->type, target, "assignment");
  if (!c) return;
  b_->assign(r, *c);
  // Assigning a value that cannot be None narrows an optional local, as in mypy.
  if (r->type.is(ir::TypeKind::Optional) && !assigned.is(ir::TypeKind::None) &&
      !assigned.is(ir::TypeKind::Optional) && !assigned.is(ir::TypeKind::Object)) {
    narrowed_[name] = r->type.arg(0);
  } else {
    narrowed_.erase(name);
  }
  forget_field_narrowing(name);
  auto f = flags_.find(name);
  if (f != flags_.end()) b_->assign(f->second, b_->load_bool(true));
  if (!unbindable_.count(name)) definitely_.insert(name);
}

static bool is_sequence_node(const std::string& k) {
  return k == "pattern_list" || k == "tuple_pattern" || k == "expression_list" || k == "tuple" ||
         k == "list_pattern" || k == "list";
}

void Lowerer::assign_target(TSNode target, RValue v) {
  std::string k = node_type(target);
  if (k == "identifier") return assign_name(target, v, std::nullopt);
  if (k == "parenthesized_expression" && ts_node_named_child_count(target) == 1) {
    return assign_target(ts_node_named_child(target, 0), v);
  }
  if (k == "subscript") return assign_subscript(target, v);
  if (is_sequence_node(k)) return bind_target(target, v);
  if (k == "attribute" && assign_attribute(target, v)) return;
  b_->release(v);
  if (k == "attribute") return error(target, msg::unsupported("attribute assignment"));
  error(target, msg::unsupported("this assignment target"));
}

void Lowerer::lower_assignment(TSNode s) {
  TSNode left = child_by_field(s, "left");
  TSNode right = child_by_field(s, "right");
  TSNode type = child_by_field(s, "type");
  std::optional<Type> declared;
  bool inferred =
      !ts_node_is_null(type) && (bare_final(text(type)) || type_alias_annotation(text(type)));
  if (!ts_node_is_null(type) && !(inferred && !ts_node_is_null(right))) {
    declared = parse_annotation(type);
    if (!declared) return;
  }
  if (ts_node_is_null(right)) {  // bare annotation `x: int`
    if (node_type(left) != "identifier")
      return error(left, msg::unsupported("this annotation target"));
    std::string name = text(left);
    if (module_level_) {
      if (!mod_.find_global(name)) {
        mod_.new_global(name, *declared)->line =
            static_cast<int>(ts_node_start_point(left).row) + 1;
        mod_.exported.push_back(name);
      }
    } else if (closure_declare(name, *declared)) {
      return;
    } else if (!local(name)) {
      locals_[name] = b_->fn()->new_register(name, *declared);
      if (need_flag_.count(name))
        flags_[name] = b_->fn()->new_register(name + "$set", Type::bool_());
    }
    return note_callable_name(left, type, TSNode{});
  }
  // Chained assignment a = b = e: targets left to right, value evaluated once.
  std::vector<TSNode> targets{left};
  while (node_type(right) == "assignment" && ts_node_is_null(child_by_field(right, "type"))) {
    targets.push_back(child_by_field(right, "left"));
    right = child_by_field(right, "right");
  }
  if (node_type(right) == "assignment" || node_type(right) == "augmented_assignment") {
    return error(right, msg::unsupported("this assignment form"));
  }

  bool multi = false;
  for (TSNode t : targets) multi |= is_sequence_node(node_type(t));
  // `a, b = c, d = v` (several targets) binds each target from the one value, below.
  if (multi && targets.size() == 1) {
    if (declared) return error(left, msg::unsupported("this unpacking form"));
    std::string rk = node_type(right);
    bool starred = false;
    for (uint32_t i = 0; i < ts_node_named_child_count(left); ++i) {
      std::string ck = node_type(ts_node_named_child(left, i));
      starred |= ck == "list_splat_pattern" || ck == "list_splat";
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(right) && !starred; ++i) {
      starred |= node_type(ts_node_named_child(right, i)) == "list_splat";
    }
    if (rk == "call" && !starred &&
        (lower_partition_unpack(left, right) || lower_divmod_unpack(left, right))) {
      return;
    }
    // A count mismatch that `# type: ignore` silences fails when it runs (CPython's ValueError).
    bool silenced_mismatch =
        ts_node_named_child_count(left) != ts_node_named_child_count(right) && dynamic(right);
    if ((rk != "expression_list" && rk != "tuple") || starred || silenced_mismatch) {
      // Any other value is unpacked at run time (a tuple, list, iterator...).
      auto nt = starred ? std::nullopt : namedtuple_unpack(right, ts_node_named_child_count(left));
      RValue v = nt ? *nt : lower_expr(right);
      set_span(s);
      return bind_target(left, v);
    }
    uint32_t nl = ts_node_named_child_count(left), nr = ts_node_named_child_count(right);
    if (nl != nr) {
      return error(right, nl < nr ? "Too many values to unpack (" + std::to_string(nl) +
                                        " expected, " + std::to_string(nr) + " provided)"
                                  : "Need more than " + std::to_string(nr) + " values to unpack (" +
                                        std::to_string(nl) + " expected)");
    }
    // Python evaluates the whole right side before assigning any target.
    std::vector<RValue> values;
    for (uint32_t i = 0; i < nr; ++i) {
      RValue v = lower_expr(ts_node_named_child(right, i));
      if (v.v->is_register()) {
        // A variable on the right must be read before any target is assigned (a, b = b, a).
        Register* copy = temp_register(v.type());
        b_->assign(copy, v);
        v = RValue{copy, false};
      }
      values.push_back(b_->ensure_owned(v));
    }
    for (uint32_t i = 0; i < nl; ++i) assign_target(ts_node_named_child(left, i), values[i]);
    return;
  }
  if (targets.size() == 1 && node_type(left) == "identifier" && !module_level_ &&
      native_lists_.count(text(left)) && !global_names_.count(text(left))) {
    Type elem = native_lists_.at(text(left));
    RValue buf = lower_native_def(right, elem);
    return assign_name(left, buf, Type::buffer(elem));
  }
  if (targets.size() == 1 && node_type(left) == "identifier" && !module_level_ &&
      native_dicts_.count(text(left)) && !global_names_.count(text(left))) {
    Type value = native_dicts_.at(text(left));
    if (value.is(ir::TypeKind::Object)) return lower_inferred_dict_def(left, right);
    return assign_name(left, lower_native_dict_def(right, value), Type::ndict(value));
  }
  // `a = []` / `x = None` of a partial local: the type an earlier lowering found for it.
  bool plain_name =
      targets.size() == 1 && ts_node_is_null(type) && node_type(left) == "identifier";
  bool creator = false;
  if (plain_name) declared = type_comment_of(s);
  if (plain_name && !declared) declared = partial_binding(left, right, creator);
  if (declared) expected_ = declared;
  RValue v = lower_expr(right);
  expected_.reset();
  if (plain_name && !creator && partial_.candidate(text(left)) && local(text(left)) != nullptr) {
    partial_.assign(text(left), v.type());  // `x = None` ... `x = v`
  }
  if (targets.size() == 1) {
    if (declared) {
      if (node_type(left) == "attribute") return assign_target(left, v);
      if (node_type(left) != "identifier")
        return error(left, msg::unsupported("this annotation target"));
      assign_name(left, v, declared);
      return note_callable_name(left, type, right);
    }
    assign_target(left, v);
    return note_callable_name(left, type, right);
  }
  v = b_->ensure_owned(v);
  for (TSNode t : targets) assign_target(t, RValue{v.v, false});
  b_->release(v);
}

void Lowerer::lower_augmented(TSNode s) {
  TSNode left = child_by_field(s, "left");
  TSNode right = child_by_field(s, "right");
  std::string op = text(child_by_field(s, "operator"));
  op = op.substr(0, op.size() - 1);  // "+=" -> "+"
  if (node_type(left) == "subscript") return lower_augmented_subscript(s, op);
  if (node_type(left) == "attribute") {
    // o.a += v reads and writes o.a; o is a name or a chain of attributes, whose second
    // evaluation has no effects of its own.
    TSNode o = child_by_field(left, "object");
    while (node_type(o) == "attribute") o = child_by_field(o, "object");
    if (node_type(o) != "identifier") {
      // `xs[i].n += 1`, `f().n += 1`: the object is evaluated once (held in a temporary: the
      // right side may rebind what it was read from), as in CPython.
      RValue base = lower_expr(child_by_field(left, "object"));
      Register* kept = temp_register(base.type());
      b_->assign(kept, base);  // the register owns the reference
      RValue cur = attribute_of(RValue{kept, false}, left);
      RValue rhs = lower_expr(right);
      std::optional<RValue> result = inplace_binary(op, cur, rhs, s);
      if (!result) result = binary_op(op, cur, rhs, s, right);
      set_span(left);
      if (!assign_attribute(left, *result, RValue{kept, false})) {
        b_->release(*result);
        error(left, msg::unsupported("attribute assignment"));
      }
      return;
    }
    RValue cur = lower_attribute(left);
    RValue rhs = lower_expr(right);
    std::optional<RValue> result = inplace_binary(op, cur, rhs, s);
    if (!result) result = binary_op(op, cur, rhs, s, right);
    return assign_target(left, *result);
  }
  if (node_type(left) != "identifier")
    return error(left, msg::unsupported("this augmented assignment target"));
  RValue cur = lower_name(left);
  RValue rhs = lower_expr(right);
  std::optional<RValue> result = inplace_binary(op, cur, rhs, s);
  if (!result) result = binary_op(op, cur, rhs, s, right);
  assign_name(left, *result, std::nullopt);
}

void Lowerer::lower_return(TSNode s) {
  if (module_level_) return error(s, msg::kReturnOutsideFunction);
  if (leaves_star_handler(s)) return;
  RValue v;
  if (ts_node_named_child_count(s) == 0) {
    if (return_type_.is(ir::TypeKind::None)) {
      v = b_->load_none();
    } else if (return_type_.is(ir::TypeKind::Object) || return_type_.is(ir::TypeKind::Optional)) {
      v = as_type(b_->box(b_->load_none().v), return_type_);
    } else {
      return error(s, msg::kReturnValueExpected);
    }
  } else {
    TSNode e = ts_node_named_child(s, 0);
    if (b_->fn()->is_async_gen) return error(s, "'return' with value in async generator");
    // A generator's value ends it (StopIteration.value): typed as Generator[.., .., R] says.
    const Function* f = b_->fn();
    if (native_return_) {
      v = lower_native_return(e, *native_return_);  // a native-list entry (native_return.cpp)
    } else {
      Type want = f->is_generator ? f->gen_return : return_type_;
      expected_ = want;
      RValue r = lower_expr(e);
      expected_.reset();
      auto c = coerce(r, want, e, "return");
      if (c && f->is_generator) c = as_type(*c, Type::object());
      if (!c) return;
      v = *c;
    }
  }
  b_->assign(ret_reg_, v);
  if (!cleanups_.empty()) ret_held_in_cleanup_ = true;
  leave_cleanups(0);
  b_->goto_(ret_block_);
}

void Lowerer::join_definitely(std::optional<std::set<std::string>>& merged) const {
  if (!merged) {
    merged = definitely_;
    return;
  }
  std::set<std::string> both;
  for (const auto& n : *merged) {
    if (definitely_.count(n)) both.insert(n);
  }
  merged = std::move(both);
}

void Lowerer::lower_if(TSNode s) {
  if (lower_static_if(s)) return;
  Block* exit = b_->new_block();
  std::set<std::string> before = definitely_;
  std::optional<std::set<std::string>> merged;
  auto merge = [&]() {
    if (!b_->reachable()) return;
    join_definitely(merged);
    b_->goto_(exit);
  };
  TSNode cond = child_by_field(s, "condition");
  TSNode body = child_by_field(s, "consequence");
  // Clauses: the if itself, then each elif_clause, then an optional else_clause.
  std::vector<std::pair<TSNode, TSNode>> arms{{cond, body}};
  TSNode else_body{};
  for (uint32_t i = 0; i < ts_node_named_child_count(s); ++i) {
    TSNode c = ts_node_named_child(s, i);
    std::string ck = node_type(c);
    if (ck == "elif_clause")
      arms.push_back({child_by_field(c, "condition"), child_by_field(c, "consequence")});
    if (ck == "else_clause") else_body = child_by_field(c, "body");
  }
  // Narrowed names at the join: those narrowed at the end of every branch that reaches it.
  std::optional<std::map<std::string, Type>> narrow_merged;
  auto merge_narrowing = [&]() {
    if (!b_->reachable()) return;
    if (!narrow_merged) {
      narrow_merged = narrowed_;
      return;
    }
    std::map<std::string, Type> both;
    for (const auto& [n, t] : *narrow_merged) {
      auto it = narrowed_.find(n);
      if (it != narrowed_.end() && it->second == t) both[n] = t;
    }
    narrow_merged = both;
  };
  for (auto& [c, b] : arms) {
    set_span(c);
    if (profile_ && !ts_node_eq(c, cond)) profile_line(c);  // an elif's condition
    Value* cv = lower_condition(c);
    Narrowing nw = narrowing_of(c);  // after the condition: a `:=` in it may define the name
    Block* then_b = b_->new_block();
    Block* next = b_->new_block();
    b_->branch(cv, then_b, next);
    b_->activate(then_b);
    std::map<std::string, Type> outside = narrowed_;
    for (const auto& [n, t] : nw.when_true) narrowed_[n] = t;
    lower_block(b);
    merge_narrowing();
    merge();
    definitely_ = before;
    narrowed_ = outside;
    for (const auto& [n, t] : nw.when_false) narrowed_[n] = t;
    b_->activate(next);
  }
  if (!ts_node_is_null(else_body)) lower_block(else_body);
  merge_narrowing();
  merge();
  definitely_ = merged.value_or(before);
  narrowed_ = narrow_merged.value_or(std::map<std::string, Type>{});
  if (merged) {
    b_->activate(exit);
  } else {
    b_->activate(nullptr);
  }
}

void Lowerer::lower_while(TSNode s) {
  Block* head = b_->new_block();
  Block* body = b_->new_block();
  Block* else_b = b_->new_block();
  Block* exit = b_->new_block();
  std::set<std::string> before = definitely_;
  b_->goto_(head);
  b_->activate(head);
  TSNode cond = child_by_field(s, "condition");
  set_span(cond);
  // Profile builds: a line event at every test of the condition, as CPython reports them.
  if (profile_) profile_line(s);
  b_->check_signals();  // every iteration (and `continue`) passes here
  set_span(cond);
  bool forever = node_type(cond) == "true";
  forget_narrowing_in(child_by_field(s, "body"));
  Value* cv = forever ? nullptr : lower_condition(cond);
  Narrowing nw = narrowing_of(cond);  // after the condition: a `:=` in it may define the name
  std::map<std::string, Type> outside = narrowed_;
  if (forever) {
    b_->goto_(body);
  } else {
    b_->branch(cv, body, else_b);
  }
  b_->activate(body);
  for (const auto& [n, t] : nw.when_true) narrowed_[n] = t;
  loops_.push_back({exit, head});
  lower_block(child_by_field(s, "body"));
  bool has_break = loops_.back().has_break;
  loops_.pop_back();
  b_->goto_(head);
  definitely_ = before;
  narrowed_ = outside;
  for (const auto& [n, t] : nw.when_false) narrowed_[n] = t;
  b_->activate(forever ? nullptr : else_b);
  TSNode alt = child_by_field(s, "alternative");
  if (!forever && !ts_node_is_null(alt)) lower_block(child_by_field(alt, "body"));
  b_->goto_(exit);
  definitely_ = before;
  // `while True:` without a break never falls through.
  b_->activate(forever && !has_break ? nullptr : exit);
}

}  // namespace hintc::frontend

namespace hintc::frontend {

const ir::Global* Lowerer::narrowable_global(const std::string& name) const {
  if (comprehension_names_.count(name)) return nullptr;
  bool local_here = !module_level_ && !global_names_.count(name) &&
                    (locals_.count(name) || local_names_.count(name) || captured_type(name));
  if (local_here) return nullptr;
  const ir::Global* g = mod_.find_global(name);
  if (g == nullptr || !g->is_public || g->is_import || !g->type.is(ir::TypeKind::Optional))
    return nullptr;
  return g;
}

Lowerer::Narrowing Lowerer::narrowing_of(TSNode cond) {
  Narrowing out;
  std::string k = node_type(cond);
  auto optional_local = [&](TSNode n) -> std::optional<Type> {
    if (node_type(n) == "attribute") return optional_field(n);
    if (node_type(n) != "identifier") return std::nullopt;
    // A module global narrows too, as mypy narrows it (its reads are then checked).
    if (const ir::Global* g = narrowable_global(text(n))) return g->type.arg(0);
    if (module_level_) return std::nullopt;
    Register* r = local(text(n));
    if (r == nullptr) {
      auto t = captured_type(text(n));  // a captured variable narrows like a local
      return t && t->is(ir::TypeKind::Optional) ? std::optional<Type>(t->arg(0)) : std::nullopt;
    }
    if (!r->type.is(ir::TypeKind::Optional) || global_names_.count(text(n))) {
      return std::nullopt;
    }
    return r->type.arg(0);
  };
  if (k == "parenthesized_expression" && ts_node_named_child_count(cond) == 1) {
    return narrowing_of(ts_node_named_child(cond, 0));
  }
  // `(m := e)` tests the value it assigns to m: narrows m as the name would.
  if (k == "named_expression") return narrowing_of(child_by_field(cond, "name"));
  if (k == "identifier" || k == "attribute") {
    if (auto t = optional_local(cond)) out.when_true[text(cond)] = *t;
    return out;
  }
  if (k == "not_operator") {
    Narrowing inner = narrowing_of(child_by_field(cond, "argument"));
    out.when_true = inner.when_false;
    out.when_false = inner.when_true;
    return out;
  }
  if (k == "boolean_operator") {
    Narrowing l = narrowing_of(child_by_field(cond, "left"));
    bool is_and = text(child_by_field(cond, "operator")) == "and";
    // The right operand runs where the left one was true (and) or false (or): `a.b is not None
    // and a.b.c is not None` names a.b.c through the narrowed a.b.
    std::map<std::string, Type> outside = narrowed_;
    for (const auto& [n, t] : is_and ? l.when_true : l.when_false) narrowed_[n] = t;
    Narrowing r = narrowing_of(child_by_field(cond, "right"));
    narrowed_ = outside;
    // a and b is true only when both are; a or b is false only when both are.
    out.when_true = is_and ? l.when_true : std::map<std::string, Type>{};
    out.when_false = is_and ? std::map<std::string, Type>{} : l.when_false;
    if (is_and) {
      for (const auto& [n, t] : r.when_true) out.when_true[n] = t;
    } else {
      for (const auto& [n, t] : r.when_false) out.when_false[n] = t;
    }
    return out;
  }
  if (k == "call") {
    if (auto n = isinstance_narrowing(cond)) out.when_true[n->first] = n->second;
    return out;
  }
  if (k == "comparison_operator" && ts_node_named_child_count(cond) == 2) {
    TSNode a = ts_node_named_child(cond, 0), b = ts_node_named_child(cond, 1);
    std::string op;
    for (uint32_t i = 0; i < ts_node_child_count(cond); ++i) {
      TSNode c = ts_node_child(cond, i);
      if (!ts_node_is_named(c)) op += (op.empty() ? "" : " ") + text(c);
    }
    if (node_type(a) == "none") std::swap(a, b);
    while (node_type(a) == "parenthesized_expression" && ts_node_named_child_count(a) == 1) {
      a = ts_node_named_child(a, 0);
    }
    if (node_type(a) == "named_expression") a = child_by_field(a, "name");
    if (node_type(b) != "none" || (op != "is" && op != "is not")) return out;
    if (auto t = optional_local(a)) {
      (op == "is not" ? out.when_true : out.when_false)[text(a)] = *t;
    }
  }
  return out;
}

void Lowerer::forget_narrowing_in(TSNode body) {
  if (ts_node_is_null(body)) return;
  std::set<std::string> assigned;
  scan_assigned(body, assigned);
  for (const std::string& n : assigned) {
    narrowed_.erase(n);
    forget_field_narrowing(n);  // fields read through a rebound name
  }
  // Fields the body stores to or deletes (mypy forgets these; a call that stores None into
  // another narrowed field is caught by the checked read, and `is None` reads it unnarrowed).
  auto forget_targets = [&](TSNode t) {
    std::vector<TSNode> targets{t};
    while (!targets.empty()) {
      TSNode x = targets.back();
      targets.pop_back();
      if (node_type(x) == "attribute") {
        narrowed_.erase(text(x));
        forget_field_narrowing(text(x));
        continue;
      }
      if (node_type(x) == "subscript") continue;
      for (uint32_t i = 0; i < ts_node_named_child_count(x); ++i) {
        targets.push_back(ts_node_named_child(x, i));
      }
    }
  };
  std::vector<TSNode> stack{body};
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    std::string k = node_type(n);
    if (k == "assignment" || k == "augmented_assignment" || k == "for_statement") {
      forget_targets(child_by_field(n, "left"));
    } else if (k == "delete_statement") {
      forget_targets(n);
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) stack.push_back(ts_node_named_child(n, i));
  }
}

}  // namespace hintc::frontend
