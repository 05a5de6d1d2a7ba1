// Exceptions and cleanups: try/except/else/finally, raise, with, assert, del; and the cleanup
// frames that return/break/continue run when they leave protected regions.
//
// Shape of the code (mirroring CPython 3.11's exception table handlers): every protected region
// pushes an unwind destination on the builder. A failing op inside jumps to its `fresh` block
// (which adds this frame's traceback entry, then catches) or, for a re-raise, to its `reraise`
// block (no new entry). While a handler runs, the caught exception is the handled one
// (sys.exc_info(), __context__ of new exceptions); a forwarding destination restores the previous
// one before the exception travels on. `finally` bodies are lowered once per way out (normal,
// exceptional, and each return/break/continue through them), as CPython's compiler does.
#include "except_star_syntax.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

TSNode first_child_of_type(TSNode n, const char* type) {
  for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
    TSNode c = ts_node_named_child(n, i);
    if (node_type(c) == type) return c;
  }
  return TSNode{};
}

std::pair<TSNode, TSNode> split_as(TSNode value) {
  if (node_type(value) != "as_pattern") return {value, TSNode{}};
  TSNode target = child_by_field(value, "alias");
  if (!ts_node_is_null(target) && node_type(target) == "as_pattern_target" &&
      ts_node_named_child_count(target) == 1) {
    target = ts_node_named_child(target, 0);
  }
  return {ts_node_named_child(value, 0), target};
}

// Any value as an object (str values too, which to_object keeps as str).
void Lowerer::join_here(Join& j) {
  if (!b_->reachable()) return;
  if (j.block == nullptr) j.block = b_->new_block();
  if (!j.defs) {
    j.defs = definitely_;
  } else {
    std::set<std::string> both;
    for (const auto& n : *j.defs) {
      if (definitely_.count(n)) both.insert(n);
    }
    j.defs = both;
  }
  b_->goto_(j.block);
}

void Lowerer::push_frame(CleanupFrame f) {
  f.dest_depth = b_->dest_depth();
  f.loop_depth = loops_.size();
  cleanups_.push_back(f);
}

CleanupFrame Lowerer::pop_frame() {
  CleanupFrame f = cleanups_.back();
  cleanups_.pop_back();
  return f;
}

// The landing of a popped catching destination: the fresh entry adds this frame's traceback
// entry, then both continue in one block, which is left active. False when no op can get there
// (the code that follows is lowered all the same, unreachable, so its errors are reported).
bool Lowerer::begin_landing(const Builder::Dest& d) {
  Block* common = b_->new_block();
  if (d.used[0]) {
    b_->activate(d.fresh);
    b_->emit(OpKind::AddTraceback, Type::none(), {}, false);
    b_->goto_(common);
  }
  if (d.used[1]) {
    b_->activate(d.reraise);
    b_->goto_(common);
  }
  b_->activate(common);
  return d.used[0] || d.used[1];
}

// Catches the pending exception, makes it the handled one and pushes the handler's cleanup frame
// and forwarding destination (popped by the caller with pop_frame + finish_frame).
CleanupFrame Lowerer::enter_handler() {
  CleanupFrame f{CleanupFrame::Kind::Handler};
  f.exc = temp_register(Type::object());
  f.saved = temp_register(Type::object());
  b_->assign(f.exc, b_->owned(b_->emit(OpKind::ExcCatch, Type::object(), {}, true)));
  b_->assign(f.saved,
             b_->owned(b_->emit(OpKind::ExcBeginHandler, Type::object(), {f.exc}, true)));
  push_frame(f);
  b_->push_dest(b_->new_block(), b_->new_block());
  return f;
}

// The undoing a frame needs when control leaves it by return/break/continue. A forwarding
// destination runs the same code on the way out of an exception (finish_frame).
void Lowerer::emit_cleanup(const CleanupFrame& f) {
  switch (f.kind) {
    case CleanupFrame::Kind::Finally: lower_block(f.node); break;
    case CleanupFrame::Kind::Handler:
      b_->emit(OpKind::ExcEndHandler, Type::none(), {}, false, [&](Op& op) { op.dest = f.saved; });
      b_->emit(OpKind::Clear, Type::none(), {}, false, [&](Op& op) { op.dest = f.exc; });
      break;
    case CleanupFrame::Kind::Name: unbind_name(f.node); break;
    case CleanupFrame::Kind::With:
      set_span(f.node);
      if (f.async) return async_with_exit(f.exit);
      b_->emit(OpKind::WithExit, Type::bool_(), {}, true, [&](Op& op) { op.dest = f.exit; });
      break;
  }
}

