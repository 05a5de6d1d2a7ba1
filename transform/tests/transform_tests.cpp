// Tests of IR passes: int64 fast clones, borrowed reads, inline hints and moved returns.
#include <gtest/gtest.h>

#include "hintc/frontend/lower.h"
#include "hintc/ir/printer.h"
#include "hintc/ir/verifier.h"
#include "hintc/transform/borrow_reads.h"
#include "hintc/transform/fast_clone.h"
#include "hintc/transform/inline_hints.h"
#include "hintc/transform/move_returns.h"

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

// Borrowed reads of field `name` in function `fn`, and whether any dec_ref of them is left.
int borrowed_in(const ir::Module& m, const std::string& fn, const std::string& name) {
  const ir::Function* f = m.find_function(fn);
  EXPECT_NE(f, nullptr) << fn;
  if (f == nullptr) return -1;
  int n = 0;
  for (const auto& b : f->blocks) {
    for (const auto& op : b->ops) {
      if (op->borrowed && op->text == name) ++n;
      const ir::Value* v = op->kind == ir::OpKind::DecRef ? op->operands[0] : nullptr;
      if (v != nullptr && !v->is_register() && static_cast<const ir::Op*>(v)->borrowed) {
        ADD_FAILURE() << "dec_ref of a borrowed value in " << fn;
      }
    }
  }
  return n;
}

const char* const kLevels =
    "class S:\n"
    "    def __init__(self, level: int) -> None:\n        self.level = level\n"
    "    def less(self, o: S) -> bool:\n        return self.level < o.level\n"
    "    def bump(self, o: S) -> bool:\n        o.level = 2\n        return True\n"
    "class H:\n"
    "    def __init__(self, s: S) -> None:\n        self.s = s\n";

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

TEST(BorrowReads, QuietUsesBorrowAndLoudCallsKeepTheReference) {
  auto m = lower(std::string(kLevels) +
                 "def quiet(h: H, o: S) -> bool:\n    return h.s.less(o)\n"
                 "def loud(h: H, o: S) -> bool:\n    return h.s.bump(o)\n"
                 "def kept(h: H) -> S:\n    x = h.s\n    return x\n");
  EXPECT_GT(transform::borrow_reads(*m), 0);
  EXPECT_TRUE(ir::verify_module(*m).empty());
  EXPECT_EQ(borrowed_in(*m, "quiet", "s"), 1);  // `less` only reads
  EXPECT_EQ(borrowed_in(*m, "less", "level"), 2);
  EXPECT_EQ(borrowed_in(*m, "loud", "s"), 0);  // `bump` stores a field
  EXPECT_EQ(borrowed_in(*m, "kept", "s"), 0);  // moved into a local
}

TEST(BorrowReads, AnOverrideThatStoresMakesTheVirtualCallLoud) {
  auto m = lower(std::string(kLevels) +
                 "class T(S):\n    def less(self, o: S) -> bool:\n        o.level = 1\n"
                 "        return False\n"
                 "def via(h: H, o: S) -> bool:\n    return h.s.less(o)\n");
  transform::borrow_reads(*m);
  EXPECT_EQ(borrowed_in(*m, "via", "s"), 0);
}

TEST(InlineHints, SmallStraightFunctionsOnly) {
  auto m = lower(
      "def small(x: int) -> int:\n    return x + 1\n"
      "def loop(n: int) -> int:\n    t = 0\n    for i in range(n):\n        t += i\n"
      "    return t\n"
      "def rec(n: int) -> int:\n    return 0 if n == 0 else rec(n - 1)\n");
  EXPECT_EQ(transform::mark_inline_hints(*m), 1);
  EXPECT_TRUE(m->find_function("small")->inline_hint);
  EXPECT_FALSE(m->find_function("loop")->inline_hint);
  EXPECT_FALSE(m->find_function("rec")->inline_hint);
}

TEST(InlineHints, ACallChainIsHintedInBoundedPieces) {
  // Each function calls the one before: hinting every one would inline the whole chain below
  // each caller (and both versions of each link, exact and int64 clone).
  std::string text = "def f1(x: int) -> int:\n    return x + 1\n";
  for (int i = 2; i <= 40; ++i) {
    text += "def f" + std::to_string(i) + "(x: int) -> int:\n    return x * 2 + f" +
            std::to_string(i - 1) + "(x) % 7\n";
  }
  auto m = lower(text);
  transform::add_fast_clones(*m);
  int hinted = transform::mark_inline_hints(*m);
  EXPECT_GT(hinted, 0);
  EXPECT_TRUE(m->find_function("f1")->inline_hint);
  // Hints never nest deeper than the expansion budget allows: some link of every run of a few
  // functions is left a plain call.
  int run = 0, longest = 0;
  for (int i = 1; i <= 40; ++i) {
    run = m->find_function("f" + std::to_string(i))->inline_hint ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  EXPECT_LT(longest, 6);
  EXPECT_LT(hinted, 80);
}

// The inc_refs of register `reg` left in function `fn`.
int inc_refs_of(const ir::Module& m, const std::string& fn, const std::string& reg) {
  int n = 0;
  for (const auto& b : m.find_function(fn)->blocks) {
    for (const auto& op : b->ops) {
      if (op->kind == ir::OpKind::IncRef && op->operands[0]->is_register() &&
          static_cast<const ir::Register*>(op->operands[0])->name == reg) {
        ++n;
      }
    }
  }
  return n;
}

TEST(MoveReturns, ADyingLocalMovesIntoTheResult) {
  auto m = lower(
      "def pick(a: list[int], b: list[int], c: bool) -> list[int]:\n"
      "    x = a if c else b\n    return x\n"
      "def big(n: int) -> int:\n    y = n * n\n    return y\n"
      "def param(a: list[int]) -> list[int]:\n    return a\n"
      "def later(a: list[int]) -> list[int]:\n    x = a\n    try:\n        return x\n"
      "    finally:\n        x.append(1)\n");
  EXPECT_EQ(inc_refs_of(*m, "pick", "x"), 1);
  EXPECT_EQ(transform::move_returns(*m), 2);
  EXPECT_TRUE(ir::verify_module(*m).empty());
  EXPECT_EQ(inc_refs_of(*m, "pick", "x"), 0);
  EXPECT_EQ(inc_refs_of(*m, "big", "y"), 0);
  EXPECT_EQ(inc_refs_of(*m, "param", "a"), 1);  // a parameter is borrowed: it is copied
  EXPECT_EQ(inc_refs_of(*m, "later", "x"), 1);  // the finally block still reads x
}
