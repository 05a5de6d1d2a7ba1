// Frontend unit tests: source positions, diagnostics formatting, parsing errors, lowering to IR.
#include <gtest/gtest.h>

#include "hintc/frontend/lower.h"
#include "hintc/frontend/parse.h"
#include "hintc/ir/printer.h"
#include "hintc/ir/verifier.h"

using namespace hintc::frontend;

namespace {
struct Compiled {
  std::string ir;
  std::string diags;
  bool ok;
};

Compiled lower_text(const std::string& text) {
  SourceFile src("t.py", text);
  Diagnostics diags(src);
  auto tree = parse_source(src, diags);
  if (!tree) return {"", diags.format(), false};
  auto m = lower_module(*tree, src, diags, "t");
  if (diags.has_errors()) return {"", diags.format(), false};
  auto problems = hintc::ir::verify_module(*m);
  std::string all;
  for (auto& p : problems) all += p + "\n";
  EXPECT_EQ(all, "");
  return {hintc::ir::print_module(*m), "", true};
}
}  // namespace

TEST(Source, LineAndUtf8Column) {
  SourceFile s("f.py", "a = 1\nb = 'h\xc3\xa9' + x\n");
  EXPECT_EQ(s.line_of(0), 1);
  EXPECT_EQ(s.line_of(6), 2);
  uint32_t x = static_cast<uint32_t>(s.text().find('x'));
  EXPECT_EQ(s.column_of(x), 12);  // the two-byte e-acute counts as one column
  EXPECT_EQ(s.line_text(2), "b = 'h\xc3\xa9' + x");
}

TEST(Diagnostics, FormatsFileLineColumnSourceAndCaret) {
  SourceFile s("f.py", "x = 1\ny = q\n");
  Diagnostics d(s);
  d.error(10, "Name \"q\" is not defined");
  EXPECT_EQ(d.format(), "f.py:2:5: error: Name \"q\" is not defined\n    y = q\n        ^\n");
}

TEST(Parse, SyntaxErrorsAreDiagnostics) {
  auto r = lower_text("def f(x: int) -> int\n    return x\n");
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.diags.find("t.py:1:21: error: expected ':'"), std::string::npos) << r.diags;
  r = lower_text("x = (1 +\ny = 2\n");
  EXPECT_NE(r.diags.find("t.py:1:5: error: '(' was never closed"), std::string::npos) << r.diags;
  r = lower_text("if True:\n\tx = 1\n        y = 2\n");
  EXPECT_NE(r.diags.find("inconsistent use of tabs and spaces"), std::string::npos) << r.diags;
  r = lower_text("x = 1\n  y = 2\n");
  EXPECT_NE(r.diags.find("t.py:2:3: error: unexpected indent"), std::string::npos) << r.diags;
  r = lower_text("def f() -> None:\n    pass\n  x = 1\n");
  EXPECT_NE(r.diags.find("unindent does not match any outer indentation level"), std::string::npos);
  r = lower_text("s = 'abc\n");
  EXPECT_NE(r.diags.find("1:5: error: unterminated string literal (detected at line 1)"),
            std::string::npos)
      << r.diags;
}

TEST(Parse, RejectsNulBytesAndInvalidUtf8) {
  EXPECT_NE(lower_text(std::string("x = 1\0", 6)).diags.find("null bytes"), std::string::npos);
  EXPECT_NE(lower_text("x = '\xff'\n").diags.find("not valid UTF-8"), std::string::npos);
}

TEST(Parse, ExceptStarApartFromExceptIsAGroupClause) {
  // tree-sitter reads `except *X` as a starred value and `except * (A, B)` as an error; parsed
  // again with the star joined, every spelling is an except* clause, with positions unchanged.
  for (const char* clause : {"except *ValueError:", "except * (ValueError, KeyError) as g:",
                             "except\t*\t(ValueError,):", "except* ValueError:"}) {
    std::string text = std::string("try:\n    s = 'except *x'\n") + clause + "\n    pass\n";
    SourceFile src("t.py", text);
    Diagnostics diags(src);
    auto tree = parse_source(src, diags);
    ASSERT_TRUE(tree != nullptr) << clause << "\n" << diags.format();
    TSNode handler = ts_node_named_child(ts_node_named_child(tree->root(), 0), 1);
    EXPECT_EQ(node_type(handler), "except_group_clause") << clause;
    EXPECT_EQ(ts_node_start_point(handler).column, 0u);
  }
  // A mixed try is still CPython's error, shown with the line as written.
  auto r = lower_text("try:\n    pass\nexcept * ValueError:\n    pass\nexcept KeyError:\n    pass\n");
  EXPECT_NE(r.diags.find("t.py:5:1: error: cannot have both 'except' and 'except*' on the same 'try'"),
            std::string::npos)
      << r.diags;
  r = lower_text("try:\n    pass\nexcept * :\n    pass\n");
  EXPECT_NE(r.diags.find("expected one or more exception types\n    except * :\n"), std::string::npos) << r.diags;
}

