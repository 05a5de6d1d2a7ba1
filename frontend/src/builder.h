// IR builder: appends typed ops to the current block and manages owned temporaries and the
// error-exit blocks they need. Knows nothing of Python syntax (the lowering does).
#pragma once
#include <functional>
#include <map>
#include <vector>

#include "hintc/ir/ir.h"

namespace hintc::frontend {

using ir::Block;
using ir::Function;
using ir::Op;
using ir::OpKind;
using ir::PrimId;
using ir::Register;
using ir::Type;
using ir::Value;

// A value produced by lowering an expression. `owned` means the holder must release it (it is
// listed in the builder's live temporaries until released or taken).
struct RValue {
  Value* v = nullptr;
  bool owned = false;
  Type type() const { return v->type; }
};

using ir::BuildKind;
using ir::kBuildDict;
using ir::kBuildList;
using ir::kBuildSet;
using ir::kBuildStr;
using ir::kBuildTuple;

class Builder {
 public:
  explicit Builder(Function* f);

  Function* fn() const { return f_; }
  Block* current() const { return cur_; }
  // False after a terminator, until a new block is activated: code there is unreachable.
  bool reachable() const { return cur_ != nullptr; }
  void activate(Block* b) { cur_ = b; }
  Block* new_block() { return f_->new_block(); }
  void set_span(ir::Span s) { span_ = s; }
  ir::Span span() const { return span_; }

  // The shared error exit: releases the function's registers and unwinds. Filled in by finish().
  Block* error_exit() const { return error_exit_; }

  // Appends an op; `setup` fills its attributes before its error target is decided (whether a
  // primitive can fail depends on which primitive it is).
  Op* emit(OpKind k, Type t, std::vector<Value*> operands, bool has_result,
           const std::function<void(Op&)>& setup = nullptr);

  RValue load_int(int64_t v);
  RValue load_bigint(const std::string& digits);
  RValue load_float(double v);
  RValue load_bool(bool v);
  RValue load_none();
  RValue load_str(const std::string& utf8);
  RValue load_bytes(const std::string& data);
  RValue prim(PrimId id, std::vector<Value*> operands);
  // A primitive whose object result has the more precise object type `result` (`str * int`).
  RValue prim_as(PrimId id, std::vector<Value*> operands, Type result);
  // The same object at another object type (unchecked: the lowering proved it); new reference.
  RValue cast(Value* o, Type t);
  // The same object at type t, borrowed from o (no reference of its own; valid while o is held).
  RValue cast_borrowed(Value* o, Type t);
  // A new list/tuple/set/dict/str (ir ops.def `build`) of borrowed object operands.
  RValue build(BuildKind kind, Type t, std::vector<Value*> items);
  RValue call_method(Value* obj, const std::string& name, std::vector<Value*> args, Type result);
  // Ends the block: the next item of `it` in `item_block`, or `end_block` when exhausted. The
  // returned value is owned in item_block: pass it to owned() after activating that block.
  // An int/float/bool `item_type`: the unboxed items of a compiled generator (ops.def).
  RValue iter_next(Value* it, Block* item_block, Block* end_block, Type item_type = Type::object());
  RValue call(Function* callee, std::vector<Value*> args);
  RValue call_object(Value* callee, std::vector<Value*> args, std::vector<std::string> kwnames);
  RValue box(Value* v);
  RValue unbox(Value* o, Type t, const std::string& context);
  // cast(T, o): o checked to be a T (mypyc's "T object expected; got U"), then unboxed.
  RValue unbox_cast(Value* o, Type t);
  RValue load_global(ir::Global* g);
  void store_global(ir::Global* g, RValue v);  // takes ownership of v
  void print(std::vector<Value*> args, const std::string* sep, const std::string* end);
  void raise_unbound(const std::string& name);
  void check_signals();  // on loop back-edges

  // Register assignment; takes ownership of v (increfs a borrowed refcounted value).
  void assign(Register* r, RValue v);
  void inc_ref(Value* v);
  void dec_ref(Value* v);

  // Ownership of temporaries.
  RValue owned(Value* v);         // marks a new refcounted result as a live temporary
  void release(const RValue& v);  // dec_ref (if owned) and forget
  Value* take(const RValue& v);   // forget without dec_ref: ownership moves to the caller
  RValue ensure_owned(RValue v);  // inc_ref a borrowed refcounted value, making it owned
  // Ends the block with a generator suspension (yield / yield_from of v, resumed at `resume`),
  // listing the owned temporaries the suspended frame holds after v (ops.def).
  Op* suspend(OpKind k, Value* v, Block* resume);

  void goto_(Block* b);
  void branch(Value* cond, Block* t, Block* f);
  void ret(Value* v);  // v owned

  // Block that releases the live temporaries and jumps to the innermost unwind destination (the
  // error exit when there is none). `reraise`: for ops that raise an already-caught exception
  // again, whose destination adds no traceback entry for this frame.
  Block* error_target(bool reraise = false);

  // Unwind destinations of protected regions (try bodies, handlers, `with` bodies): while one is
  // pushed, failing ops go to its `fresh` block (or `reraise`, see error_target), releasing only
  // the temporaries made since it was pushed. `used` tells which of the two some op jumps to.
  struct Dest {
    Block* fresh;
    Block* reraise;
    size_t live_base;
    bool used[2] = {false, false};  // [fresh, reraise]
  };
  void push_dest(Block* fresh, Block* reraise);
  Dest pop_dest();
  size_t dest_depth() const { return dests_.size(); }
  // Cleanup code for `return`/`break` runs outside the regions it leaves: it sees the stack
  // truncated to `depth`, then the saved entries come back.
  std::vector<Dest> truncate_dests(size_t depth);
  void restore_dests(std::vector<Dest> saved);

  // Completes the error exit (releases `cleanup` registers) and verifies nothing is left open.
  void finish(const std::vector<Register*>& cleanup);

 private:
  Function* f_;
  Block* cur_ = nullptr;
  Block* error_exit_ = nullptr;
  ir::Span span_;
  std::vector<Value*> live_;
  Block* reraise_exit_ = nullptr;  // made on first use
  std::vector<Dest> dests_;
  std::map<std::pair<std::vector<Value*>, Block*>, Block*> error_blocks_;
};

}  // namespace hintc::frontend
