# hintc-translate looks up `\N{NAME}` escapes (in literals and f-string format specs) with
# Python's unicodedata: ctest hintc_translate_unicode_names checks the characters in the IR.
def marks(x: int) -> str:
    return "\N{BULLET}" + f"{x:\N{EM DASH}^9}" + "\N{latin small letter sharp s}"
