// Unit tests of mask_fstring_specs: what it hides from the parser in f-string format specs.
#include <gtest/gtest.h>

#include "../src/fstring_mask.h"

using hintc::frontend::mask_fstring_specs;

TEST(FstringMask, SpecStartingWithEqualsIsMasked) {
  EXPECT_EQ(mask_fstring_specs("f\"{x:=^9}\""), "f\"{x:<^9}\"");
  EXPECT_EQ(mask_fstring_specs("F'{x!r:=>{w:=<3}}'"), "F'{x!r:<>{w:<<3}}'");
  EXPECT_EQ(mask_fstring_specs("rf'''{a[1:2]:=}\n{b}'''"), "rf'''{a[1:2]:<}\n{b}'''");
  EXPECT_EQ(mask_fstring_specs("f'{f\"{y:=3}\":=9}'"), "f'{f\"{y:<3}\":<9}'");
  EXPECT_EQ(mask_fstring_specs("f'{v:=3}'[:1] if (y := 1) else 0"),
            "f'{v:<3}'[:1] if (y := 1) else 0");
}

TEST(FstringMask, RealWalrusAndOtherTextKept) {
  const char* kept[] = {
      "if (n := 3) > 2: pass",
      "f'{(n := 3)}'",
      "f'{ {k: v for k, v in d.items()}[x] }'",
      "'{x:=3}'",            // not an f-string
      "# f'{x:=3}'\nx = 1",  // a comment
      "f'{{x:=3}}'",         // escaped braces are text
  };
  for (const char* k : kept) EXPECT_EQ(mask_fstring_specs(k), k) << k;
}

TEST(FstringMask, NamedEscapeInSpec) {
  EXPECT_EQ(mask_fstring_specs("f'{x:\\N{BULLET}>9}'"), "f'{x:\\N<BULLET>>9}'");
  EXPECT_EQ(mask_fstring_specs("f'{x:\\N{EM DASH}^{w}}{y:\\N{A}<3}'"),
            "f'{x:\\N<EM DASH>^{w}}{y:\\N<A><3}'");
  EXPECT_EQ(mask_fstring_specs("f'''{x:{w}\\N{MIDDLE DOT}}'''"), "f'''{x:{w}\\N<MIDDLE DOT>}'''");
  const char* kept[] = {
      "f'{x:\\\\N{w}}'",        // an escaped backslash, then a nested field
      "rf'{x:\\N{w}}'",         // raw: \\N is text, {w} a field
      "f'\\N{BULLET}{x}'",      // outside a spec: the parser reads the escape itself
      "'{x:\\N{BULLET}}'",      // not an f-string
      "f'{x:\\N{BULLET'",       // malformed
  };
  for (const char* k : kept) EXPECT_EQ(mask_fstring_specs(k), k) << k;
}
