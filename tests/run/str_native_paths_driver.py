import str_native_paths as m
from _show import show


class Mine(str):
    pass


class Parts(str):
    def partition(self, sep):
        return ("p", sep, "q")

    def rpartition(self, sep):
        return ["not", "a", "tuple", "of three"]


PART_CASES = [("a=b", "="), ("=b", "="), ("a=", "="), ("=", "="), ("abc", "="), ("", "="),
              ("a==b==c", "=="), ("a==b==c", "==="), ("ünï;cödé;x", ";"), ("é;è", ";"),
              ("abc", "é"), ("abc", "\u20ac"), ("x\u20acy\u20acz", "\u20ac"), ("abc", ""),
              ("a\U0001f600b", "\U0001f600"), (Mine("k:v"), ":"), ("k:v", Mine(":")),
              ("aXbXc", "X"), ("x" * 30 + "needle-long-one" + "y", "needle-long-one")]
for s, sep in PART_CASES:
    show(f"part3({s!r}, {sep!r})", m.part3, s, sep)
    show(f"rpart3({s!r}, {sep!r})", m.rpart3, s, sep)
show("part3(Parts)", m.part3, Parts("a-b"), "-")
show("rpart3(Parts)", m.rpart3, Parts("a-b"), "-")
for s in ["k=a,b,c", "k", "=", "k=,", "ü=ö,ä"]:
    show(f"part_rebind({s!r})", m.part_rebind, s)
show("part_loop", m.part_loop, ["a:b", "long key:", ":v", "none", "x:y:z"])
s1 = "same"
h, _, t = s1.partition(";")
show("identity of absent partition", lambda: (m.part3(s1, ";")[0] is s1) == (h is s1))

SPLIT_CASES = [("a,b,c", ","), (",a,,b,", ","), ("abc", ","), ("", ","), (",", ","),
               ("aaa", "aa"), ("a--b--c--", "--"), ("ünï,cödé", ","), ("é,è", ","),
               ("abc", "é"), ("a\u20acb", "\u20ac"), ("abc", ""), (Mine("a,b"), ","),
               ("a, b , c", ", "), ("x" * 20 + "0123456789" + "y", "0123456789")]
for s, sep in SPLIT_CASES:
    show(f"splits({s!r}, {sep!r})", m.splits, s, sep)

for sep, items in [("-", ["a", "b", "c"]), ("", ["ab", "cd"]), (", ", []), ("-", ["one"]),
                   ("-", ["a", "é"]), ("é", ["a", "b"]), ("-", ["a", "\u20ac", "b"]),
                   ("-", [Mine("x"), "y"]), ("-", ["", "", ""]), (Mine("+"), ["a", "b"])]:
    show(f"joined({sep!r}, {items!r})", m.joined, sep, items)
show("joined one item is itself", lambda: m.joined("-", [s1]) is s1)
show("joined_any int", m.joined_any, "-", ["a", 1, "b"])
show("joined_any bytes", m.joined_any, "-", [b"a", "b"])
show("joined_any None", m.joined_any, ",", ["a", "b", None])

for s, old, new in [("theta eta beta", "eta", "ETA"), ("abc", "x", "y"), ("aaaa", "aa", "b"),
                    ("abc", "", "-"), ("", "", "-"), ("abcabc", "abc", ""), ("abc", "b", "é"),
                    ("ébé", "b", "x"), ("abc", "é", "x"), ("aaa", "a", "aaa"), ("a.b.c", ".", ""),
                    (Mine("abc"), "b", "B"), ("x" * 12 + "long-needle-here" * 2, "long-needle-here", "!")]:
    show(f"replaced({s!r}, {old!r}, {new!r})", m.replaced, s, old, new)
s2 = "nothing to do"
show("replace absent is itself", lambda: m.replaced(s2, "zz", "y") is s2)

for s, sub in [("hello", "l"), ("hello", "lo"), ("hello", "z"), ("hello", ""), ("", ""),
               ("", "a"), ("aaaab", "aab"), ("ab" * 10, "ba"), ("ünï", "ï"), ("abc", "é"),
               ("x\u20acy", "\u20ac"), ("abcdefghij" * 3 + "needle-of-twelve", "needle-of-twelve"),
               ("abababab", "abababa"), (Mine("mine"), "n")]:
    show(f"found({s!r}, {sub!r})", m.found, s, sub)

for s in ["", "   ", "  abc  ", "\t\n x y \r\x0b\x0c", "\x1c\x1dz\x1e\x1f", "abc", "a",
          " a ", "\u3000wide\u2003", "\x85nel\xa0", "Straße ", Mine("  mine  "), "MiXeD"]:
    show(f"stripped({s!r})", m.stripped, s)
    show(f"tails({s!r})", m.tails, s)
s3 = "nothing"
show("strip unchanged is itself", lambda: m.stripped(s3)[0] is s3)

lines = [f"{a},{b}, {c} ;{i}" for i, (a, b, c) in enumerate(
    [("Alpha", "beta", "  Gamma"), ("delta  ", "EPSILON", "zeta"), ("eta", "Theta", "é"),
     ("", "", ""), ("ETA", "eta", "beta")])]
show("pipeline", m.pipeline, lines)
show("pipeline bad int", m.pipeline, ["a;x"])

for args in [("abc",), (2.5,), (True,), (5,), (None,)]:
    show(f"ranged{args!r}", m.ranged, *args)
for args in [(0, 10, 0), (0, 10, 3), (0, "x", 0), (1.0, 2, 1), (10, 0, -3), (0, 3, 1.5)]:
    show(f"ranged3{args!r}", m.ranged3, *args)