void Lowerer::leave_cleanups(size_t down_to) {
  for (size_t i = cleanups_.size(); i-- > down_to;) {
    if (!b_->reachable()) return;  // a finally body returned or raised itself
    const CleanupFrame f = cleanups_[i];
    std::vector<CleanupFrame> frames = cleanups_;
    cleanups_.resize(i);
    auto dests = b_->truncate_dests(f.dest_depth);
    std::set<std::string> defs = definitely_;
    emit_cleanup(f);
    definitely_ = defs;  // a finally copy may assign; the path after it is the caller's
    b_->restore_dests(std::move(dests));
    cleanups_ = std::move(frames);
  }
}

void Lowerer::leave_loop_cleanups() {
  size_t down_to = cleanups_.size();
  while (down_to > 0 && cleanups_[down_to - 1].loop_depth >= loops_.size()) --down_to;
  leave_cleanups(down_to);
}

// Fills a popped forwarding destination: its frame's cleanup, then unwinding goes on outward
// with the same flavor (fresh or re-raise). The current block and assignment state are kept.
void finish_frame(Builder& b, const Builder::Dest& d, const std::function<void()>& cleanup) {
  Block* cont = b.current();
  for (int k = 0; k < 2; ++k) {
    if (!d.used[k]) continue;
    b.activate(k ? d.reraise : d.fresh);
    cleanup();
    b.goto_(b.error_target(k == 1));
  }
  b.activate(cont);
}

void Lowerer::unbind_name(TSNode id) {
  // CPython ends `except E as NAME` with `NAME = None; del NAME`.
  std::string name = text(id);
  if (module_level_ || global_names_.count(name)) {
    ir::Global* g = mod_.find_global(name);
    if (g == nullptr || g->is_import) return;
    if (g->type.is(ir::TypeKind::Object)) b_->store_global(g, b_->box(b_->load_none().v));
    b_->emit(OpKind::DelGlobal, Type::none(), {}, false, [g](Op& op) { op.global = g; });
    return;
  }
  Register* r = local(name);
  if (r == nullptr) return;
  b_->emit(OpKind::Clear, Type::none(), {}, false, [r](Op& op) { op.dest = r; });
  auto f = flags_.find(name);
  if (f != flags_.end()) b_->assign(f->second, b_->load_bool(false));
  definitely_.erase(name);
}

void Lowerer::scan_unbound(TSNode body, std::set<std::string>& out) {
  std::vector<TSNode> stack{body};
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    std::string k = node_type(n);
    if (k == "function_definition" || k == "class_definition" || k == "lambda") continue;
    if (k == "delete_statement") {
      std::vector<TSNode> targets{n};
      while (!targets.empty()) {
        TSNode t = targets.back();
        targets.pop_back();
        std::string tk = node_type(t);
        if (tk == "identifier") out.insert(text(t));
        if (tk == "delete_statement" || tk == "expression_list" || tk == "tuple" ||
            tk == "list" || tk == "parenthesized_expression") {
          for (uint32_t i = 0; i < ts_node_named_child_count(t); ++i)
            targets.push_back(ts_node_named_child(t, i));
        }
      }
      continue;
    }
    if (k == "except_clause" || k == "except_group_clause") {
      auto [value, name] =
          split_as(is_star_clause(n) ? star_clause_value(n) : child_by_field(n, "value"));
      (void)value;
      if (!ts_node_is_null(name) && node_type(name) == "identifier") out.insert(text(name));
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i)
      stack.push_back(ts_node_named_child(n, i));
  }
}

