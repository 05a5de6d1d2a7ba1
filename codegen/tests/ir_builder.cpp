// Test helper: hand-built IR (see ir_builder.h).
#include "ir_builder.h"

namespace hintc::codegen::test {

using ir::Op;
using ir::OpKind;
using ir::Type;

Op* FnBuilder::op(OpKind k, Type t, std::vector<ir::Value*> operands, bool result,
                  ir::Block* err) {
  auto o = std::make_unique<Op>(k, t);
  o->operands = std::move(operands);
  o->has_result = result;
  o->error_target = err;
  o->span.line = line_;
  o->id = f_.next_value_id++;
  Op* raw = o.get();
  cur_->ops.push_back(std::move(o));
  return raw;
}

Op* FnBuilder::load_int(int64_t v) {
  Op* o = op(OpKind::LoadInt, Type::int_(), {}, true);
  o->imm = v;
  return o;
}
Op* FnBuilder::load_i64(int64_t v) {
  Op* o = op(OpKind::LoadInt, Type::i64(), {}, true);
  o->imm = v;
  return o;
}
Op* FnBuilder::load_float(double v) {
  Op* o = op(OpKind::LoadFloat, Type::float_(), {}, true);
  o->fimm = v;
  return o;
}
Op* FnBuilder::load_bool(bool v) {
  Op* o = op(OpKind::LoadBool, Type::bool_(), {}, true);
  o->imm = v;
  return o;
}
Op* FnBuilder::load_none() { return op(OpKind::LoadNone, Type::none(), {}, true); }
Op* FnBuilder::load_str(const std::string& text) {
  Op* o = op(OpKind::LoadStr, Type::str(), {}, true);
  o->text = text;
  return o;
}
Op* FnBuilder::load_bigint(const std::string& digits) {
  Op* o = op(OpKind::LoadBigInt, Type::int_(), {}, true);
  o->text = digits;
  return o;
}
Op* FnBuilder::prim(ir::PrimId p, std::vector<ir::Value*> args, ir::Block* err) {
  Op* o = op(OpKind::PrimCall, ir::prim_info(p).result, std::move(args), true, err);
  o->prim = p;
  return o;
}
Op* FnBuilder::call(ir::Function* callee, std::vector<ir::Value*> args, ir::Block* err) {
  Op* o = op(OpKind::Call, callee->return_type, std::move(args), true, err);
  o->callee = callee;
  return o;
}
Op* FnBuilder::box(ir::Value* v, ir::Block* err) {
  return op(OpKind::Box, Type::object(), {v}, true, err);
}
Op* FnBuilder::unbox(Type t, ir::Value* o, const std::string& context, ir::Block* err) {
  Op* u = op(OpKind::Unbox, t, {o}, true, err);
  u->text = context;
  return u;
}
Op* FnBuilder::load_global(ir::Global* g, ir::Block* err) {
  Op* o = op(OpKind::LoadGlobal, g->type, {}, true, err);
  o->global = g;
  return o;
}
void FnBuilder::store_global(ir::Global* g, ir::Value* v, ir::Block* err) {
  op(OpKind::StoreGlobal, Type::none(), {v}, false, err)->global = g;
}
void FnBuilder::assign(ir::Register* dest, ir::Value* v) {
  op(OpKind::Assign, Type::none(), {v}, false)->dest = dest;
}
void FnBuilder::inc_ref(ir::Value* v) { op(OpKind::IncRef, Type::none(), {v}, false); }
void FnBuilder::dec_ref(ir::Value* v) { op(OpKind::DecRef, Type::none(), {v}, false); }
void FnBuilder::print(std::vector<ir::Value*> args, ir::Block* err, const char* sep,
                      const char* end) {
  Op* o = op(OpKind::Print, Type::none(), std::move(args), false, err);
  if (sep != nullptr) {
    o->has_sep = true;
    o->sep = sep;
  }
  if (end != nullptr) {
    o->has_end = true;
    o->end = end;
  }
}
void FnBuilder::raise_unbound(const std::string& name, ir::Block* err) {
  op(OpKind::RaiseUnbound, Type::none(), {}, false, err)->text = name;
}
void FnBuilder::set_line(int l) { op(OpKind::SetLine, Type::none(), {}, false)->imm = l; }
void FnBuilder::goto_(ir::Block* b) { op(OpKind::Goto, Type::none(), {}, false)->targets[0] = b; }
void FnBuilder::branch(ir::Value* c, ir::Block* t, ir::Block* f) {
  Op* o = op(OpKind::Branch, Type::none(), {c}, false);
  o->targets[0] = t;
  o->targets[1] = f;
}
void FnBuilder::ret(ir::Value* v) { op(OpKind::Return, Type::none(), {v}, false); }
void FnBuilder::unwind() { op(OpKind::Unwind, Type::none(), {}, false); }

ir::Function* add_function(ir::Module& m, const std::string& name, Type ret,
                           const std::vector<std::pair<std::string, Type>>& params, int line) {
  m.functions.push_back(std::make_unique<ir::Function>());
  ir::Function* f = m.functions.back().get();
  f->name = name;
  f->return_type = ret;
  f->line = line;
  for (const auto& [pname, ptype] : params) {
    f->params.push_back({f->new_register(pname, ptype, true), nullptr, ""});
  }
  return f;
}

ir::Function* add_body(ir::Module& m) {
  m.body = std::make_unique<ir::Function>();
  m.body->name = "<module>";
  m.body->return_type = Type::none();
  m.body->is_module_body = true;
  m.body->line = 1;
  return m.body.get();
}

}  // namespace hintc::codegen::test
