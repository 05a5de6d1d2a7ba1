// Which compiled class hierarchies carry the vtable pointer in their instances
// (ir::ClassDef::has_vtable_pointer): those some virtual call in the module dispatches on.
#include <gtest/gtest.h>

#include <map>

#include "hintc/frontend/lower.h"
#include "hintc/frontend/parse.h"
#include "hintc/ir/verifier.h"

using namespace hintc::frontend;

namespace {

// Class name -> has_vtable_pointer, for every compiled class of the lowered text.
std::map<std::string, bool> vtable_pointers(const std::string& text) {
  SourceFile src("t.py", text);
  Diagnostics diags(src);
  auto tree = parse_source(src, diags);
  EXPECT_TRUE(tree != nullptr) << diags.format();
  if (!tree) return {};
  auto m = lower_module(*tree, src, diags, "t");
  EXPECT_FALSE(diags.has_errors()) << diags.format();
  EXPECT_TRUE(hintc::ir::verify_module(*m).empty());
  std::map<std::string, bool> out;
  for (const auto& c : m->classes) out[c->name] = c->has_vtable_pointer();
  return out;
}

const char* kShapes =
    "class Shape:\n"
    "    def area(self) -> float:\n"
    "        return 0.0\n"
    "class Square(Shape):\n"
    "    def area(self) -> float:\n"
    "        return 1.0\n"
    "class Unit(Square):\n"
    "    pass\n"
    "class Leaf:\n"
    "    def __init__(self, x: int) -> None:\n"
    "        self.x = x\n"
    "    def get(self) -> int:\n"
    "        return self.x\n";

}  // namespace

TEST(VtablePointer, OnlyHierarchiesWithVirtualCalls) {
  // An override alone calls nothing through the vtable.
  auto none = vtable_pointers(std::string(kShapes) + "def f(s: Square, l: Leaf) -> float:\n"
                                                     "    return s.area() + l.get()\n");
  EXPECT_EQ(none, (std::map<std::string, bool>{
                      {"Shape", false}, {"Square", false}, {"Unit", false}, {"Leaf", false}}));
  // A call on the base's type dispatches: the whole hierarchy gets the pointer (one layout).
  auto some = vtable_pointers(std::string(kShapes) + "def f(s: Shape) -> float:\n"
                                                     "    return s.area()\n");
  EXPECT_EQ(some, (std::map<std::string, bool>{
                      {"Shape", true}, {"Square", true}, {"Unit", true}, {"Leaf", false}}));
}

TEST(VtablePointer, CallsThroughPythonNeedNone) {
  // Below an open class, compiled callers call through Python, not the vtable.
  auto open = vtable_pointers(
      "from mypy_extensions import mypyc_attr\n"
      "class Shape:\n"
      "    def area(self) -> float:\n"
      "        return 0.0\n"
      "@mypyc_attr(allow_interpreted_subclasses=True)\n"
      "class Square(Shape):\n"
      "    def area(self) -> float:\n"
      "        return 1.0\n"
      "def f(s: Shape) -> float:\n"
      "    return s.area()\n");
  EXPECT_EQ(open, (std::map<std::string, bool>{{"Shape", false}, {"Square", false}}));
}

TEST(VtablePointer, OverrideAdaptersDispatch) {
  // A wider override's adapter calls the override through its own slot.
  auto adapted = vtable_pointers(
      "class A:\n"
      "    def f(self, x: int) -> object:\n"
      "        return x\n"
      "class B(A):\n"
      "    def f(self, x: object) -> int:\n"
      "        return 1\n");
  EXPECT_EQ(adapted, (std::map<std::string, bool>{{"A", true}, {"B", true}}));
}