void Lowerer::lower_try(TSNode s) {
  TSNode body = child_by_field(s, "body");
  std::vector<TSNode> clauses;
  TSNode else_body{}, finally_body{};
  for (uint32_t i = 0; i < ts_node_named_child_count(s); ++i) {
    TSNode c = ts_node_named_child(s, i);
    std::string k = node_type(c);
    if (k == "except_clause" || k == "except_group_clause") clauses.push_back(c);
    if (k == "else_clause") else_body = child_by_field(c, "body");
    if (k == "finally_clause") finally_body = first_child_of_type(c, "block");
  }
  const std::set<std::string> at_entry = definitely_;
  bool has_finally = !ts_node_is_null(finally_body);
  if (has_finally) {
    CleanupFrame f{CleanupFrame::Kind::Finally};
    f.node = finally_body;
    push_frame(f);
    b_->push_dest(b_->new_block(), b_->new_block());
  }
  Join join;
  if (!clauses.empty() && is_star_clause(clauses.front())) {
    lower_star_handlers(body, clauses, else_body, at_entry, join);
  } else if (!clauses.empty()) {
    lower_handlers(body, clauses, else_body, at_entry, join);
  } else {
    lower_block(body);
    join_here(join);
  }
  if (!has_finally) {
    b_->activate(join.block);
    definitely_ = join.defs.value_or(at_entry);
    return;
  }
  pop_frame();
  Builder::Dest fd = b_->pop_dest();
  // The normal way out runs the finally body and goes on after the statement.
  Block* cont = nullptr;
  std::set<std::string> cont_defs = at_entry;
  if (join.block != nullptr) {
    b_->activate(join.block);
    definitely_ = *join.defs;
    lower_block(finally_body);
    cont = b_->current();
    cont_defs = definitely_;
  }
  // The exceptional way: the exception is handled while the body runs, then raised again.
  set_span(finally_body);
  begin_landing(fd);
  definitely_ = at_entry;
  CleanupFrame h = enter_handler();
  lower_block(finally_body);
  if (b_->reachable()) {
    b_->emit(OpKind::Reraise, Type::none(), {h.exc}, false);
    b_->emit(OpKind::Unreachable, Type::none(), {}, false);
  }
  pop_frame();
  finish_frame(*b_, b_->pop_dest(), [&] { emit_cleanup(h); });
  b_->activate(cont);
  definitely_ = cont_defs;
}

RValue Lowerer::exception_operand(TSNode e) {
  RValue v = lower_expr(e);
  // A class, or a tuple of classes (a typed tuple too); never a string or a number.
  if (v.type().is(ir::TypeKind::Object) || v.type().is(ir::TypeKind::Tuple)) return v;
  error(e, msg::kExceptNotException);
  b_->release(v);
  return poison();
}

CleanupFrame Lowerer::lower_try_body(TSNode body, TSNode else_body, TSNode first_clause,
                                     const std::set<std::string>& at_entry, Join& join) {
  b_->push_dest(b_->new_block(), b_->new_block());
  lower_block(body);
  Builder::Dest cd = b_->pop_dest();
  // `else` runs outside the handlers' protection (but inside an enclosing finally's).
  if (b_->reachable() && !ts_node_is_null(else_body)) lower_block(else_body);
  join_here(join);

  set_span(first_clause);
  begin_landing(cd);
  definitely_ = at_entry;
  return enter_handler();
}

