// Function bodies: parameters and ownership, the return block, definite-assignment flags.
#include "lowerer.h"
#include "match_pattern.h"
#include "messages.h"

namespace hintc::frontend {

void Lowerer::scan_assigned(TSNode n, std::set<std::string>& out) {
  // Iterative walk: bodies can be deeply nested. Nested scopes are not entered.
  std::vector<TSNode> stack{n};
  while (!stack.empty()) {
    TSNode cur = stack.back();
    stack.pop_back();
    std::string k = node_type(cur);
    if (k == "function_definition" || k == "class_definition" || k == "lambda") {
      if (!ts_node_eq(cur, n)) {
        TSNode name = child_by_field(cur, "name");
        if (!ts_node_is_null(name)) out.insert(text(name));
        continue;
      }
    }
    auto add_target = [&](TSNode t) {
      std::vector<TSNode> targets{t};
      while (!targets.empty()) {
        TSNode x = targets.back();
        targets.pop_back();
        std::string tk = node_type(x);
        if (tk == "identifier") {
          out.insert(text(x));
        } else if (tk == "pattern_list" || tk == "tuple_pattern" || tk == "list_pattern" ||
                   tk == "expression_list" || tk == "tuple" || tk == "parenthesized_expression" ||
                   tk == "as_pattern_target" ||
                   tk == "list_splat_pattern") {
          for (uint32_t i = 0; i < ts_node_named_child_count(x); ++i) {
            targets.push_back(ts_node_named_child(x, i));
          }
        }
      }
    };
    if (k == "assignment" || k == "augmented_assignment") add_target(child_by_field(cur, "left"));
    if (k == "for_statement") add_target(child_by_field(cur, "left"));
    if (k == "as_pattern") add_target(child_by_field(cur, "alias"));  // except/with ... as NAME
    if (k == "named_expression") add_target(child_by_field(cur, "name"));
    if (k == "case_clause") {
      std::vector<std::string> names;
      case_clause_names(cur, src_.text(), names);
      out.insert(names.begin(), names.end());
    }
    if (k == "import_statement" || k == "import_from_statement") {
      TSNode modnode = child_by_field(cur, "module_name");
      std::string from = ts_node_is_null(modnode) ? "" : text(modnode);
      if (from == "typing" || from == "typing_extensions") continue;
      for (TSNode item : import_items(cur)) {
        if (node_type(item) == "aliased_import") add_target(child_by_field(item, "alias"));
        if (node_type(item) == "dotted_name") add_target(ts_node_named_child(item, 0));
      }
      continue;
    }
    if (k == "delete_statement") {
      for (uint32_t i = 0; i < ts_node_named_child_count(cur); ++i)
        add_target(ts_node_named_child(cur, i));
    }
    if (k == "global_statement") continue;
    uint32_t c = ts_node_named_child_count(cur);
    for (uint32_t i = c; i-- > 0;) stack.push_back(ts_node_named_child(cur, i));
  }
}

void Lowerer::begin_body(Function* f, Type return_type) {
  narrowed_.clear();
  native_lists_.clear();
  native_dicts_.clear();
  delete b_;
  b_ = new Builder(f);
  return_type_ = return_type;
  locals_.clear();
  definitely_.clear();
  flags_.clear();
  loops_.clear();
  cleanups_.clear();
  ret_held_in_cleanup_ = false;
  with_exit_only_ = false;
  match_end_ = {nullptr, 0};
  depth_ = 0;
  indent_depth_ = 0;
  temp_counter_ = 0;
  profile_last_line_ = 0;
  body_errors_ = diags_.all().size();
  ret_reg_ = f->new_register("$ret", return_type);
  ret_block_ = f->new_block();
}

void Lowerer::end_body(TSNode def) {
  if (b_->reachable()) {
    if (return_type_.is(ir::TypeKind::None)) {
      b_->assign(ret_reg_, b_->load_none());
      b_->goto_(ret_block_);
    } else if (return_type_.is(ir::TypeKind::Object) || return_type_.is(ir::TypeKind::Optional)) {
      RValue none = b_->load_none();
      b_->assign(ret_reg_, as_type(b_->box(none.v), return_type_));
      b_->goto_(ret_block_);
    } else if (trivial_abstract_body(def)) {
      // `...` as an abstract method's (or an empty) body returns None, which the declared type
      // refuses.
      RValue none = b_->box(b_->load_none().v);
      b_->assign(ret_reg_, b_->unbox(none.v, return_type_, "return"));
      b_->release(none);
      b_->goto_(ret_block_);
    } else if (with_exit_only_) {
      raise_unreachable_end();
    } else if (match_fell_through()) {
      raise_no_case_matched();
    } else {
      // After an error the body was not fully lowered: no conclusion about its end.
      if (diags_.all().size() == body_errors_) error(def, msg::kMissingReturn);
      b_->emit(OpKind::Unreachable, Type::none(), {}, false);
    }
  }
  Function* f = b_->fn();
  std::vector<Register*> cleanup;
  for (const auto& r : f->registers) {
    if (r.get() == ret_reg_ || !r->type.is_refcounted()) continue;
    // Borrowed from the caller (a generator's frame owns its arguments).
    if (r->is_param && local_names_.count(r->name) == 0 && !f->is_generator) continue;
    cleanup.push_back(r.get());
  }
  b_->activate(ret_block_);
  for (Register* r : cleanup) b_->dec_ref(r);
  b_->ret(ret_reg_);
  // A return through a finally body that raises leaves its value in $ret: the error exits
  // release it (it is NULL or a plain value otherwise).
  if (ret_held_in_cleanup_ && ret_reg_->type.is_refcounted()) cleanup.push_back(ret_reg_);
  b_->finish(cleanup);
  delete b_;
  b_ = nullptr;
}

bool Lowerer::lower_function_once(FuncInfo& info) {
  Function* f = info.fn;
  size_t nparams = f->params.size();
  f->blocks.clear();
  f->registers.resize(nparams);
  f->next_value_id = static_cast<int>(nparams);

  TSNode body = child_by_field(info.node, "body");
  local_names_.clear();
  global_names_.clear();
  scan_assigned(body, local_names_);
  unbindable_.clear();
  scan_unbound(body, unbindable_);
  begin_body(f, f->return_type);
  {
    std::set<std::string> params;
    for (const ir::Param& p : f->params) params.insert(p.reg->name);
    find_native_lists(body, params);
    find_native_dicts(body, params);
  }
  set_span(info.node);
  for (const ir::Param& p : f->params) {
    locals_[p.reg->name] = p.reg;
    if (!unbindable_.count(p.reg->name)) definitely_.insert(p.reg->name);
    // A parameter that is reassigned must own its value, like any local.
    // A generator's frame owns its arguments already.
    if (local_names_.count(p.reg->name) && !f->is_generator) b_->inc_ref(p.reg);
    // `del x` or `except ... as x` can unbind a parameter: later reads check a flag.
    if (need_flag_.count(p.reg->name)) {
      Register* flag = f->new_register(p.reg->name + "$set", Type::bool_());
      flags_[p.reg->name] = flag;
      b_->assign(flag, b_->load_bool(true));
    }
  }
  begin_closure_body(info);
  init_subclass_guard(f);
  size_t flags_before = need_flag_.size();
  if (node_type(info.node) == "lambda") {
    lower_lambda_body(body);
  } else if (node_type(info.node) == "generator_expression") {
    lower_genexp_body(info.node);
  } else {
    lower_block(body);
  }
  end_body(info.node);
  return need_flag_.size() == flags_before;
}

void Lowerer::lower_function(FuncInfo& info) {
  need_flag_.clear();
  widened_locals_.clear();
  untyped_def_ = unannotated_def(info.node);
  // Locals read where they may be unassigned need a runtime flag, and an untyped def's locals
  // may need to be objects: a pass discovers them and another lowers with them in place.
  // Partial types (check/partial_types.h) found by one lowering are declared in the next.
  const ir::Function* outer_store_fn = store_fn_;
  store_fn_ = info.fn;
  for (int attempt = 0; attempt < 5; ++attempt) {
    size_t before = diags_.all().size();
    size_t notes_before = mod_.notes.size();
    size_t widened_before = widened_locals_.size();
    partial_.begin_attempt(info.fn);
    field_inference_.begin_function(info.fn);
    bool done = lower_function_once(info);
    if (widened_locals_.size() != widened_before || (partial_.changed() && attempt < 4)) {
      diags_.truncate(before);
      mod_.notes.resize(notes_before);
      continue;
    }
    if (done || diags_.all().size() != before) break;
  }
  partial_.end_function();
  store_fn_ = outer_store_fn;
  untyped_def_ = false;
}

}  // namespace hintc::frontend
