// Call-graph analysis: which functions can recurse (and so need a native depth check).
#include <algorithm>
#include <map>
#include <vector>

#include "emit.h"

namespace hintc::codegen {

namespace {

// Tarjan's strongly connected components over the module's direct calls.
class Tarjan {
 public:
  explicit Tarjan(const std::vector<const ir::Function*>& fns) : fns_(fns) {
    for (const ir::Function* f : fns_) {
      std::vector<const ir::Function*>& out = callees_[f];
      for (const auto& b : f->blocks) {
        for (const auto& op : b->ops) {
          if (op->kind == ir::OpKind::Call && op->callee != nullptr) out.push_back(op->callee);
          // A virtual call may reach the slot's implementation in any subclass.
          if (op->kind == ir::OpKind::CallVirtual) {
            add_overrides(op->operands[0]->type.class_def(), static_cast<size_t>(op->imm), out);
          }
        }
      }
    }
  }

  std::set<const ir::Function*> recursive() {
    for (const ir::Function* f : fns_) {
      if (index_.count(f) == 0) visit(f);
    }
    return result_;
  }

 private:
  static void add_overrides(const ir::ClassDef* c, size_t slot,
                            std::vector<const ir::Function*>& out) {
    out.push_back(c->vtable[slot]);
    for (const ir::ClassDef* s : c->subclasses) add_overrides(s, slot, out);
  }

  void visit(const ir::Function* f) {
    index_[f] = low_[f] = next_++;
    stack_.push_back(f);
    on_stack_[f] = true;
    for (const ir::Function* c : callees_[f]) {
      if (index_.count(c) == 0) {
        visit(c);
        low_[f] = std::min(low_[f], low_[c]);
      } else if (on_stack_[c]) {
        low_[f] = std::min(low_[f], index_[c]);
      }
    }
    if (low_[f] != index_[f]) return;
    std::vector<const ir::Function*> scc;
    const ir::Function* top;
    do {
      top = stack_.back();
      stack_.pop_back();
      on_stack_[top] = false;
      scc.push_back(top);
    } while (top != f);
    const auto& self = callees_[f];
    if (scc.size() > 1 || std::find(self.begin(), self.end(), f) != self.end()) {
      result_.insert(scc.begin(), scc.end());
    }
  }

  const std::vector<const ir::Function*>& fns_;
  std::map<const ir::Function*, std::vector<const ir::Function*>> callees_;
  std::map<const ir::Function*, int> index_, low_;
  std::map<const ir::Function*, bool> on_stack_;
  std::vector<const ir::Function*> stack_;
  std::set<const ir::Function*> result_;
  int next_ = 0;
};

}  // namespace

std::set<const ir::Function*> recursive_functions(const ir::Module& m) {
  std::vector<const ir::Function*> fns;
  for (const auto& f : m.functions) fns.push_back(f.get());
  if (m.body) fns.push_back(m.body.get());
  std::set<const ir::Function*> out = Tarjan(fns).recursive();
  // A call into another module may come back (mutual imports): such calls are where a cycle
  // through several modules can be cut, so their callers check the depth budget too.
  for (const ir::Function* f : fns) {
    for (const auto& b : f->blocks) {
      for (const auto& op : b->ops) {
        if (op->kind == ir::OpKind::CallImported && !f->is_module_body) out.insert(f);
      }
    }
  }
  return out;
}

}  // namespace hintc::codegen