void Lowerer::lower_handlers(TSNode body, const std::vector<TSNode>& clauses, TSNode else_body,
                             const std::set<std::string>& at_entry, Join& join) {
  CleanupFrame h = lower_try_body(body, else_body, clauses.front(), at_entry, join);
  for (size_t i = 0; i < clauses.size(); ++i) {
    TSNode clause = clauses[i];
    if (profile_) profile_line(clause);  // CPython reports each clause it tries
    auto [value, name] = split_as(child_by_field(clause, "value"));
    Block* next = nullptr;
    // `except E as e` of one compiled exception class: e is typed (its fields are read natively).
    std::optional<Type> caught;
    if (!ts_node_is_null(value) && node_type(value) == "identifier") {
      const ir::ClassDef* c = class_named(text(value));
      if (c != nullptr && c->is_exception()) caught = Type::instance(c);
    }
    if (!ts_node_is_null(value)) {
      std::vector<TSNode> elems{value};
      if (node_type(value) == "tuple") elems = named_children(value);
      std::vector<RValue> classes;
      std::vector<Value*> operands{h.exc};
      for (TSNode el : elems) {
        classes.push_back(exception_operand(el));
        operands.push_back(classes.back().v);
      }
      set_span(value);
      next = b_->new_block();
      if (operands.size() == 1) {  // `except ():` matches nothing
        b_->goto_(next);
        b_->activate(b_->new_block());
      } else {
        Op* m = b_->emit(OpKind::ExcMatches, Type::bool_(), operands, true);
        for (auto c = classes.rbegin(); c != classes.rend(); ++c) b_->release(*c);
        Block* then_b = b_->new_block();
        b_->branch(m, then_b, next);
        b_->activate(then_b);
      }
    } else if (i + 1 != clauses.size()) {
      error(clause, "default 'except:' must be last");
    }
    definitely_ = at_entry;
    TSNode block = first_child_of_type(clause, "block");
    if (!ts_node_is_null(name)) {
      std::string n = text(name);
      Register* r = local(n);
      ir::Global* g = mod_.find_global(n);
      bool global = module_level_ || global_names_.count(n);
      const Type* have = global ? (g ? &g->type : nullptr) : (r ? &r->type : nullptr);
      // A typed local binding gets its own register for the handler (each clause may catch
      // another class under the same name, as mypy allows; the name is deleted at the end).
      bool typed = caught && !global && node_type(name) == "identifier";
      if (node_type(name) != "identifier") {
        error(name, msg::unsupported("this exception target"));
      } else if (!typed && have != nullptr && !have->is(ir::TypeKind::Object)) {
        error(name, msg::incompatible_assignment("BaseException", have->name()));
      } else {
        auto saved_flag = flags_.find(n);
        Register* outer_flag = saved_flag == flags_.end() ? nullptr : saved_flag->second;
        if (typed) {
          locals_[n] = temp_register(*caught);
          flags_.erase(n);
        }
        assign_name(name, typed ? b_->cast(h.exc, *caught) : RValue{h.exc, false}, std::nullopt);
        CleanupFrame nf{CleanupFrame::Kind::Name};
        nf.node = name;
        push_frame(nf);
        b_->push_dest(b_->new_block(), b_->new_block());
        lower_block(block);
        pop_frame();
        std::set<std::string> defs = definitely_;
        finish_frame(*b_, b_->pop_dest(), [&] { emit_cleanup(nf); });
        definitely_ = defs;
        // The normal end: the handler ends first, then the name goes (the error path above
        // unbinds first), as in CPython.
        if (b_->reachable()) emit_cleanup(h);
        if (b_->reachable()) emit_cleanup(nf);
        if (typed) {
          if (r != nullptr) locals_[n] = r;
          else locals_.erase(n);
          if (outer_flag != nullptr) flags_[n] = outer_flag;
        }
        block = TSNode{};
      }
    }
    if (!ts_node_is_null(block)) {
      lower_block(block);
      if (b_->reachable()) emit_cleanup(h);
    }
    join_here(join);
    b_->activate(next);
  }
  // No clause matched: the exception goes on, unchanged.
  if (b_->reachable()) {
    b_->emit(OpKind::Reraise, Type::none(), {h.exc}, false);
    b_->emit(OpKind::Unreachable, Type::none(), {}, false);
  }
  pop_frame();
  finish_frame(*b_, b_->pop_dest(), [&] { emit_cleanup(h); });
}

