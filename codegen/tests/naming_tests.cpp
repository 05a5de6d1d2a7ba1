// Unit tests of generated-symbol naming and C literal spelling.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "ctypes.h"
#include "hintc/codegen/naming.h"

using namespace hintc::codegen;

TEST(Naming, PlainNamesKeepTheirSpelling) {
  EXPECT_EQ(naming::native_function(naming::stem("fib")), "hn_fib");
  EXPECT_EQ(naming::wrapper_function(naming::stem("fib_2")), "hw_fib_2");
  EXPECT_EQ(naming::global_slot(naming::stem("SCALE")), "hg_SCALE");
  EXPECT_EQ(naming::global_set_flag(naming::stem("SCALE")), "hgset_SCALE");
  EXPECT_EQ(naming::constant(3), "hc_3");
}

TEST(Naming, ReservedAndNonAsciiNamesAreEscaped) {
  // A leading '_' or "__" would put a double underscore (reserved in C++) into the symbol.
  EXPECT_EQ(naming::stem("_x"), "z_Zux");
  EXPECT_EQ(naming::stem("__init__"), "z_ZuZuinitZuZu");
  EXPECT_EQ(naming::stem("caf\xc3\xa9"), "z_cafZx0000e9");
  EXPECT_EQ(naming::stem("f.k"), "z_fZx00002ek");
  EXPECT_EQ(naming::stem("Zed"), "_Zed");
  EXPECT_EQ(naming::stem("Z\xc3\xa9"), "z_ZZZx0000e9");
  for (const char* name : {"_x", "__init__", "caf\xc3\xa9", "a.b", "\xff"}) {
    EXPECT_EQ(naming::stem(name).find("__"), std::string::npos) << name;
  }
}

TEST(Naming, DistinctNamesGiveDistinctSymbols) {
  const char* names[] = {"a", "a_", "_a", "a_set", "set_a", "aZu", "a__", "Zu", "z_a", "za",
                         "a.b", "a_b", "aZx00002eb", "\xc3\xa9", "Zx0000e9"};
  std::set<std::string> symbols;
  for (const char* n : names) {
    symbols.insert(naming::global_slot(naming::stem(n)));
    symbols.insert(naming::global_set_flag(naming::stem(n)));
    symbols.insert(naming::global_slot(naming::stem(n, 1)));
  }
  EXPECT_EQ(symbols.size(), 3 * (sizeof names / sizeof names[0]));
}

TEST(Naming, RepeatedFunctionNamesAreDisambiguated) {
  hintc::ir::Module m;
  for (int i = 0; i < 2; ++i) {
    m.functions.push_back(std::make_unique<hintc::ir::Function>());
    m.functions.back()->name = "f";
  }
  naming::SymbolTable table(m);
  EXPECT_EQ(table.function(m.functions[0].get()), "_f");
  EXPECT_EQ(table.function(m.functions[1].get()), "z_fZd1");
}

TEST(Naming, InitFunctionUsesLastComponentAndPunycode) {
  EXPECT_EQ(naming::init_function("pkg.sub.fib"), "PyInit_fib");
  EXPECT_EQ(naming::init_function("fib"), "PyInit_fib");
  // Python: "café".encode("punycode") == b"caf-dma" (PEP 489: '-' becomes '_').
  EXPECT_EQ(naming::init_function("pkg.caf\xc3\xa9"), "PyInitU_caf_dma");
  // "ü".encode("punycode") == b"tda": no basic code points, so no delimiter.
  EXPECT_EQ(naming::init_function("\xc3\xbc"), "PyInitU_tda");
}

TEST(Literals, DoublesRoundTripAndKeepSpecialValues) {
  EXPECT_EQ(c_double(0.1), "0.10000000000000001");
  EXPECT_EQ(c_double(3.0), "3.0");
  EXPECT_EQ(c_double(-0.0), "-0.0");
  EXPECT_EQ(c_double(1e300), "1.0000000000000001e+300");
  EXPECT_EQ(c_double(HUGE_VAL), "HUGE_VAL");
  EXPECT_EQ(c_double(-HUGE_VAL), "(-HUGE_VAL)");
  EXPECT_EQ(c_double(NAN), "NAN");
  EXPECT_EQ(std::strtod(c_double(5e-324).c_str(), nullptr), 5e-324);
}

TEST(Literals, StringsEscapeEverythingAmbiguous) {
  EXPECT_EQ(c_string("a\"b\\c\n"), "\"a\\\"b\\\\c\\n\"");
  // Octal escapes: a following digit cannot extend them.
  EXPECT_EQ(c_string("\xc3\xa9" "1"), "\"\\303\\2511\"");
  EXPECT_EQ(c_string(std::string("a\0b", 3)), "\"a\\000b\"");
  EXPECT_EQ(c_string("?\?/"), "\"\\?\\?/\"");
  std::string long_text(100, 'x');
  EXPECT_EQ(c_string(long_text), "\"" + std::string(72, 'x') + "\"\n    \"" +
                                     std::string(28, 'x') + "\"");
}

TEST(Literals, CommentTextCannotContinueOrBreakTheLine) {
  EXPECT_EQ(comment_text("a\\"), "a?");
  EXPECT_EQ(comment_text("a\nb"), "a?b");
}
