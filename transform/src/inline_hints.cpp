// Inline hints: the size and shape test for functions worth inlining into direct callers.
#include "hintc/transform/inline_hints.h"

namespace hintc::transform {

namespace {

bool small_straight(const ir::Function& f) {
  size_t n = 0;
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      // Every loop polls for signals on its back edge.
      if (op->kind == ir::OpKind::CheckSignals) return false;
      // Direct recursion cannot be inlined (codegen also leaves out mutual recursion).
      if (op->kind == ir::OpKind::Call && op->callee == &f) return false;
      if (++n > kInlineMaxOps) return false;
    }
  }
  return n > 0;
}

}  // namespace

int mark_inline_hints(ir::Module& m) {
  int count = 0;
  for (const auto& f : m.functions) {
    if (f->is_generator || f->is_coroutine || f->is_module_body || f->nested) continue;
    if (small_straight(*f)) {
      f->inline_hint = true;
      ++count;
    }
  }
  return count;
}

}  // namespace hintc::transform
