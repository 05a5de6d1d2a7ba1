// Module interface tests: collecting signatures without lowering bodies, the text round trip,
// per-function hashes, and lowering calls into another module of the build.
#include <gtest/gtest.h>

#include "hintc/frontend/interface.h"
#include "hintc/frontend/lower.h"
#include "hintc/ir/printer.h"
#include "hintc/ir/verifier.h"

using namespace hintc::frontend;

namespace {

std::string interface_of(const std::string& text, const std::string& module) {
  SourceFile src(module + ".py", text);
  Diagnostics diags(src);
  auto tree = parse_source(src, diags);
  EXPECT_TRUE(tree != nullptr);
  std::string out = collect_interface(*tree, src, diags, module);
  EXPECT_FALSE(diags.has_errors()) << diags.format();
  return out;
}

const char* const kBase =
    "def scale(x: int, k: int = 3) -> int:\n    return x * k\n\n"
    "def mean(a: float, b) -> float:\n    return (a + b) / 2\n";

}  // namespace

TEST(Interface, CollectsSignaturesOnly) {
  // The body of scale would not even type-check: collecting never lowers it.
  std::string text = interface_of(
      "def scale(x: int, k: int = 3) -> int:\n    return undefined_name\n\n"
      "def mean(a: float, b) -> float:\n    return 0.0\n",
      "pkg.base");
  EXPECT_EQ(text,
            "hintc-interface 1\nmodule pkg.base\n"
            "def scale\nparam x : int\nparam k = int\nreturns int\n"
            "def mean\nparam a : float\nparam b : object\nreturns float\n");
}

TEST(Interface, RoundTripAndPerFunctionHashes) {
  auto mi = parse_interface(interface_of(kBase, "pkg.base"));
  ASSERT_TRUE(mi.has_value());
  EXPECT_EQ(mi->module, "pkg.base");
  ASSERT_EQ(mi->functions.size(), 2u);
  const FunctionInterface& scale = mi->functions[0];
  EXPECT_EQ(scale.name, "scale");
  ASSERT_EQ(scale.params.size(), 2u);
  EXPECT_EQ(scale.params[1].name, "k");
  EXPECT_TRUE(scale.params[1].has_default);
  EXPECT_EQ(scale.params[1].type, hintc::ir::Type::int_());
  EXPECT_TRUE(scale.usable);
  EXPECT_EQ(scale.hash, interface_hash("def scale\nparam x : int\nparam k = int\nreturns int\n"));

  // A body change keeps every hash; a signature change alters only that function's.
  auto body = parse_interface(interface_of(
      std::string(kBase) + "\n", "pkg.base"));
  std::string changed_src = kBase;
  changed_src.replace(changed_src.find("b) -> float"), 1, "b: int");
  auto changed = parse_interface(interface_of(changed_src, "pkg.base"));
  ASSERT_TRUE(body && changed);
  EXPECT_EQ(body->functions[1].hash, mi->functions[1].hash);
  EXPECT_EQ(changed->functions[0].hash, mi->functions[0].hash);
  EXPECT_NE(changed->functions[1].hash, mi->functions[1].hash);
}

TEST(Interface, ContainerTypesRoundTrip) {
  using hintc::ir::Type;
  const Type types[] = {Type::list(Type::int_()),
                        Type::dict(Type::str(), Type::optional(Type::float_())),
                        Type::tuple({Type::int_(), Type::list(Type::str())}),
                        Type::tuple_of(Type::bytes()),
                        Type::tuple({}),
                        Type::optional(Type::set(Type::int_()))};
  for (Type t : types) {
    auto mi = parse_interface("hintc-interface 1\nmodule m\ndef f\nparam x : " + t.name() +
                              "\nreturns " + t.name() + "\n");
    ASSERT_TRUE(mi.has_value()) << t.name();
    EXPECT_TRUE(mi->functions[0].usable) << t.name();
    EXPECT_EQ(mi->functions[0].params[0].type, t) << t.name();
    EXPECT_EQ(mi->functions[0].return_type, t) << t.name();
  }
}

TEST(Interface, UnknownTypesMakeAFunctionUnusable) {
  auto mi = parse_interface(
      "hintc-interface 1\nmodule m\ndef f\nparam x : frobnicator[int]\nreturns int\n"
      "def g\nreturns int\n");
  ASSERT_TRUE(mi.has_value());
  EXPECT_FALSE(mi->functions[0].usable);
  EXPECT_TRUE(mi->functions[1].usable);
  EXPECT_FALSE(parse_interface("not an interface\n").has_value());
  EXPECT_FALSE(parse_interface("hintc-interface 1\ndef f\n").has_value());  // no module line
}

TEST(Interface, CallsThroughImportsLowerToGuardedNativeCalls) {
  auto mi = parse_interface(interface_of(kBase, "pkg.base"));
  ASSERT_TRUE(mi.has_value());
  SourceFile src("pkg/user.py",
                 "from pkg import base\nfrom pkg.base import scale\n\n"
                 "def f(n: int) -> int:\n    return base.scale(n, 2) + scale(n, k=4)\n");
  Diagnostics diags(src);
  auto tree = parse_source(src, diags);
  ASSERT_TRUE(tree != nullptr);
  auto m = lower_module(*tree, src, diags, "pkg.user", {*mi});
  ASSERT_FALSE(diags.has_errors()) << diags.format();
  EXPECT_TRUE(hintc::ir::verify_module(*m).empty());
  std::string ir = hintc::ir::print_module(*m);
  EXPECT_NE(ir.find("api_live \"pkg.base\".scale, @base"), std::string::npos) << ir;
  EXPECT_NE(ir.find("api_live \"pkg.base\".scale, @scale"), std::string::npos) << ir;
  EXPECT_NE(ir.find("call_imported \"pkg.base\".scale"), std::string::npos) << ir;
  EXPECT_NE(ir.find("bind_api \"pkg.base\""), std::string::npos) << ir;
  EXPECT_EQ(used_imports(*m), std::vector<std::string>{"pkg.base:scale"});
}
