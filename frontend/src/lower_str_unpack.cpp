// `head, sep, tail = s.partition(x)` (and rpartition) into three names without the tuple: an
// exact str's pieces are made directly; a str subclass, which may override the method, takes
// the call and the tuple unpacking it always took. `q, r = divmod(a, b)` of ints: the quotient
// and the remainder assigned without the tuple.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

// The named children of n without comments; false when one of them is a splat.
bool plain_children(TSNode n, std::vector<TSNode>& out) {
  for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
    TSNode c = ts_node_named_child(n, i);
    std::string k = ts_node_type(c);
    if (k == "comment") continue;
    if (k == "keyword_argument" || k == "list_splat" || k == "dictionary_splat" ||
        k == "list_splat_pattern") {
      return false;
    }
    out.push_back(c);
  }
  return true;
}

}  // namespace

bool Lowerer::lower_partition_unpack(TSNode left, TSNode right) {
  if (node_type(right) != "call") return false;
  TSNode fn = child_by_field(right, "function");
  TSNode args = child_by_field(right, "arguments");
  if (node_type(fn) != "attribute" || node_type(args) != "argument_list") return false;
  const std::string attr = text(child_by_field(fn, "attribute"));
  if (attr != "partition" && attr != "rpartition") return false;
  std::vector<TSNode> argv, targets;
  if (!plain_children(args, argv) || argv.size() != 1) return false;
  if (!plain_children(left, targets) || targets.size() != 3) return false;
  // Plain names only: each branch below assigns them, and a name's assignment has no effects
  // of its own that could differ between the two.
  for (TSNode t : targets) {
    if (node_type(t) != "identifier") return false;
  }
  // A local str variable as the receiver: its type is known before anything is evaluated,
  // and the call cannot mean anything else (a module's function, a class's method).
  TSNode obj = child_by_field(fn, "object");
  if (node_type(obj) != "identifier" || imports_.count(text(obj))) return false;
  Register* recv = local(text(obj));
  if (recv == nullptr || !recv->type.is(TypeKind::Str)) return false;

  RValue s = lower_expr(obj);
  RValue sep = lower_expr(argv[0]);
  set_span(right);
  const bool rpart = attr == "rpartition";
  if (!s.type().is(TypeKind::Str) || !sep.type().is(TypeKind::Str)) {
    // Not what mypy accepts for str.partition unless the argument is Any: the call by name.
    RValue r = checked(b_->call_method(s.v, attr, {sep.v}, Type::object()),
                       Type::tuple({Type::str(), Type::str(), Type::str()}),
                       "result of ." + attr + "()");
    b_->release(sep);
    b_->release(s);
    bind_target(left, r);
    return true;
  }
  Block* fast = b_->new_block();
  Block* slow = b_->new_block();
  Block* done = b_->new_block();
  b_->branch(b_->prim(PrimId::StrIsExact, {s.v}).v, fast, slow);

  b_->activate(fast);
  RValue pos = b_->prim(rpart ? PrimId::StrRpartitionAt : PrimId::StrPartitionAt, {s.v, sep.v});
  std::vector<RValue> pieces;
  for (int i = 0; i < 3; ++i) {
    RValue code = b_->load_int(i + (rpart ? 3 : 0));
    pieces.push_back(b_->prim(PrimId::StrPartPiece, {s.v, sep.v, pos.v, code.v}));
  }
  b_->release(pos);
  // Every piece exists before any name is assigned, as when unpacking the tuple.
  for (size_t i = 0; i < targets.size(); ++i) assign_target(targets[i], pieces[i]);
  b_->goto_(done);

  b_->activate(slow);
  // The override's result is unpacked as any object is (CPython's unpacking errors), and each
  // name's assignment checks its item.
  bind_target(left, b_->prim(rpart ? PrimId::StrRpartition : PrimId::StrPartition, {s.v, sep.v}));
  b_->goto_(done);

  b_->activate(done);
  b_->release(sep);
  b_->release(s);
  return true;
}

bool Lowerer::names_builtin(TSNode fn) const {
  if (node_type(fn) != "identifier") return false;
  std::string name = text(fn);
  if (!module_level_ && (local_names_.count(name) || locals_.count(name))) return false;
  return is_python_builtin(name) && mod_.find_global(name) == nullptr && !funcs_.count(name) &&
         !classes_.count(name) && !imports_.count(name);
}

bool Lowerer::lower_divmod_unpack(TSNode left, TSNode right) {
  TSNode fn = child_by_field(right, "function");
  TSNode args = child_by_field(right, "arguments");
  if (dynamic(right) || text(fn) != "divmod" || !names_builtin(fn) ||
      node_type(args) != "argument_list") {
    return false;
  }
  std::vector<TSNode> argv, targets;
  if (!plain_children(args, argv) || argv.size() != 2) return false;
  if (!plain_children(left, targets) || targets.size() != 2) return false;
  for (TSNode t : targets) {
    std::string k = node_type(t);  // not a nested pattern (unpacking an int: the tuple's error)
    if (k != "identifier" && k != "attribute" && k != "subscript") return false;
  }
  if (!quiet_int(argv[0]) || !quiet_int(argv[1])) return false;
  auto [q, r] = int_divmod(argv[0], argv[1], right);
  assign_target(targets[0], q);
  assign_target(targets[1], r);
  return true;
}

}  // namespace hintc::frontend
