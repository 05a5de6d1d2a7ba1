import strings_native_ops as m
from _show import show


class Num(str):
    def __int__(self):
        return 42


class Loud(str):
    def startswith(self, sub):
        print("  Loud.startswith", sub)
        return False

    def endswith(self, sub):
        print("  Loud.endswith", sub)
        return True


TEXTS = ["0", "7", "-0", "+5", "-5", "007", "123456789012345678", "-123456789012345678",
         "999999999999999999", "1234567890123456789", "-9223372036854775808",
         "99999999999999999999999999", " 12 ", "\t-3\n", "1_000", "1__0", "_1", "١٢٣", "１２",
         "", "-", "+", "+-1", "12a", "0x10", "1.5", "½", "\x00", "9" * 5000, Num("abc"), Num("7")]
for t in TEXTS:
    show(f"to_int({t[:30]!r})", m.to_int, t)
show("to_ints", m.to_ints, ["1", "-2", " 3", "4_0", "5" * 25])
show("to_ints bad", m.to_ints, ["1", "x"])

PAIRS = [("hello", "he"), ("hello", "lo"), ("hello", ""), ("", ""), ("", "a"), ("ab", "abc"),
         ("héllo", "hé"), ("héllo", "h"), ("hello", "hé"), ("h€llo", "h€"), ("h€llo", "lo"),
         ("h€llo", "é"), ("hello", "€"), ("a𝄞b", "a𝄞"), ("a𝄞b", "b"), ("a𝄞b", "€b"),
         ("ab", "ab"), ("ÿ", "ÿ"), ("aé", "é"), ("€é", "é")]
for s, sub in PAIRS:
    show(f"tails({s!r}, {sub!r})", m.tails, s, sub)
show("tails Loud", m.tails, Loud("hello"), "he")
show("tails Loud sub", m.tails, "hello", Loud("he"))

for i, j in [(0, 0), (1, -1), (-7, 123), (2 ** 62, 2), (-(2 ** 62) - 1, 3), (10 ** 20, -1),
             (4611686018427387903, 1), (-4611686018427387904, 1)]:
    show(f"fmt({i}, {j})", m.fmt, i, j)
show("fmt_loop", m.fmt_loop, 7)


class Sub(str):
    def __format__(self, spec):
        return "Sub<" + str.__format__(self, spec) + ">"


WIDE = ["", "a", "ÿé", "€", "𝄞", "ab€𝄞é", "x" * 100]
for a in WIDE:
    for b in WIDE:
        r = m.joined(a, b, -12)
        print("joined", repr(a), repr(b), repr(r), len(r), r == f"{a}{b}:-12:{b}{a}")
for a in ["", "abc", "€", Sub("sub"), Sub("")]:
    show(f"single({a!r})", m.single, a)
    show(f"single_type({a!r})", m.single_type, a)
