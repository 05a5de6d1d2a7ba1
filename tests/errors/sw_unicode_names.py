# \N{...} escapes naming no character, or malformed: CPython's "(unicode error)" SyntaxErrors,
# with its byte positions (a non-ASCII character before counts as its ten-byte \U escape).
def names() -> list[str]:
    a = "\N{NO SUCH CHARACTER NAME}"
    b = "ab\N{LATIN SMALL LETTER A}\N{NOPE}"
    c = "é\N{NOPE}"
    d = "\N"
    e = "x\N{}"
    g = f"{a}\N{NOPE}"
    return [a, b, c, d, e, g]


def in_spec(a: str) -> str:
    return f"{a:>9}{a:\N{NO SUCH NAME}>3}"
# error: 4:9: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-25: unknown Unicode character name
# error: 5:9: (unicode error) 'unicodeescape' codec can't decode bytes in position 26-33: unknown Unicode character name
# error: 6:9: (unicode error) 'unicodeescape' codec can't decode bytes in position 10-17: unknown Unicode character name
# error: 7:9: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: malformed \N character escape
# error: 8:9: (unicode error) 'unicodeescape' codec can't decode bytes in position 1-3: malformed \N character escape
# error: 9:9: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-7: unknown Unicode character name
# error: 14:12: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-15: unknown Unicode character name