TEST(Lower, TypedFunctionUsesNativePrimitives) {
  auto r = lower_text("def add(a: int, b: int) -> int:\n    return a + b\n");
  ASSERT_TRUE(r.ok) << r.diags;
  EXPECT_NE(r.ir.find("def add(a: int, b: int) -> int:"), std::string::npos);
  EXPECT_NE(r.ir.find("prim IntAdd, a, b"), std::string::npos);
}

TEST(Lower, MixedIntFloatConvertsTheIntSide) {
  auto r = lower_text("def f(a: int, b: float) -> float:\n    return a * b\n");
  ASSERT_TRUE(r.ok) << r.diags;
  EXPECT_NE(r.ir.find("prim IntToFloat, a"), std::string::npos);
  EXPECT_NE(r.ir.find("prim FloatMul"), std::string::npos);
}

TEST(Lower, TypeErrorsUseMypyWording) {
  auto r = lower_text("def f() -> int:\n    x: int = 1.5\n    return x\n");
  EXPECT_NE(r.diags.find("2:5: error: Incompatible types in assignment (expression has type "
                         "\"float\", variable has type \"int\")"),
            std::string::npos)
      << r.diags;
  r = lower_text("def f() -> int:\n    return 1.5\n");
  EXPECT_NE(r.diags.find("Incompatible return value type (got \"float\", expected \"int\")"),
            std::string::npos);
  r = lower_text("def f() -> int:\n    pass\n");
  EXPECT_NE(r.diags.find("1:1: error: Missing return statement"), std::string::npos);
}

TEST(Lower, MaybeUnassignedLocalGetsRuntimeCheck) {
  auto r = lower_text("def f(c: bool) -> int:\n    if c:\n        x = 1\n    return x\n");
  ASSERT_TRUE(r.ok) << r.diags;
  EXPECT_NE(r.ir.find("raise_unbound \"x\""), std::string::npos);
}

TEST(Lower, DeepNestingIsAnErrorNotACrash) {
  std::string deep(5000, '(');
  deep = "x = " + deep + "1" + std::string(5000, ')') + "\n";
  auto r = lower_text(deep);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.diags.find("error:"), std::string::npos);
}

TEST(Lower, ExceptionHandlersCatchRestoreAndReraise) {
  auto r = lower_text(
      "def f(x: int) -> int:\n"
      "    try:\n"
      "        return 10 // x\n"
      "    except ZeroDivisionError:\n"
      "        return 0\n");
  ASSERT_TRUE(r.ok) << r.diags;
  // The landing adds this frame's entry, takes the exception and makes it the handled one.
  EXPECT_NE(r.ir.find("add_traceback"), std::string::npos) << r.ir;
  EXPECT_NE(r.ir.find("= exc_catch"), std::string::npos) << r.ir;
  EXPECT_NE(r.ir.find("= exc_begin_handler"), std::string::npos) << r.ir;
  EXPECT_NE(r.ir.find("exc_end_handler"), std::string::npos) << r.ir;
  // No clause matched: raised again towards the re-raise exit (no second entry for f).
  EXPECT_NE(r.ir.find("reraise"), std::string::npos) << r.ir;
  EXPECT_NE(r.ir.find("unwind reraise"), std::string::npos) << r.ir;
}

TEST(Lower, FunctionsWithoutHandlersHaveNoReraiseExit) {
  auto r = lower_text("def f(x: int) -> int:\n    return 10 // x\n");
  ASSERT_TRUE(r.ok) << r.diags;
  EXPECT_EQ(r.ir.find("reraise"), std::string::npos) << r.ir;
  EXPECT_EQ(r.ir.find("exc_"), std::string::npos) << r.ir;
}

TEST(Lower, FinallyIsLoweredForEachWayOut) {
  auto r = lower_text(
      "def f(n: int) -> int:\n"
      "    for i in range(n):\n"
      "        try:\n"
      "            if i == 3:\n"
      "                return i\n"
      "            if i == 2:\n"
      "                break\n"
      "        finally:\n"
      "            print('f')\n"
      "    return 0\n");
  ASSERT_TRUE(r.ok) << r.diags;
  size_t prints = 0;
  for (size_t p = r.ir.find("print "); p != std::string::npos; p = r.ir.find("print ", p + 1))
    ++prints;
  // return, break, normal end, exceptional path.
  EXPECT_EQ(prints, 4u) << r.ir;
}
