import traceback

import probe10_calc as m

for src in ["1 + 2 * 3", "2 ^ 3 ^ 2", "-(4 - 6) * 2.5", "x * y + 1", "max(1, 2, z)",
            "1 / 0", "7 % 0", "10 ^ 400", "1 + ", "(1 + 2", "3 $ 4", "1..2 + 3", "abs()", "foo(1)",
            "min(3, 1, 2) + abs(-2)", "1 2"]:
    print(repr(src), "=>", m.calculate(src, {"x": 2.0, "y": 5.0}))

for src in ["1/0", "1 +", "q", "1..2"]:
    try:
        print(m.reraise(src))
    except Exception as e:
        print(type(e).__name__, str(e), repr(e.__context__), e.__cause__)
        print("".join(traceback.format_exception_only(type(e), e)), end="")

e = m.ParseError("x", 3, ("a",))
print(e.args, str(e), repr(e), e.expected, e.message, e.pos)
u = m.UnknownName("k")
print(u.args, str(u), repr(u), m.UnknownName.__mro__)
print(m.LexError("bad", 2).args, isinstance(m.LexError("a"), ValueError))
t = m.Token("num", "1", 0)
print(t, hash(t) == hash(m.Token("num", "1", 0)))
print([tok.text for tok in m.tokenize("a+b*(c)")])
try:
    t.kind = "x"  # type: ignore[misc]
except Exception as ex:
    print(type(ex).__name__, ex)
