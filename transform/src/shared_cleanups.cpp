// Shared cleanups: error blocks of the shape `dec_ref a; dec_ref b; ...; goto T` become a
// first dec_ref and a jump into one chain of blocks per target, shared by all of them.
#include "hintc/transform/shared_cleanups.h"

#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace hintc::transform {

using ir::Block;
using ir::Op;
using ir::OpKind;

namespace {

// The dec_refs of a block that holds nothing else but a final goto; empty for other blocks.
std::vector<Op*> releases(const Block& b) {
  std::vector<Op*> out;
  if (b.ops.size() < 2 || b.ops.back()->kind != OpKind::Goto) return {};
  for (size_t i = 0; i + 1 < b.ops.size(); ++i) {
    if (b.ops[i]->kind != OpKind::DecRef) return {};
    out.push_back(b.ops[i].get());
  }
  return out;
}

class Sharer {
 public:
  explicit Sharer(ir::Function& f) : f_(f) {}

  int run() {
    size_t total = 0;
    for (const auto& b : f_.blocks) total += releases(*b).size();
    if (total < kShareCleanupsMinReleases) return 0;
    int removed = 0;
    const size_t n = f_.blocks.size();  // new chain blocks are appended; they are not visited
    for (size_t i = 0; i < n; ++i) {
      Block& b = *f_.blocks[i];
      std::vector<Op*> rel = releases(b);
      if (rel.size() < 2) continue;
      Block* target = b.ops.back()->targets[0];
      // rel[0] runs first; the rest (rel[1..]) is a chain shared with every block ending alike.
      Block* rest = chain(target, rel, 1);
      std::unique_ptr<Op> first = std::move(b.ops[0]);
      std::unique_ptr<Op> jump = std::move(b.ops.back());
      jump->targets[0] = rest;
      b.ops.clear();
      b.ops.push_back(std::move(first));
      b.ops.push_back(std::move(jump));
      removed += static_cast<int>(rel.size()) - 1;
    }
    return removed;
  }

 private:
  // The block running rel[from..] then going to `target` (built from the end, so chains ending
  // in the same releases meet).
  Block* chain(Block* target, const std::vector<Op*>& rel, size_t from) {
    Block* node = target;
    for (size_t i = rel.size(); i-- > from;) {
      auto key = std::make_pair(node, static_cast<const ir::Value*>(rel[i]->operands[0]));
      auto it = nodes_.find(key);
      if (it != nodes_.end()) {
        node = it->second;
        continue;
      }
      Block* nb = f_.new_block();
      auto dec = std::make_unique<Op>(OpKind::DecRef, ir::Type::none());
      dec->operands = rel[i]->operands;
      dec->span = rel[i]->span;
      dec->id = f_.next_value_id++;
      auto go = std::make_unique<Op>(OpKind::Goto, ir::Type::none());
      go->targets[0] = node;
      go->span = rel[i]->span;
      go->id = f_.next_value_id++;
      nb->ops.push_back(std::move(dec));
      nb->ops.push_back(std::move(go));
      nodes_.emplace(key, nb);
      node = nb;
    }
    return node;
  }

  ir::Function& f_;
  std::map<std::pair<Block*, const ir::Value*>, Block*> nodes_;
};

}  // namespace

int share_cleanups(ir::Module& m) {
  int removed = 0;
  for (const auto& f : m.functions) removed += Sharer(*f).run();
  if (m.body) removed += Sharer(*m.body).run();
  return removed;
}

}  // namespace hintc::transform
