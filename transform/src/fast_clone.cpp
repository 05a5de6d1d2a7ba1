// Speculative int64 clones: eligibility (purity and types, a call-graph fixed point) and the
// op-by-op copy that maps tagged-int primitives to their int64 forms.
#include "hintc/transform/fast_clone.h"

#include <map>
#include <set>

namespace hintc::transform {

using ir::Block;
using ir::Function;
using ir::Op;
using ir::OpKind;
using ir::PrimId;
using ir::Register;
using ir::Type;
using ir::TypeKind;
using ir::Value;

namespace {

bool scalar(Type t) {
  // i64: loop counters (list indices, range loops' int64 copies)
  return t.is(TypeKind::Int) || t.is(TypeKind::Float) || t.is(TypeKind::Bool) ||
         t.is(TypeKind::None) || t.is(TypeKind::I64);
}

Type clone_type(Type t) { return t.is(TypeKind::Int) ? Type::i64() : t; }

// Eligibility of one function's own ops; calls are checked by the fixed point.
bool locally_eligible(const Function& f) {
  if (f.is_module_body || !scalar(f.return_type)) return false;
  for (const auto& r : f.registers) {
    if (!scalar(r->type)) return false;
  }
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      switch (op->kind) {
        case OpKind::LoadInt:
        case OpKind::LoadFloat:
        case OpKind::LoadBool:
        case OpKind::LoadNone:
        case OpKind::Assign:
        case OpKind::IncRef:
        case OpKind::DecRef:
        case OpKind::RaiseUnbound:
        case OpKind::SetLine:
        case OpKind::CheckSignals:
        case OpKind::Goto:
        case OpKind::Branch:
        case OpKind::Return:
        case OpKind::Unwind:
        case OpKind::Unreachable:
        case OpKind::Call: break;
        case OpKind::LoadGlobal:
          if (!scalar(op->type)) return false;
          break;
        case OpKind::PrimCall: {
          const ir::PrimInfo& p = ir::prim_info(op->prim);
          bool has_int = p.result.is(TypeKind::Int);
          for (Type a : p.args) has_int |= a.is(TypeKind::Int);
          if (!scalar(p.result)) return false;
          for (Type a : p.args) {
            if (!scalar(a)) return false;
          }
          if (has_int && p.i64_form == PrimId::NoI64) return false;
          break;
        }
        default: return false;  // output, global stores, objects: not pure or not numeric
      }
    }
  }
  return true;
}

class Cloner {
 public:
  Cloner(const Function& src, Function& dst, const std::map<const Function*, Function*>& clones)
      : src_(src), dst_(dst), clones_(clones) {}

  void run() {
    for (const auto& r : src_.registers) {
      Register* c = dst_.new_register(r->name, clone_type(r->type), r->is_param);
      values_[r.get()] = c;
    }
    for (const ir::Param& p : src_.params) {
      ir::Param q = p;
      q.reg = static_cast<Register*>(values_[p.reg]);
      dst_.params.push_back(q);
    }
    for (size_t i = 0; i < src_.blocks.size(); ++i)
      blocks_[src_.blocks[i].get()] = dst_.new_block();
    // Values are mapped in block order; an operand defined in a later block is patched after.
    for (const auto& b : src_.blocks) {
      Block* out = blocks_[b.get()];
      for (const auto& op : b->ops) copy_op(*op, out);
    }
    for (auto& [op, src_operands] : pending_) {
      for (size_t i = 0; i < src_operands.size(); ++i)
        op->operands[i] = values_.at(src_operands[i]);
    }
  }

 private:
  Op* append(Block* out, std::unique_ptr<Op> op) {
    op->id = dst_.next_value_id++;
    Op* raw = op.get();
    out->ops.push_back(std::move(op));
    return raw;
  }

