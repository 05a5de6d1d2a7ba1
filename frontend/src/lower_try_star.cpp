// `try` with `except*` clauses (PEP 654), shaped like CPython 3.11's compiler_try_star_except.
//
// The handlers share one state (runtime/include/hintc/rt_exc_star.h): the caught exception and
// the part of it no handler has matched yet. Each handler runs at most once, on the part its
// classes match; an exception escaping a handler (a bare `raise` too) is recorded in the state
// instead of propagating, so the later handlers still run. After the last one the state says what
// the statement raises: nothing, or the rest, the re-raised parts and the new exceptions combined
// as the interpreter combines them. That exception is raised again as it is (no traceback entry of
// this frame is added: a new group has none, as in CPython). `return`/`break`/`continue` cannot
// leave a handler (CPython's compile error), so only exceptions and the normal end do.
#include "except_star_syntax.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

namespace {

const char kLeavesStarHandler[] =
    "'break', 'continue' and 'return' cannot appear in an except* block";

// A value CPython's AST optimizer folds to a constant (literals, signs of them, tuples of them).
bool folds_to_constant(TSNode e) {
  std::string k = node_type(e);
  if (k == "integer" || k == "float" || k == "true" || k == "false" || k == "none" ||
      k == "ellipsis") {
    return true;
  }
  if (k == "string") return ts_node_is_null(first_child_of_type(e, "interpolation"));
  if (k == "concatenated_string" || k == "tuple" || k == "expression_list" ||
      k == "parenthesized_expression") {
    uint32_t n = ts_node_named_child_count(e);
    for (uint32_t i = 0; i < n; ++i) {
      TSNode c = ts_node_named_child(e, i);
      if (node_type(c) != "comment" && !folds_to_constant(c)) return false;
    }
    return n > 0 || k == "tuple";
  }
  if (k == "unary_operator" || k == "not_operator") {
    return folds_to_constant(child_by_field(e, "argument"));
  }
  return false;
}

// Where CPython reports a jump out of an except* block: the statement, except that `return C` of
// a constant C starting on the return's line reports C (parentheses around C not included).
TSNode jump_error_node(TSNode s) {
  if (node_type(s) != "return_statement" || ts_node_named_child_count(s) == 0) return s;
  TSNode v = ts_node_named_child(s, 0);
  if (!folds_to_constant(v)) return s;
  while (node_type(v) == "parenthesized_expression") v = ts_node_named_child(v, 0);
  return ts_node_start_point(v).row == ts_node_start_point(s).row ? v : s;
}

}  // namespace

bool Lowerer::leaves_star_handler(TSNode s) {
  if (star_handler_loops_.empty()) return false;
  // A break/continue of a loop inside the handler stays inside it.
  if (node_type(s) != "return_statement" && star_handler_loops_.back() < loops_.size()) {
    return false;
  }
  error(jump_error_node(s), kLeavesStarHandler);
  return true;
}

void Lowerer::lower_star_handlers(TSNode body, const std::vector<TSNode>& clauses,
                                  TSNode else_body, const std::set<std::string>& at_entry,
                                  Join& join) {
  CleanupFrame h = lower_try_body(body, else_body, clauses.front(), at_entry, join);
  Register* state = temp_register(Type::object());
  Register* match = temp_register(Type::object());
  Register* raised = temp_register(Type::object());
  auto clear = [&](Register* r) {
    b_->emit(OpKind::Clear, Type::none(), {}, false, [r](Op& op) { op.dest = r; });
  };
  b_->assign(state, b_->prim(PrimId::ExcStarBegin, {h.exc}));
  star_handler_loops_.push_back(loops_.size());
  for (TSNode clause : clauses) lower_star_clause(clause, state, match, at_entry);
  star_handler_loops_.pop_back();
  definitely_ = at_entry;

  set_span(clauses.back());
  b_->assign(raised, b_->prim(PrimId::ExcStarEnd, {state}));
  clear(state);
  Block* nothing = b_->new_block();
  Block* something = b_->new_block();
  b_->branch(b_->prim(PrimId::ObjIsNone, {raised}).v, nothing, something);
  b_->activate(something);
  b_->emit(OpKind::Reraise, Type::none(), {raised}, false);
  b_->emit(OpKind::Unreachable, Type::none(), {}, false);
  b_->activate(nothing);
  clear(raised);
  emit_cleanup(h);
  join_here(join);
  pop_frame();
  finish_frame(*b_, b_->pop_dest(), [&] {
    emit_cleanup(h);
    for (Register* r : {state, match, raised}) clear(r);
  });
}

// One `except* T [as NAME]:` handler: its match (None: the handler is skipped), then its body,
// whose escaping exception is recorded; either way on to the next handler.
void Lowerer::lower_star_clause(TSNode clause, Register* state, Register* match,
                                const std::set<std::string>& at_entry) {
  if (profile_) profile_line(clause);  // CPython reports each clause it tries
  definitely_ = at_entry;
  auto [value, name] = split_as(star_clause_value(clause));
  if (node_type(value) == "list_splat") value = ts_node_named_child(value, 0);  // `except *T`
  RValue classes = exception_operand(value);
  set_span(value);
  b_->assign(match, b_->prim(PrimId::ExcStarMatch, {state, classes.v}));
  b_->release(classes);
  Block* run = b_->new_block();
  Block* skip = b_->new_block();
  Block* next = b_->new_block();
  b_->branch(b_->prim(PrimId::ObjIsNone, {match}).v, skip, run);
  b_->activate(skip);
  b_->emit(OpKind::Clear, Type::none(), {}, false, [match](Op& op) { op.dest = match; });
  b_->goto_(next);

  b_->activate(run);
  bool named = !ts_node_is_null(name);
  if (named) bind_star_name(name, match);
  b_->emit(OpKind::Clear, Type::none(), {}, false, [match](Op& op) { op.dest = match; });
  b_->push_dest(b_->new_block(), b_->new_block());
  lower_block(first_child_of_type(clause, "block"));
  Builder::Dest hd = b_->pop_dest();
  // The name goes at either end (`NAME = None; del NAME`), as after `except ... as NAME`.
  if (b_->reachable()) {
    if (named) unbind_name(name);
    b_->goto_(next);
  }
  set_span(clause);
  if (begin_landing(hd)) {
    RValue escaped = b_->owned(b_->emit(OpKind::ExcCatch, Type::object(), {}, true));
    if (named) unbind_name(name);
    b_->release(b_->prim(PrimId::ExcStarAdd, {state, escaped.v}));
    b_->release(escaped);
    b_->goto_(next);
  } else {
    b_->emit(OpKind::Unreachable, Type::none(), {}, false);
  }
  b_->activate(next);
  definitely_ = at_entry;
}

// `as NAME` binds the matched group: an object, so the name must not have a native type.
void Lowerer::bind_star_name(TSNode name, Register* match) {
  if (node_type(name) != "identifier") {
    return error(name, msg::unsupported("this exception target"));
  }
  std::string n = text(name);
  bool global = module_level_ || global_names_.count(n);
  Register* r = global ? nullptr : local(n);
  ir::Global* g = global ? mod_.find_global(n) : nullptr;
  const Type* have = g != nullptr ? &g->type : r != nullptr ? &r->type : nullptr;
  if (have != nullptr && !have->is(ir::TypeKind::Object)) {
    return error(name, msg::incompatible_assignment("BaseExceptionGroup[Any]", have->name()));
  }
  assign_name(name, RValue{match, false}, std::nullopt);
}

}  // namespace hintc::frontend
