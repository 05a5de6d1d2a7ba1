// Unit tests of the IR: op/primitive tables, printer output, verifier diagnostics.
#include <gtest/gtest.h>

#include "hintc/ir/ir.h"
#include "hintc/ir/printer.h"
#include "hintc/ir/verifier.h"

using namespace hintc::ir;

namespace {

Op* add_op(Block* b, OpKind k, Type t, std::vector<Value*> operands, Function& f) {
  auto op = std::make_unique<Op>(k, t);
  op->operands = std::move(operands);
  op->id = f.next_value_id++;
  Op* raw = op.get();
  b->ops.push_back(std::move(op));
  return raw;
}

// def inc(n: int) -> int: return n + 1   (with its error exit)
std::unique_ptr<Function> make_inc() {
  auto f = std::make_unique<Function>();
  f->name = "inc";
  f->return_type = Type::int_();
  Register* n = f->new_register("n", Type::int_(), true);
  f->params.push_back({n, nullptr, ""});
  Block* entry = f->new_block();
  Block* err = f->new_block();
  Op* one = add_op(entry, OpKind::LoadInt, Type::int_(), {}, *f);
  one->has_result = true;
  one->imm = 1;
  Op* sum = add_op(entry, OpKind::PrimCall, Type::int_(), {n, one}, *f);
  sum->has_result = true;
  sum->prim = PrimId::IntAdd;
  sum->error_target = err;
  sum->span.line = 2;
  add_op(entry, OpKind::Return, Type::none(), {sum}, *f);
  add_op(err, OpKind::Unwind, Type::none(), {}, *f);
  return f;
}

}  // namespace

TEST(OpTable, NamesAndArity) {
  EXPECT_STREQ(op_info(OpKind::PrimCall).name, "prim");
  EXPECT_TRUE(op_info(OpKind::Return).terminator);
  EXPECT_FALSE(op_info(OpKind::Assign).terminator);
  EXPECT_EQ(op_info(OpKind::Branch).arity, 1);
}

TEST(Primitives, LookupByOperatorAndTypes) {
  const PrimInfo* p = find_prim("+", {Type::int_(), Type::int_()});
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->id, PrimId::IntAdd);
  EXPECT_EQ(p->result, Type::int_());
  const PrimInfo* q = find_prim("<", {Type::float_(), Type::int_()});
  ASSERT_NE(q, nullptr);
  EXPECT_EQ(q->id, PrimId::FloatIntLt);
  EXPECT_EQ(find_prim("+", {Type::int_(), Type::float_()}), nullptr);
  EXPECT_EQ(prim_info(PrimId::FloatAdd).fails, kFailNever);
  EXPECT_EQ(prim_info(PrimId::IntFloorDiv).fails, kFailOnError);
}

TEST(Printer, PrintsOpsWithTypesAndErrorTargets) {
  auto f = make_inc();
  EXPECT_EQ(print_function(*f),
            "def inc(n: int) -> int:\n"
            "  L0:\n"
            "    %1: int = load_int 1\n"
            "    %2: int = prim IntAdd, n, %1 ! L1  # line 2\n"
            "    return %2\n"
            "  L1:\n"
            "    unwind\n");
}

TEST(Verifier, AcceptsWellFormedFunction) {
  auto f = make_inc();
  EXPECT_TRUE(verify_function(*f).empty());
}

TEST(Verifier, RejectsMissingTerminatorAndBadTypes) {
  auto f = make_inc();
  f->blocks[0]->ops.pop_back();  // drop the return
  auto problems = verify_function(*f);
  ASSERT_FALSE(problems.empty());
  EXPECT_NE(problems[0].find("does not end in a terminator"), std::string::npos);

  auto g = make_inc();
  g->return_type = Type::float_();
  problems = verify_function(*g);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_NE(problems[0].find("returned value has type int, expected float"), std::string::npos);
}

TEST(Verifier, RejectsFailingOpWithoutErrorTarget) {
  auto f = make_inc();
  static_cast<Op*>(f->blocks[0]->ops[1].get())->error_target = nullptr;
  auto problems = verify_function(*f);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_NE(problems[0].find("can fail but has no error target"), std::string::npos);
}

TEST(Verifier, ChecksBuildKindAndDictPairs) {
  // def mk(o: object) -> object: return {o: o}  — then corrupted: bad kind, odd dict operands.
  auto f = std::make_unique<Function>();
  f->name = "mk";
  f->return_type = Type::object();
  Register* o = f->new_register("o", Type::object(), true);
  f->params.push_back({o, nullptr, ""});
  Block* entry = f->new_block();
  Block* err = f->new_block();
  Op* d = add_op(entry, OpKind::Build, Type::object(), {o, o}, *f);
  d->has_result = true;
  d->imm = kBuildDict;
  d->error_target = err;
  add_op(entry, OpKind::Return, Type::none(), {d}, *f);
  add_op(err, OpKind::Unwind, Type::none(), {}, *f);
  EXPECT_TRUE(verify_function(*f).empty());
  EXPECT_NE(print_function(*f).find("build dict, o, o"), std::string::npos);

  d->operands.pop_back();
  auto problems = verify_function(*f);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_NE(problems[0].find("dict build needs key/value pairs"), std::string::npos);

  d->imm = kBuildKindCount;
  problems = verify_function(*f);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_NE(problems[0].find("unknown build kind"), std::string::npos);
}
