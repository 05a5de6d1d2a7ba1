// Builder implementation: op construction, ownership bookkeeping, per-site error blocks.
#include "builder.h"

#include <algorithm>

namespace hintc::frontend {

Builder::Builder(Function* f) : f_(f) {
  cur_ = f_->new_block();
  error_exit_ = f_->new_block();
}

Op* Builder::emit(OpKind k, Type t, std::vector<Value*> operands, bool has_result,
                  const std::function<void(Op&)>& setup) {
  auto op = std::make_unique<Op>(k, t);
  op->operands = std::move(operands);
  op->has_result = has_result;
  op->span = span_;
  op->id = f_->next_value_id++;
  if (setup) setup(*op);
  Op* raw = op.get();
  if (cur_ == nullptr) cur_ = f_->new_block();  // unreachable code still gets a home
  cur_->ops.push_back(std::move(op));
  if (raw->can_fail()) raw->error_target = error_target(k == OpKind::Reraise);
  if (ir::op_info(k).terminator) cur_ = nullptr;
  return raw;
}

RValue Builder::owned(Value* v) {
  if (!v->type.is_refcounted()) return {v, false};
  live_.push_back(v);
  return {v, true};
}

void Builder::release(const RValue& v) {
  if (!v.owned) return;
  auto it = std::find(live_.rbegin(), live_.rend(), v.v);
  if (it != live_.rend()) live_.erase(std::next(it).base());
  dec_ref(v.v);
}

Value* Builder::take(const RValue& v) {
  if (v.owned) {
    auto it = std::find(live_.rbegin(), live_.rend(), v.v);
    if (it != live_.rend()) live_.erase(std::next(it).base());
  }
  return v.v;
}

RValue Builder::ensure_owned(RValue v) {
  if (v.owned || !v.type().is_refcounted()) return v;
  // Small int constants hold no reference: they are "owned" for free.
  if (!v.v->is_register() && static_cast<Op*>(v.v)->kind == OpKind::LoadInt) return v;
  inc_ref(v.v);
  return owned(v.v);
}

RValue Builder::load_int(int64_t v) {
  Op* op = emit(OpKind::LoadInt, Type::int_(), {}, true);
  op->imm = v;
  return {op, false};  // small ints hold no reference
}

RValue Builder::load_bigint(const std::string& digits) {
  Op* op = emit(OpKind::LoadBigInt, Type::int_(), {}, true);
  op->text = digits;
  return owned(op);
}

RValue Builder::load_float(double v) {
  Op* op = emit(OpKind::LoadFloat, Type::float_(), {}, true);
  op->fimm = v;
  return {op, false};
}

RValue Builder::load_bool(bool v) {
  Op* op = emit(OpKind::LoadBool, Type::bool_(), {}, true);
  op->imm = v ? 1 : 0;
  return {op, false};
}

RValue Builder::load_none() { return {emit(OpKind::LoadNone, Type::none(), {}, true), false}; }

RValue Builder::load_str(const std::string& utf8) {
  Op* op = emit(OpKind::LoadStr, Type::str(), {}, true);
  op->text = utf8;
  return owned(op);
}

RValue Builder::load_bytes(const std::string& data) {
  Op* op = emit(OpKind::LoadBytes, Type::bytes(), {}, true);
  op->text = data;
  return owned(op);
}

RValue Builder::prim(PrimId id, std::vector<Value*> operands) {
  const ir::PrimInfo& p = ir::prim_info(id);
  return owned(
      emit(OpKind::PrimCall, p.result, std::move(operands), true, [id](Op& op) { op.prim = id; }));
}

RValue Builder::prim_as(PrimId id, std::vector<Value*> operands, Type result) {
  return owned(emit(OpKind::PrimCall, result, std::move(operands), true,
                    [id](Op& op) { op.prim = id; }));
}

RValue Builder::cast(Value* o, Type t) { return owned(emit(OpKind::Cast, t, {o}, true)); }

RValue Builder::cast_borrowed(Value* o, Type t) {
  return {emit(OpKind::CastBorrowed, t, {o}, true), false};
}

RValue Builder::build(BuildKind kind, Type t, std::vector<Value*> items) {
  return owned(emit(OpKind::Build, t, std::move(items), true, [kind](Op& op) { op.imm = kind; }));
}

RValue Builder::call_method(Value* obj, const std::string& name, std::vector<Value*> args,
                            Type result) {
  args.insert(args.begin(), obj);
  return owned(emit(OpKind::CallMethod, result, std::move(args), true,
                    [&name](Op& op) { op.text = name; }));
}

RValue Builder::iter_next(Value* it, Block* item_block, Block* end_block, Type item_type) {
  Op* op = emit(OpKind::IterNext, item_type, {it}, true, [&](Op& o) {
    o.targets[0] = item_block;
    o.targets[1] = end_block;
  });
  // The item exists only on the item edge: the caller makes it a live temporary (owned()) once
  // it has activated the item block.
  return {op, false};
}

RValue Builder::call(Function* callee, std::vector<Value*> args) {
  Op* op = emit(OpKind::Call, callee->return_type, std::move(args), true);
  op->callee = callee;
  return owned(op);
}

RValue Builder::call_object(Value* callee, std::vector<Value*> args,
                            std::vector<std::string> kwnames) {
  args.insert(args.begin(), callee);
  Op* op = emit(OpKind::CallObject, Type::object(), std::move(args), true);
  op->kwnames = std::move(kwnames);
  return owned(op);
}

RValue Builder::box(Value* v) { return owned(emit(OpKind::Box, Type::object(), {v}, true)); }

RValue Builder::unbox(Value* o, Type t, const std::string& context) {
  Op* op = emit(OpKind::Unbox, t, {o}, true);
  op->text = context;
  return owned(op);
}

RValue Builder::unbox_cast(Value* o, Type t) {
  Op* op = emit(OpKind::Unbox, t, {o}, true);
  op->text = "cast";
  op->imm = 1;
  return owned(op);
}

RValue Builder::load_global(ir::Global* g) {
  return owned(emit(OpKind::LoadGlobal, g->type, {}, true, [g](Op& op) { op.global = g; }));
}

void Builder::store_global(ir::Global* g, RValue v) {
  v = ensure_owned(v);
  // The store consumes the value even when mirroring into the module dict fails.
  Value* val = take(v);
  Op* op = emit(OpKind::StoreGlobal, Type::none(), {val}, false);
  op->global = g;
}

void Builder::print(std::vector<Value*> args, const std::string* sep, const std::string* end) {
  emit(OpKind::Print, Type::none(), std::move(args), false, [sep, end](Op& op) {
    if (sep) {
      op.has_sep = true;
      op.sep = *sep;
    }
    if (end) {
      op.has_end = true;
      op.end = *end;
    }
  });
}

void Builder::check_signals() {
  if (cur_ != nullptr) emit(OpKind::CheckSignals, Type::none(), {}, false);
}

void Builder::raise_unbound(const std::string& name) {
  emit(OpKind::RaiseUnbound, Type::none(), {}, false, [&name](Op& op) { op.text = name; });
  emit(OpKind::Unreachable, Type::none(), {}, false);
}

void Builder::assign(Register* r, RValue v) {
  v = ensure_owned(v);
  if (r->type.is_refcounted()) dec_ref(r);
  Value* val = take(v);
  Op* op = emit(OpKind::Assign, Type::none(), {val}, false);
  op->dest = r;
}

void Builder::inc_ref(Value* v) {
  if (v->type.is_refcounted()) emit(OpKind::IncRef, Type::none(), {v}, false);
}

void Builder::dec_ref(Value* v) {
  if (v->type.is_refcounted()) emit(OpKind::DecRef, Type::none(), {v}, false);
}

void Builder::goto_(Block* b) {
  if (cur_ == nullptr) return;
  emit(OpKind::Goto, Type::none(), {}, false)->targets[0] = b;
}

void Builder::branch(Value* cond, Block* t, Block* f) {
  if (cur_ == nullptr) return;
  Op* op = emit(OpKind::Branch, Type::none(), {cond}, false);
  op->targets[0] = t;
  op->targets[1] = f;
}

void Builder::ret(Value* v) {
  if (cur_ == nullptr) return;
  emit(OpKind::Return, Type::none(), {v}, false);
}

Op* Builder::suspend(OpKind k, Value* v, Block* resume) {
  std::vector<Value*> operands{v};
  for (Value* t : live_) {
    if (t != v) operands.push_back(t);
  }
  return emit(k, Type::object(), std::move(operands), true,
              [resume](Op& o) { o.targets[0] = resume; });
}

Block* Builder::error_target(bool reraise) {
  size_t base = 0;
  Block* dest;
  if (dests_.empty()) {
    if (reraise && reraise_exit_ == nullptr) reraise_exit_ = f_->new_block();
    dest = reraise ? reraise_exit_ : error_exit_;
  } else {
    Dest& d = dests_.back();
    base = std::min(d.live_base, live_.size());
    dest = reraise ? d.reraise : d.fresh;
    d.used[reraise ? 1 : 0] = true;
  }
  std::vector<Value*> release(live_.begin() + static_cast<std::ptrdiff_t>(base), live_.end());
  auto key = std::make_pair(release, dest);
  auto it = error_blocks_.find(key);
  if (it != error_blocks_.end()) return it->second;
  if (release.empty()) return dest;
  Block* b = f_->new_block();
  Block* saved = cur_;
  cur_ = b;
  for (auto v = release.rbegin(); v != release.rend(); ++v) dec_ref(*v);
  goto_(dest);
  cur_ = saved;
  error_blocks_[key] = b;
  return b;
}

void Builder::push_dest(Block* fresh, Block* reraise) {
  dests_.push_back(Dest{fresh, reraise, live_.size()});
}

Builder::Dest Builder::pop_dest() {
  Dest d = dests_.back();
  dests_.pop_back();
  return d;
}

std::vector<Builder::Dest> Builder::truncate_dests(size_t depth) {
  std::vector<Dest> saved = dests_;
  dests_.resize(std::min(depth, dests_.size()));
  return saved;
}

void Builder::restore_dests(std::vector<Dest> saved) {
  // Keeps the `used` marks made while truncated: the saved entries below `depth` are the same.
  for (size_t i = 0; i < dests_.size() && i < saved.size(); ++i) {
    saved[i].used[0] |= dests_[i].used[0];
    saved[i].used[1] |= dests_[i].used[1];
  }
  dests_ = std::move(saved);
}

void Builder::finish(const std::vector<Register*>& cleanup) {
  Block* saved = cur_;
  cur_ = error_exit_;
  for (Register* r : cleanup) dec_ref(r);
  emit(OpKind::Unwind, Type::none(), {}, false);
  if (reraise_exit_ != nullptr) {
    cur_ = reraise_exit_;
    for (Register* r : cleanup) dec_ref(r);
    emit(OpKind::Unwind, Type::none(), {}, false)->imm = 1;
  }
  cur_ = saved;
  // Blocks never jumped to and never filled (after a return) get a terminator to stay valid.
  for (auto& b : f_->blocks) {
    if (!b->terminated()) {
      Block* keep = cur_;
      cur_ = b.get();
      emit(OpKind::Unreachable, Type::none(), {}, false);
      cur_ = keep;
    }
  }
}

}  // namespace hintc::frontend
