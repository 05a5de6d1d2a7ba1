// Borrowed field and global reads: which ops are quiet (run no Python code, release nothing that
// could hold other references: the quiet columns of ops.def and primitives.def, and the checks
// of the kQuietIf ops), which functions are, and the per-read window check.
#include "hintc/transform/borrow_reads.h"

#include <map>
#include <set>
#include <vector>

namespace hintc::transform {

using ir::Function;
using ir::Op;
using ir::OpKind;
using ir::TypeKind;
using ir::Value;

namespace {

// Releasing a value of this type runs no Python code and frees no other object.
bool quiet_release(ir::Type t) {
  return t.is(TypeKind::Int) || t.is(TypeKind::Str) || !t.is_refcounted();
}

bool plain_field(ir::Type t) { return !t.is_refcounted() || t.is(TypeKind::Int); }

// Every implementation a call may run: the callee, or for a virtual call the slot's
// implementation in the static class and each compiled subclass.
void call_targets(const Op& op, std::vector<const Function*>& out) {
  if (op.kind == OpKind::Call) {
    out.push_back(op.callee);
    return;
  }
  std::vector<const ir::ClassDef*> todo = {op.operands[0]->type.class_def()};
  while (!todo.empty()) {
    const ir::ClassDef* c = todo.back();
    todo.pop_back();
    if (c == nullptr || c->open_to_python() || static_cast<size_t>(op.imm) >= c->vtable.size()) {
      out.push_back(nullptr);
      return;
    }
    out.push_back(c->vtable[static_cast<size_t>(op.imm)]);
    todo.insert(todo.end(), c->subclasses.begin(), c->subclasses.end());
  }
}

class Quiet {
 public:
  explicit Quiet(const ir::Module& m) {
    // Greatest fixed point: assume every candidate quiet, drop those with a loud op until none
    // changes (a quiet cycle of calls stays quiet: it only reads).
    for (const auto& f : m.functions) {
      if (!f->is_generator && !f->is_coroutine && !f->bound_at_def && !f->blocks.empty()) {
        fns_.insert(f.get());
      }
    }
    for (bool changed = true; changed;) {
      changed = false;
      for (auto it = fns_.begin(); it != fns_.end();) {
        if (body_quiet(**it)) {
          ++it;
        } else {
          it = fns_.erase(it);
          changed = true;
        }
      }
    }
  }

  // An op that cannot release a slot's value (field_name: the borrowed field, "" for a global).
  // `taken`: the references taken since the read began, all from holders that quiet ops leave
  // alone, so releasing one never frees its object; null inside a quiet function's body, where
  // every reference is of that kind (params are the caller's, and nothing loud runs).
  bool op(const Op& op, const std::string& field_name, const std::set<const Value*>* taken) const {
    switch (ir::op_info(op.kind).quiet) {
      case ir::kQuiet: return true;
      case ir::kLoud: return false;
      case ir::kQuietIf: break;
    }
    switch (op.kind) {
      case OpKind::DecRef:
        return taken == nullptr || taken->count(op.operands[0]) != 0 ||
               quiet_release(op.operands[0]->type);
      case OpKind::PrimCall: return ir::prim_info(op.prim).quiet;
      case OpKind::SetField:
        return plain_field(op.operands[1]->type) && op.text != field_name;
      case OpKind::Call:
      case OpKind::CallVirtual: {
        std::vector<const Function*> targets;
        call_targets(op, targets);
        for (const Function* t : targets) {
          if (fns_.count(t) == 0) return false;
        }
        return true;
      }
      default: return false;
    }
  }

 private:
  bool body_quiet(const Function& f) const {
    for (const auto& b : f.blocks) {
      for (const auto& o : b->ops) {
        // Exits and traceback entries: reached only once nothing borrowed is read any more.
        if (o->kind == OpKind::Return || o->kind == OpKind::Unwind ||
            o->kind == OpKind::AddTraceback) {
          continue;
        }
        // A store anywhere in a callee could be to the caller's borrowed slot.
        if (o->kind == OpKind::SetField || !op(*o, "", nullptr)) return false;
      }
    }
    return true;
  }

  std::set<const Function*> fns_;
};

// Whether `use` reads the borrowed value without keeping or releasing a reference to it
// (ops.def's operands column). A loud reading op ends the quiet window anyway.
bool reading_use(const Op& use, const Value* v) {
  switch (ir::op_info(use.kind).operands) {
    case ir::kRead: return true;
    case ir::kReadPrim: return ir::prim_info(use.prim).quiet;
    // The object of a store, not the stored value (whose reference moves into the field).
    case ir::kReadFirst: return use.operands[0] == v && use.operands[1] != v;
    case ir::kTake: return false;
  }
  return false;
}

struct Uses {
  std::vector<Op*> releases;  // dec_refs, anywhere
  std::vector<Op*> reads;     // every other use
};

void borrow_in(const Quiet& quiet, Function& f, int& count) {
  std::map<const Value*, Uses> uses;
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      for (const Value* v : op->operands) {
        Uses& u = uses[v];
        (op->kind == OpKind::DecRef ? u.releases : u.reads).push_back(op.get());
      }
    }
  }
  for (const auto& b : f.blocks) {
    auto& ops = b->ops;
    for (size_t i = 0; i < ops.size(); ++i) {
      Op& read = *ops[i];
      if (read.kind != OpKind::GetField && read.kind != OpKind::LoadGlobal) continue;
      if (!read.type.is_refcounted() || read.borrowed) continue;
      const Uses& u = uses[&read];
      // The last reading use, which must be in this block after an unbroken quiet window.
      std::set<const Op*> reads(u.reads.begin(), u.reads.end());
      bool ok = true;
      for (const Op* r : u.reads) ok = ok && reading_use(*r, &read);
      const std::string field = read.kind == OpKind::GetField ? read.text : "";
      std::set<const Value*> taken;
      for (size_t j = i + 1; ok && !reads.empty() && j < ops.size(); ++j) {
        const Op& o = *ops[j];
        bool is_read = reads.erase(&o) != 0;
        // A store into the borrowed object may release the field's old value: only after the
        // object's last read.
        bool last_store = is_read && reads.empty() && o.kind == OpKind::SetField;
        if (!quiet.op(o, field, &taken) && !last_store) ok = false;
        if (o.has_result && o.type.is_refcounted()) taken.insert(&o);
      }
      if (!ok || !reads.empty()) continue;
      read.borrowed = true;
      ++count;
      std::set<const Op*> drop(u.releases.begin(), u.releases.end());
      for (const auto& bb : f.blocks) {
        auto& v = bb->ops;
        for (size_t k = 0; k < v.size();) {
          if (drop.count(v[k].get()) != 0) {
            v.erase(v.begin() + static_cast<long>(k));
          } else {
            ++k;
          }
        }
      }
    }
  }
}

}  // namespace

int borrow_reads(ir::Module& m) {
  Quiet quiet(m);
  int count = 0;
  for (const auto& f : m.functions) {
    // A suspended generator frame lists the references it holds; keep those exact.
    if (f->is_generator || f->is_coroutine || f->is_fast_clone) continue;
    borrow_in(quiet, *f, count);
  }
  return count;
}

}  // namespace hintc::transform