void Lowerer::lower_raise(TSNode s) {
  TSNode cause = child_by_field(s, "cause");
  TSNode value{};
  for (uint32_t i = 0; i < ts_node_named_child_count(s); ++i) {
    TSNode c = ts_node_named_child(s, i);
    if (!ts_node_eq(c, cause) && node_type(c) != "comment") {
      value = c;
      break;
    }
  }
  if (ts_node_is_null(value)) {
    // Bare `raise`: the exception being handled, wherever it was caught.
    RValue active = b_->prim(PrimId::ExcActive, {});
    b_->emit(OpKind::Reraise, Type::none(), {active.v}, false);
    b_->take(active);
    b_->emit(OpKind::Unreachable, Type::none(), {}, false);
    return;
  }
  if (node_type(value) == "expression_list") {
    return error(value, msg::kRaiseNotException);
  }
  auto operand = [&](TSNode e) {
    RValue v = lower_expr(e);
    if (v.type().is(ir::TypeKind::Object)) return v;
    if (v.type().is(ir::TypeKind::Instance) && v.type().class_def()->is_exception()) return v;
    if (v.type().is(ir::TypeKind::None) && ts_node_eq(e, cause)) return to_object(v);
    error(e, msg::kRaiseNotException);
    b_->release(v);
    return poison();
  };
  std::vector<RValue> vals{operand(value)};
  if (!ts_node_is_null(cause)) vals.push_back(operand(cause));
  set_span(s);
  std::vector<Value*> ops;
  for (const RValue& v : vals) ops.push_back(v.v);
  b_->emit(OpKind::Raise, Type::none(), ops, false,
           [&](Op& op) { op.imm = ts_node_is_null(cause) ? 0 : 1; });
  for (const RValue& v : vals) b_->take(v);
  b_->emit(OpKind::Unreachable, Type::none(), {}, false);
}

void Lowerer::lower_with(TSNode s) {
  TSNode clause = first_child_of_type(s, "with_clause");
  std::vector<TSNode> items;
  for (uint32_t i = 0; i < ts_node_named_child_count(clause); ++i) {
    TSNode c = ts_node_named_child(clause, i);
    if (node_type(c) == "with_item") items.push_back(c);
  }
  if (items.empty()) return error(s, msg::unsupported("this 'with' statement"));
  bool async = is_async_statement(s);
  if (async && !b_->fn()->is_coroutine) {
    return error(s, "\"async with\" outside async function");
  }
  lower_with_items(items, 0, child_by_field(s, "body"), async);
}

// `with a as x, b as y: BODY` is `with a as x: with b as y: BODY`.
void Lowerer::lower_with_items(const std::vector<TSNode>& items, size_t i, TSNode body,
                               bool async) {
  if (i == items.size()) return lower_block(body);
  TSNode item = items[i];
  TSNode whole = child_by_field(item, "value");
  // `with (open(p) as f):` (one parenthesized item) parses as a parenthesized `as` pattern.
  if (node_type(whole) == "parenthesized_expression" && ts_node_named_child_count(whole) == 1 &&
      node_type(ts_node_named_child(whole, 0)) == "as_pattern") {
    whole = ts_node_named_child(whole, 0);
  }
  auto [value, target] = split_as(whole);
  RValue mgr = lower_expr(value);
  if (async && mgr.type().is_pyobject()) mgr = as_type(mgr, Type::object());
  // A compiled class's __enter__/__exit__ are ordinary methods in its type: the generic protocol
  // finds them; the entered value keeps __enter__'s declared type.
  std::optional<Type> entered_type;
  if (mgr.type().is(ir::TypeKind::Instance)) {
    const ir::ClassDef* cls = mgr.type().class_def();
    const ir::ClassMethod* enter = cls->find_method("__enter__");
    const char* missing = enter == nullptr ? "__enter__" : nullptr;
    if (missing == nullptr && cls->find_method("__exit__") == nullptr) missing = "__exit__";
    if (missing != nullptr) {
      error(value, msg::no_attribute(mgr.type().name(), missing));
      b_->release(mgr);
      return;
    }
    if (enter->fn != nullptr) entered_type = enter->fn->return_type;
    mgr = as_type(mgr, Type::object());
  }
  if (!mgr.type().is(ir::TypeKind::Object)) {
    error(value, msg::no_attribute(mgr.type().name(), async ? "__aenter__" : "__enter__"));
    b_->release(mgr);
    return;
  }
  set_span(item);
  Register* exit = temp_register(Type::object());
  b_->assign(exit, b_->prim(async ? PrimId::AsyncWithExitLookup : PrimId::WithExitLookup, {mgr.v}));
  RValue entered = b_->prim(async ? PrimId::AsyncWithEnter : PrimId::WithEnter, {mgr.v});
  b_->release(mgr);
  if (async) entered = await_iter(entered);
  const std::set<std::string> at_entry = definitely_;
  CleanupFrame wf{CleanupFrame::Kind::With};
  wf.node = item;
  wf.exit = exit;
  wf.async = async;
  push_frame(wf);
  // The target is bound inside the protected region: a failing assignment calls __exit__.
  Value* ev = b_->take(entered);
  b_->push_dest(b_->new_block(), b_->new_block());
  entered = b_->owned(ev);
  if (!ts_node_is_null(target)) {
    if (entered_type && !entered_type->is(ir::TypeKind::Object)) {
      entered = checked(entered, *entered_type, "__enter__() result");
    }
    assign_target(target, entered);
  } else {
    b_->release(entered);
  }
  lower_with_items(items, i + 1, body, async);
  with_exit_only_ |= !b_->reachable();
  pop_frame();
  Builder::Dest wd = b_->pop_dest();
  Join join;
  if (b_->reachable()) emit_cleanup(wf);
  join_here(join);

  set_span(item);
  if (begin_landing(wd)) {
    definitely_ = at_entry;
    CleanupFrame h = enter_handler();
    set_span(item);
    Value* suppress = async ? async_with_exit_exc(exit, h.exc)
                            : b_->emit(OpKind::WithExit, Type::bool_(), {h.exc}, true,
                                       [&](Op& op) { op.dest = exit; });
    Block* yes = b_->new_block();
    Block* no = b_->new_block();
    b_->branch(suppress, yes, no);
    b_->activate(no);
    b_->emit(OpKind::Reraise, Type::none(), {h.exc}, false);
    b_->emit(OpKind::Unreachable, Type::none(), {}, false);
    b_->activate(yes);
    emit_cleanup(h);
    join_here(join);
    pop_frame();
    finish_frame(*b_, b_->pop_dest(), [&] { emit_cleanup(h); });
  } else {
    b_->emit(OpKind::Unreachable, Type::none(), {}, false);
  }
  b_->activate(join.block);
  definitely_ = join.defs.value_or(at_entry);
}

