// Tests of IR passes: which functions get int64 fast clones, and what the clones look like.
#include <gtest/gtest.h>

#include "hintc/frontend/lower.h"
#include "hintc/ir/printer.h"
#include "hintc/ir/verifier.h"
#include "hintc/transform/fast_clone.h"

using namespace hintc;

namespace {
std::unique_ptr<ir::Module> lower(const std::string& text) {
  frontend::SourceFile src("t.py", text);
  frontend::Diagnostics diags(src);
  auto tree = frontend::parse_source(src, diags);
  EXPECT_TRUE(tree) << diags.format();
  auto m = frontend::lower_module(*tree, src, diags, "t");
  EXPECT_FALSE(diags.has_errors()) << diags.format();
  return m;
}

const ir::Function* clone_of(const ir::Module& m, const std::string& name) {
  const ir::Function* f = m.find_function(name);
  return f ? f->fast_clone : nullptr;
}
}  // namespace

TEST(FastClone, PureIntRecursionIsCloned) {
  auto m = lower(
      "def fib(n: int) -> int:\n    if n < 2:\n        return n\n"
      "    return fib(n - 1) + fib(n - 2)\n");
  EXPECT_EQ(transform::add_fast_clones(*m), 1);
  const ir::Function* c = clone_of(*m, "fib");
  ASSERT_NE(c, nullptr);
  EXPECT_TRUE(c->is_fast_clone);
  std::string text = ir::print_function(*c);
  EXPECT_NE(text.find("def fib.i64(n: i64) -> i64:"), std::string::npos) << text;
  EXPECT_NE(text.find("prim I64Sub"), std::string::npos);
  EXPECT_NE(text.find("prim I64Add"), std::string::npos);
  EXPECT_EQ(text.find("inc_ref"), std::string::npos);
  EXPECT_EQ(text.find("dec_ref"), std::string::npos);
  // The recursive call goes to the clone itself.
  for (const auto& b : c->blocks) {
    for (const auto& op : b->ops) {
      if (op->kind == ir::OpKind::Call) {
        EXPECT_EQ(op->callee, c);
      }
    }
  }
  EXPECT_TRUE(ir::verify_module(*m).empty());
}

TEST(FastClone, FloatLoopWithRangeIsCloned) {
  auto m = lower(
      "def f(n: int) -> float:\n    a, b = 0.0, 1.0\n    for i in range(n):\n"
      "        a, b = a + b, a\n    return a\n");
  EXPECT_EQ(transform::add_fast_clones(*m), 1);
  EXPECT_TRUE(ir::verify_module(*m).empty());
}

TEST(FastClone, SideEffectsAndObjectsPreventCloning) {
  auto m = lower(
      "def noisy(n: int) -> int:\n    print(n)\n    return n\n"
      "def caller(n: int) -> int:\n    return noisy(n) + 1\n"
      "def dynamic(x) -> int:\n    return 1\n"
      "def powers(n: int) -> int:\n    return 2 ** n\n");
  EXPECT_EQ(transform::add_fast_clones(*m), 0);
  EXPECT_EQ(clone_of(*m, "caller"), nullptr);  // calls an impure function
  EXPECT_EQ(m->body->fast_clone, nullptr);
}

TEST(FastClone, MutualRecursionClonesBoth) {
  auto m = lower(
      "def even(n: int) -> bool:\n    return True if n == 0 else odd(n - 1)\n"
      "def odd(n: int) -> bool:\n    return False if n == 0 else even(n - 1)\n");
  EXPECT_EQ(transform::add_fast_clones(*m), 2);
  EXPECT_TRUE(ir::verify_module(*m).empty());
}

TEST(FastClone, ErrorTargetsFollowTheInt64Primitives) {
  // int < float never fails exactly but may bail in int64; int -> float is the reverse.
  auto m = lower(
      "def f(n: int, x: float) -> float:\n    if n < x:\n        return x * n\n"
      "    return x\n");
  EXPECT_EQ(transform::add_fast_clones(*m), 1);
  auto problems = ir::verify_module(*m);
  EXPECT_TRUE(problems.empty()) << problems[0];
}
