// Unit tests of mask_fstring_colon_eq: which '=' after a ':' it hides from the parser.
#include <gtest/gtest.h>

#include "../src/fstring_colon_eq.h"

using hintc::frontend::mask_fstring_colon_eq;

TEST(FstringMask, SpecStartingWithEqualsIsMasked) {
  EXPECT_EQ(mask_fstring_colon_eq("f\"{x:=^9}\""), "f\"{x:<^9}\"");
  EXPECT_EQ(mask_fstring_colon_eq("F'{x!r:=>{w:=<3}}'"), "F'{x!r:<>{w:<<3}}'");
  EXPECT_EQ(mask_fstring_colon_eq("rf'''{a[1:2]:=}\n{b}'''"), "rf'''{a[1:2]:<}\n{b}'''");
  EXPECT_EQ(mask_fstring_colon_eq("f'{f\"{y:=3}\":=9}'"), "f'{f\"{y:<3}\":<9}'");
  EXPECT_EQ(mask_fstring_colon_eq("f'{v:=3}'[:1] if (y := 1) else 0"),
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
  for (const char* k : kept) EXPECT_EQ(mask_fstring_colon_eq(k), k) << k;
}