void Lowerer::raise_unreachable_end() {
  // Only an __exit__ that suppressed an exception gets here: CPython would return None from a
  // function whose annotation says it cannot (mypyc raises too; README, differences).
  raise_runtime_error(
      "function ended without a return after a context manager suppressed an exception");
}

void Lowerer::raise_runtime_error(const std::string& message) {
  RValue cls = load_builtin("RuntimeError");
  RValue m = to_object(b_->load_str(message));
  RValue exc = b_->call_object(cls.v, {m.v}, {});
  b_->release(m);
  b_->release(cls);
  b_->emit(OpKind::Raise, Type::none(), {exc.v}, false);
  b_->take(exc);
  b_->emit(OpKind::Unreachable, Type::none(), {}, false);
}

void Lowerer::lower_assert(TSNode s) {
  TSNode cond = ts_node_named_child(s, 0);
  TSNode message = ts_node_named_child_count(s) > 1 ? ts_node_named_child(s, 1) : TSNode{};
  Value* c = lower_condition(cond);
  Block* ok = b_->new_block();
  Block* fail = b_->new_block();
  b_->branch(c, ok, fail);
  b_->activate(fail);
  RValue exc;
  if (!ts_node_is_null(message)) {
    RValue m = to_object(lower_expr(message));
    set_span(s);
    exc = b_->prim(PrimId::AssertionNewMsg, {m.v});
    b_->release(m);
  } else {
    set_span(s);
    exc = b_->prim(PrimId::AssertionNew, {});
  }
  b_->emit(OpKind::Raise, Type::none(), {exc.v}, false);
  b_->take(exc);
  b_->emit(OpKind::Unreachable, Type::none(), {}, false);
  b_->activate(ok);
  // Past the assert its condition holds: `assert x is not None` narrows x, as in mypy.
  for (const auto& [n, t] : narrowing_of(cond).when_true) narrowed_[n] = t;
}

void Lowerer::lower_del(TSNode s) {
  for (TSNode t : named_children(s)) del_target(t);
}

