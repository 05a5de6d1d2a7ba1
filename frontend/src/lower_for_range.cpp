// Range loops versioned on their bounds: a small, simple body gets a second copy counting on a
// plain int64 (no tag tests, no overflow checks, no reference counts), run when start, stop and
// step are small ints; bool buffers the body indexes by the loop variable are tested against the
// whole range once, so that copy reads and stores their items without index checks.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

// Bodies worth a second copy: small, and free of anything whose lowering must happen once
// (nested scopes, generators' suspension points, handlers) or that multiplies copies (loops).
bool simple_body(TSNode body) {
  static const std::set<std::string> refused = {
      "function_definition", "class_definition", "decorated_definition", "lambda",
      "list_comprehension", "set_comprehension", "dictionary_comprehension",
      "generator_expression", "try_statement", "with_statement", "for_statement",
      "while_statement", "yield", "await", "named_expression", "match_statement",
      "global_statement", "nonlocal_statement"};
  const size_t kMaxNodes = 160;  // bounds the code the copy adds
  size_t count = 0;
  std::vector<TSNode> stack{body};
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    if (++count > kMaxNodes || refused.count(node_type(n))) return false;
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
      stack.push_back(ts_node_named_child(n, i));
    }
  }
  return true;
}

// Names of the locals the body indexes with `name[var]`.
std::set<std::string> indexed_by(TSNode body, const std::string& var,
                                 const std::function<std::string(TSNode)>& text_of) {
  std::set<std::string> out;
  std::vector<TSNode> stack{body};
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    if (node_type(n) == "subscript") {
      TSNode v = child_by_field(n, "value");
      TSNode s = child_by_field(n, "subscript");
      if (node_type(v) == "identifier" && !ts_node_is_null(s) && node_type(s) == "identifier" &&
          text_of(s) == var) {
        out.insert(text_of(v));
      }
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
      stack.push_back(ts_node_named_child(n, i));
    }
  }
  return out;
}

}  // namespace

bool Lowerer::versionable_body(TSNode target, bool is_statement) {
  TSNode loop = ts_node_parent(target);
  if (is_statement) return simple_body(child_by_field(loop, "body"));
  // A comprehension's clause: the element and the other clauses are its body; a second `for`
  // clause is a nested loop.
  TSNode comp = ts_node_parent(loop);
  for (uint32_t i = 0; i < ts_node_named_child_count(comp); ++i) {
    TSNode c = ts_node_named_child(comp, i);
    if (ts_node_eq(c, loop)) continue;
    if (node_type(c) == "for_in_clause" || !simple_body(c)) return false;
  }
  return true;
}

bool Lowerer::fixed_list_loop(TSNode target, bool is_statement, TSNode seq) {
  if (node_type(target) != "identifier" || node_type(seq) != "identifier") return false;
  const std::string name = text(seq);
  if (!locals_.count(name)) return false;
  TSNode loop = ts_node_parent(target);
  std::vector<TSNode> stack;
  if (is_statement) {
    stack.push_back(child_by_field(loop, "body"));
  } else {
    // A comprehension's element and its other clauses (versionable_body allows no second loop).
    TSNode comp = ts_node_parent(loop);
    for (uint32_t i = 0; i < ts_node_named_child_count(comp); ++i) {
      TSNode c = ts_node_named_child(comp, i);
      if (!ts_node_eq(c, loop)) stack.push_back(c);
    }
  }
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    if (ts_node_is_null(n)) continue;
    if (node_type(n) == "identifier" && text(n) == name) return false;
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
      stack.push_back(ts_node_named_child(n, i));
    }
  }
  return true;
}

