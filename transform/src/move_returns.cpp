// Returns that move a dying register's reference into the result register (see the header).
#include "hintc/transform/move_returns.h"

#include <iterator>
#include <map>
#include <memory>
#include <set>

namespace hintc::transform {

using ir::Block;
using ir::Function;
using ir::Op;
using ir::OpKind;
using ir::Register;

namespace {

// An exit block: dec_refs of registers, then `return REG`. Maps it to the registers it releases.
bool releases_then_returns(const Block& b, std::set<const Register*>& released) {
  const Op& last = *b.ops.back();
  if (last.kind != OpKind::Return || !last.operands[0]->is_register()) return false;
  for (size_t i = 0; i + 1 < b.ops.size(); ++i) {
    const Op& o = *b.ops[i];
    if (o.kind != OpKind::DecRef || !o.operands[0]->is_register()) return false;
    released.insert(static_cast<const Register*>(o.operands[0]));
  }
  return true;
}

std::unique_ptr<Op> new_op(Function& f, OpKind k, ir::Type t, const Op& at) {
  auto op = std::make_unique<Op>(k, t);
  op->id = f.next_value_id++;
  op->span = at.span;
  return op;
}

// The value that leaves `r` holding nothing to release: null, or the small int 0.
std::unique_ptr<Op> empty_value(Function& f, const Register& r, const Op& at) {
  if (r.type.is(ir::TypeKind::Int)) {
    auto zero = new_op(f, OpKind::LoadInt, r.type, at);
    zero->has_result = true;
    return zero;
  }
  auto null = new_op(f, OpKind::PrimCall, r.type, at);
  null->prim = ir::PrimId::ObjNull;
  null->has_result = true;
  return null;
}

int move_in(Function& f) {
  std::map<const Block*, std::set<const Register*>> exits;
  for (const auto& b : f.blocks) {
    std::set<const Register*> released;
    if (b->terminated() && releases_then_returns(*b, released)) exits[b.get()] = released;
  }
  int count = 0;
  for (const auto& b : f.blocks) {
    auto& ops = b->ops;
    if (ops.size() < 3 || ops.back()->kind != OpKind::Goto) continue;
    auto exit = exits.find(ops.back()->targets[0]);
    if (exit == exits.end()) continue;
    const Op& ret = *exit->first->ops.back();
    size_t a = ops.size() - 2;
    Op& assign = *ops[a];
    if (assign.kind != OpKind::Assign || assign.dest != ret.operands[0]) continue;
    if (!assign.operands[0]->is_register()) continue;
    auto* r = static_cast<Register*>(assign.operands[0]);
    if (r == assign.dest || !r->type.is_refcounted() || exit->second.count(r) == 0) continue;
    // Back over dec_refs of other registers to the inc_ref of r.
    size_t i = a;
    while (i > 0 && ops[i - 1]->kind == OpKind::DecRef && ops[i - 1]->operands[0] != r &&
           ops[i - 1]->operands[0]->is_register()) {
      --i;
    }
    if (i == 0 || ops[i - 1]->kind != OpKind::IncRef || ops[i - 1]->operands[0] != r) continue;
    auto empty = empty_value(f, *r, assign);
    auto clear = new_op(f, OpKind::Assign, ir::Type::none(), assign);
    clear->operands = {empty.get()};
    clear->dest = r;
    auto at = ops.begin() + static_cast<long>(a) + 1;
    at = std::next(ops.insert(at, std::move(empty)));
    ops.insert(at, std::move(clear));
    ops.erase(ops.begin() + static_cast<long>(i) - 1);
    ++count;
  }
  return count;
}

}  // namespace

int move_returns(ir::Module& m) {
  int count = 0;
  for (const auto& f : m.functions) {
    if (f->is_generator || f->is_coroutine || f->is_fast_clone) continue;
    count += move_in(*f);
  }
  return count;
}

}  // namespace hintc::transform