void Lowerer::del_target(TSNode t) {
  std::string k = node_type(t);
  set_span(t);
  if (k == "identifier" && cell_owner(text(t)) != nullptr) return closure_del(t);
  if (k == "expression_list" || k == "tuple" || k == "list" || k == "parenthesized_expression") {
    for (TSNode c : named_children(t)) del_target(c);
    return;
  }
  if (k == "attribute") {
    RValue obj = lower_expr(child_by_field(t, "object"));
    // Of an instance, the type's setattro deletes a field (a later read raises AttributeError,
    // as does deleting an unset one) and a property runs its deleter. Narrowing stays, as in
    // mypy: a narrowed read of the field raises before its check.
    if (!obj.type().is(ir::TypeKind::Object) && !obj.type().is(ir::TypeKind::Instance)) {
      error(t, msg::unsupported("deleting attributes of \"" + std::string(obj.type().name()) +
                                "\" values"));
      b_->release(obj);
      return;
    }
    RValue name = b_->load_str(text(child_by_field(t, "attribute")));
    set_span(t);
    b_->release(b_->prim(PrimId::ObjDelAttr, {obj.v, name.v}));
    b_->release(name);
    b_->release(obj);
    return;
  }
  if (k == "subscript") return delete_target(t);  // items and slices of any container
  if (k != "identifier") return error(t, msg::unsupported("this deletion target"));
  std::string name = text(t);
  if (module_level_ || global_names_.count(name)) {
    ir::Global* g = mod_.find_global(name);
    if (g == nullptr || g->is_import || !g->is_public) {
      return error(t, g == nullptr ? msg::undefined_name(name)
                                   : msg::unsupported("deleting an imported name"));
    }
    b_->emit(OpKind::DelGlobal, Type::none(), {}, false, [g](Op& op) { op.global = g; });
    return;
  }
  RValue current = read_local(name, t);  // UnboundLocalError when it is not assigned
  (void)current;
  unbind_name(t);
}

}  // namespace hintc::frontend

namespace hintc::frontend {

// `class E(Base, ...): "doc"` / `pass`: exception classes (and any class with such a body) are
// made at module level through the bases' metaclass; classes with real bodies are not compiled
// yet.
void Lowerer::lower_class(TSNode s) {
  TSNode supers = child_by_field(s, "superclasses");
  TSNode body = child_by_field(s, "body");
  bool trivial = module_level_ && !ts_node_is_null(supers) &&
                 ts_node_named_child_count(supers) > 0 &&
                 ts_node_is_null(child_by_field(s, "type_parameters"));
  for (uint32_t i = 0; trivial && i < ts_node_named_child_count(body); ++i) {
    TSNode st = ts_node_named_child(body, i);
    std::string k = node_type(st);
    bool doc_like = k == "expression_statement" && ts_node_named_child_count(st) == 1 &&
                    (node_type(ts_node_named_child(st, 0)) == "string" ||
                     node_type(ts_node_named_child(st, 0)) == "ellipsis");
    trivial = k == "pass_statement" || k == "comment" || doc_like;
  }
  for (uint32_t i = 0; trivial && i < ts_node_named_child_count(supers); ++i) {
    std::string k = node_type(ts_node_named_child(supers, i));
    trivial = k != "keyword_argument" && k != "list_splat" && k != "dictionary_splat";
  }
  if (!trivial) return error(s, msg::unsupported("'class'"));
  TSNode name = child_by_field(s, "name");
  std::optional<std::string> doc = docstring(body);
  RValue docv = doc ? to_object(b_->load_str(*doc)) : b_->box(b_->load_none().v);
  std::vector<RValue> vals{docv};
  for (uint32_t i = 0; i < ts_node_named_child_count(supers); ++i) {
    TSNode base = ts_node_named_child(supers, i);
    if (node_type(base) == "comment") continue;
    vals.push_back(lower_expr(base));
    if (!vals.back().type().is(ir::TypeKind::Object)) {
      error(base, "Invalid base class \"" + text(base) + "\"");
    }
  }
  std::vector<Value*> operands;
  for (const RValue& v : vals) operands.push_back(v.v);
  set_span(s);
  Op* cls = b_->emit(OpKind::MakeClass, Type::object(), operands, true,
                     [&](Op& op) { op.text = text(name); });
  RValue result = b_->owned(cls);
  for (auto v = vals.rbegin(); v != vals.rend(); ++v) b_->release(*v);
  assign_name(name, result, std::nullopt);
}

}  // namespace hintc::frontend
