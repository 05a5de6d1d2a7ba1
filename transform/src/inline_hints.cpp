// Inline hints: the size and shape test for functions worth inlining into direct callers, with
// a bound on what forced inlining adds to each caller once nested hints are expanded.
#include "hintc/transform/inline_hints.h"

#include <map>
#include <set>
#include <utility>
#include <vector>

namespace hintc::transform {

namespace {

// The ops of a small function without loops or direct recursion; 0 when it is not one.
size_t small_straight(const ir::Function& f) {
  size_t n = 0;
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      // Every loop polls for signals on its back edge.
      if (op->kind == ir::OpKind::CheckSignals) return 0;
      // Direct recursion cannot be inlined (codegen also leaves out mutual recursion).
      if (op->kind == ir::OpKind::Call && op->callee == &f) return 0;
      if (++n > kInlineMaxOps) return 0;
    }
  }
  return n;
}

bool candidate(const ir::Function& f) {
  return !(f.is_generator || f.is_coroutine || f.is_module_body || f.nested);
}

// The functions a call op in `f` may inline: the callee, and its int64 clone where the exact
// code tries the clone first.
std::vector<ir::Function*> inlinable_callees(const ir::Function& f, const ir::Op& op) {
  std::vector<ir::Function*> out;
  if (op.kind != ir::OpKind::Call || op.callee == nullptr || op.callee == &f) return out;
  out.push_back(op.callee);
  if (f.tries_clone_first(*op.callee)) out.push_back(op.callee->fast_clone);
  return out;
}

// Callees before callers (iterative, so a chain of thousands of functions needs no deep C++
// stack); a call back into a function on the current path (recursion) is not followed.
std::vector<ir::Function*> callees_first(const ir::Module& m) {
  std::vector<ir::Function*> order;
  std::set<const ir::Function*> seen;
  for (const auto& root : m.functions) {
    if (!seen.insert(root.get()).second) continue;
    std::vector<std::pair<ir::Function*, std::vector<ir::Function*>>> stack;
    auto push = [&](ir::Function* f) {
      std::vector<ir::Function*> next;
      for (const auto& b : f->blocks) {
        for (const auto& op : b->ops) {
          for (ir::Function* g : inlinable_callees(*f, *op)) next.push_back(g);
        }
      }
      stack.emplace_back(f, std::move(next));
    };
    push(root.get());
    while (!stack.empty()) {
      auto& [f, next] = stack.back();
      if (next.empty()) {
        order.push_back(f);
        stack.pop_back();
        continue;
      }
      ir::Function* g = next.back();
      next.pop_back();
      if (seen.insert(g).second) push(g);
    }
  }
  return order;
}

}  // namespace

// Decides hints callee first. A forced-inline callee's body lands whole in its caller, with
// its own forced callees inside it, so a chain of small functions calling one another would
// give each caller the whole chain below it (quadratic C++ after inlining, and the C++
// compiler's time worse than that). A function's expanded size is its ops plus the expanded
// size of every hinted callee at each call (both versions where the exact code tries the int64
// clone first); it must stay within kInlineMaxExpandedOps for the function to be hinted.
int mark_inline_hints(ir::Module& m) {
  std::map<const ir::Function*, size_t> expanded;
  int count = 0;
  for (ir::Function* f : callees_first(m)) {
    size_t total = 0;
    for (const auto& b : f->blocks) {
      for (const auto& op : b->ops) {
        ++total;
        for (ir::Function* g : inlinable_callees(*f, *op)) {
          // Not yet sized: a call closing a recursion cycle, which stays a call.
          if (g->inline_hint) total += expanded[g];
        }
      }
    }
    expanded[f] = total;
    if (candidate(*f) && small_straight(*f) > 0 && total <= kInlineMaxExpandedOps) {
      f->inline_hint = true;
      ++count;
    }
  }
  return count;
}

}  // namespace hintc::transform
