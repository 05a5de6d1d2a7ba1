// Test helper: builds IR functions by hand, one op per call, like the lowering would.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "hintc/ir/ir.h"

namespace hintc::codegen::test {

class FnBuilder {
 public:
  explicit FnBuilder(ir::Function& f) : f_(f) {}
  ir::Block* block() { return f_.new_block(); }
  void at(ir::Block* b) { cur_ = b; }
  // The next ops carry this source line (their span.line).
  void line(int l) { line_ = l; }

  ir::Op* op(ir::OpKind k, ir::Type t, std::vector<ir::Value*> operands, bool result,
             ir::Block* err = nullptr);
  ir::Op* load_int(int64_t v);
  ir::Op* load_i64(int64_t v);  // an int64 constant of a fast clone
  ir::Op* load_float(double v);
  ir::Op* load_bool(bool v);
  ir::Op* load_none();
  ir::Op* load_str(const std::string& text);
  ir::Op* load_bigint(const std::string& digits);
  ir::Op* prim(ir::PrimId p, std::vector<ir::Value*> args, ir::Block* err = nullptr);
  ir::Op* call(ir::Function* callee, std::vector<ir::Value*> args, ir::Block* err);
  ir::Op* box(ir::Value* v, ir::Block* err);
  ir::Op* unbox(ir::Type t, ir::Value* o, const std::string& context, ir::Block* err);
  ir::Op* load_global(ir::Global* g, ir::Block* err);
  void store_global(ir::Global* g, ir::Value* v, ir::Block* err);
  void assign(ir::Register* dest, ir::Value* v);
  void inc_ref(ir::Value* v);
  void dec_ref(ir::Value* v);
  void print(std::vector<ir::Value*> args, ir::Block* err, const char* sep = nullptr,
             const char* end = nullptr);
  void raise_unbound(const std::string& name, ir::Block* err);
  void set_line(int l);
  void goto_(ir::Block* b);
  void branch(ir::Value* c, ir::Block* t, ir::Block* f);
  void ret(ir::Value* v);
  void unwind();

 private:
  ir::Function& f_;
  ir::Block* cur_ = nullptr;
  int line_ = 0;
};

// A function with its parameters (all without defaults) and an entry block to build into.
ir::Function* add_function(ir::Module& m, const std::string& name, ir::Type ret,
                           const std::vector<std::pair<std::string, ir::Type>>& params,
                           int line);
// The module body function: `<module>`, returning None.
ir::Function* add_body(ir::Module& m);

}  // namespace hintc::codegen::test