  void copy_op(const Op& op, Block* out) {
    // Reference counting disappears: clone values are never references.
    if ((op.kind == OpKind::IncRef || op.kind == OpKind::DecRef) &&
        op.operands[0]->type.is(TypeKind::Int)) {
      return;
    }
    auto c = std::make_unique<Op>(op.kind, clone_type(op.type));
    c->has_result = op.has_result;
    c->span = op.span;
    c->imm = op.imm;
    c->fimm = op.fimm;
    c->text = op.text;
    c->prim = op.prim;
    c->global = op.global;
    c->sep = op.sep;
    c->end = op.end;
    c->has_sep = op.has_sep;
    c->has_end = op.has_end;
    if (op.dest) c->dest = static_cast<Register*>(values_.at(op.dest));
    if (op.callee) c->callee = clones_.at(op.callee);
    for (int i = 0; i < 2; ++i) c->targets[i] = op.targets[i] ? blocks_.at(op.targets[i]) : nullptr;
    c->error_target = op.error_target ? blocks_.at(op.error_target) : nullptr;
    if (op.kind == OpKind::PrimCall) {
      // The int64 form of a primitive with int operands or result (primitives.def).
      PrimId form = ir::prim_info(op.prim).i64_form;
      if (form != PrimId::NoI64) c->prim = form;
      c->type = ir::prim_info(c->prim).result;
    }
    // An int64 form may fail where the exact one cannot (or the reverse): clone values hold no
    // references, so any failure can leave straight through a plain unwind block.
    if (!c->can_fail()) {
      c->error_target = nullptr;
    } else if (c->error_target == nullptr) {
      c->error_target = bail_block();
    }
    std::vector<const Value*> src_operands(op.operands.begin(), op.operands.end());
    c->operands.resize(op.operands.size(), nullptr);
    bool all_known = true;
    for (size_t i = 0; i < op.operands.size(); ++i) {
      auto it = values_.find(op.operands[i]);
      if (it == values_.end()) {
        all_known = false;
      } else {
        c->operands[i] = it->second;
      }
    }
    Op* raw;
    if (op.kind == OpKind::LoadGlobal && op.type.is(TypeKind::Int)) {
      // The global holds a tagged int: load it as such, then narrow it to int64.
      auto load = std::make_unique<Op>(OpKind::LoadGlobal, Type::int_());
      load->has_result = true;
      load->span = op.span;
      load->global = op.global;
      load->error_target = c->error_target;
      Op* l = append(out, std::move(load));
      auto narrow = std::make_unique<Op>(OpKind::PrimCall, Type::i64());
      narrow->prim = PrimId::HIntToI64;
      narrow->has_result = true;
      narrow->span = op.span;
      narrow->operands = {l};
      narrow->error_target = c->error_target;
      raw = append(out, std::move(narrow));
    } else {
      raw = append(out, std::move(c));
    }
    if (!all_known) pending_.push_back({raw, src_operands});
    values_[&op] = raw;
  }

  Block* bail_block() {
    if (bail_ == nullptr) {
      bail_ = dst_.new_block();
      auto u = std::make_unique<Op>(OpKind::Unwind, Type::none());
      append(bail_, std::move(u));
    }
    return bail_;
  }

  const Function& src_;
  Function& dst_;
  Block* bail_ = nullptr;
  const std::map<const Function*, Function*>& clones_;
  std::map<const Value*, Value*> values_;
  std::map<const Block*, Block*> blocks_;
  std::vector<std::pair<Op*, std::vector<const Value*>>> pending_;
};

}  // namespace

int add_fast_clones(ir::Module& m) {
  std::set<const Function*> eligible;
  for (const auto& f : m.functions) {
    if (!f->is_fast_clone && f->fast_clone == nullptr && locally_eligible(*f))
      eligible.insert(f.get());
  }
  // Fixed point: a function is eligible only if every function it calls is.
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = eligible.begin(); it != eligible.end();) {
      bool ok = true;
      for (const auto& b : (*it)->blocks) {
        for (const auto& op : b->ops) {
          if (op->kind == OpKind::Call && eligible.count(op->callee) == 0) ok = false;
        }
      }
      if (ok) {
        ++it;
      } else {
        it = eligible.erase(it);
        changed = true;
      }
    }
  }
  // Only worth it where int64 replaces tagged ints somewhere.
  std::map<const Function*, Function*> clones;
  std::vector<std::unique_ptr<Function>> added;
  for (const auto& f : m.functions) {
    if (!eligible.count(f.get())) continue;
    auto c = std::make_unique<Function>();
    c->name = f->name;
    c->return_type = clone_type(f->return_type);
    c->line = f->line;
    c->is_fast_clone = true;
    clones[f.get()] = c.get();
    f->fast_clone = c.get();
    added.push_back(std::move(c));
  }
  for (const auto& f : m.functions) {
    if (clones.count(f.get())) Cloner(*f, *clones[f.get()], clones).run();
  }
  int n = static_cast<int>(added.size());
  for (auto& c : added) m.functions.push_back(std::move(c));
  return n;
}

}  // namespace hintc::transform