std::optional<Lowerer::LoopVersion> Lowerer::range_version(TSNode target, TSNode body,
                                                            Register* start, Register* stop,
                                                            Register* step) {
  if (ts_node_is_null(body) || !simple_body(body)) return std::nullopt;
  // The int64 index stands for the variable only while the body cannot rebind it.
  std::string var = node_type(target) == "identifier" ? text(target) : "";
  std::vector<Register*> bufs;
  if (!var.empty() && !module_level_ && !rebinds(body, {var})) {
    for (const std::string& name : indexed_by(body, var, [&](TSNode n) { return text(n); })) {
      auto it = locals_.find(name);
      if (it == locals_.end() || !definitely_.count(name) || rebinds(body, {name})) continue;
      Type t = it->second->type;
      if (t.is(TypeKind::Buffer) && t.elem().is(TypeKind::Bool)) bufs.push_back(it->second);
    }
  }
  Value* st = step ? static_cast<Value*>(step) : b_->load_int(1).v;
  LoopVersion v;
  v.ok = temp_register(Type::bool_());
  b_->assign(v.ok, b_->prim(PrimId::RangeRun64, {start, stop, st}));
  for (Register* buf : bufs) {
    // Bool buffers never change size, so one test covers every step of the loop.
    Block* test = b_->new_block();
    Block* next = b_->new_block();
    b_->branch(v.ok, test, next);
    b_->activate(test);
    b_->assign(v.ok, b_->prim(PrimId::RangeInBuf, {start, stop, st, buf}));
    b_->goto_(next);
    b_->activate(next);
  }
  Register* c64 = temp_register(Type::i64());
  Register* step64 = temp_register(Type::i64());
  Register* left = temp_register(Type::i64());
  auto items = std::make_shared<std::map<Register*, Register*>>();
  for (Register* buf : bufs) (*items)[buf] = temp_register(Type::i64());
  v.prepare = [=]() {
    b_->assign(c64, b_->prim(PrimId::SmallToI64, {start}));
    b_->assign(step64, b_->prim(PrimId::SmallToI64, {st}));
    b_->assign(left, b_->prim(PrimId::RangeLen64, {start, stop, st}));
    for (const auto& [buf, at] : *items) b_->assign(at, b_->prim(PrimId::BufItems, {buf}));
    // The loop runs at least once, so binding its first value now is unobservable; then every
    // value the variable held in the loop is a small int, whose release the C++ compiler drops.
    if (!var.empty()) bind_target(target, b_->prim(PrimId::I64ToSmall, {c64}));
  };
  v.steps.head = [=](Block* body_b, Block* end_b) {
    Op* zero = b_->emit(ir::OpKind::LoadInt, Type::i64(), {}, true);
    zero->imm = 0;
    b_->branch(b_->prim(PrimId::I64Gt, {left, zero}).v, body_b, end_b);
  };
  v.steps.bind = [=]() {
    bind_target(target, b_->prim(PrimId::I64ToSmall, {c64}));
    auto it = var.empty() ? locals_.end() : locals_.find(var);
    Register* reg = it == locals_.end() || items->empty() ? nullptr : it->second;
    range_fast_.push_back({reg, c64, *items});
  };
  v.steps.advance = [=]() {
    range_fast_.pop_back();
    b_->assign(left, b_->prim(PrimId::IndexBack, {left}));
    b_->assign(c64, b_->prim(PrimId::RangeStep64, {c64, step64}));
  };
  return v;
}

Lowerer::LoopVersion Lowerer::native_int_version(Register* list, Register* idx,
                                                 Register* is_native, bool reversed,
                                                 const std::function<void(RValue)>& bind_item,
                                                 bool fixed) {
  LoopVersion v;
  v.steps.bind = [=]() { bind_item(b_->prim(PrimId::NlItemSmall, {list, idx})); };
  v.steps.advance = [=]() {
    b_->assign(idx, b_->prim(reversed ? PrimId::IndexBack : PrimId::IndexStep, {idx}));
  };
  if (fixed) {
    // Nothing in the body can store into the list or grow it, so one test before the loop
    // covers every step and the size is read once. Binding the first item before the first
    // step is unobservable (the loop runs at least once): every value the target then holds in
    // the loop is a small int, and the C++ compiler drops its releases.
    v.ok = temp_register(Type::bool_());
    b_->assign(v.ok, b_->prim(PrimId::NlSmallRun, {list}));
    Register* n64 = temp_register(Type::i64());
    auto bind = v.steps.bind;
    v.prepare = [=] {
      b_->assign(n64, b_->prim(PrimId::NlSize64, {list}));
      bind();
    };
    v.steps.head = [=](Block* body_b, Block* end_b) {
      branch_index_in_range(idx, n64, reversed, body_b, end_b);
    };
    return v;
  }
  v.ok = is_native;
  v.prepare = [] {};
  v.generic_head = std::make_shared<Block*>(nullptr);
  auto generic_head = v.generic_head;
  v.steps.head = [=](Block* body_b, Block* end_b) {
    // A store or append in the body may put a bignum in the list: tested every step, then the
    // generic copy goes on from the same index.
    Block* small = b_->new_block();
    b_->branch(b_->prim(PrimId::NlSmallOnly, {list}).v, small, *generic_head);
    b_->activate(small);
    branch_index_in_range(idx, b_->prim(PrimId::NlSize64, {list}).v, reversed, body_b, end_b);
  };
  return v;
}

std::optional<Lowerer::FastItem> Lowerer::fast_buffer_index(Value* seq, Value* index) {
  if (range_fast_.empty()) return std::nullopt;
  const RangeFast& f = range_fast_.back();
  if (f.var == nullptr || index != f.var) return std::nullopt;
  for (const auto& [buf, items] : f.items) {
    if (buf == seq) return FastItem{items, f.c64};
  }
  return std::nullopt;
}

}  // namespace hintc::frontend
