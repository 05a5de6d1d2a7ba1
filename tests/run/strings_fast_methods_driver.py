import strings_fast_methods as m


class Shout(str):
    def lower(self):
        return "never lower"

    def strip(self, chars=None):
        return "<" + str.strip(self) + ">"


def show(label, fn, *args):
    try:
        r = fn(*args)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))


SAMPLES = ["", "   ", "  abc  ", "\t\nx y\r\x0b\x0c", "\x1c\x1dz\x1e\x1f", "\u3000wide\u2003",
           "\x85nel\xa0", "MiXeD Case 123", "straße", "İstanbul", "ÀÉÎ", "ǅ", "ﬁ", "a\u0130b",
           "plain", "@[`{", "Z" * 40]
for s in SAMPLES:
    show(f"strips({s!r})", m.strips, s)
    show(f"cases({s!r})", m.cases, s)
    show(f"same_object({s!r})", m.same_object, s)
for s, sep in (("a;b;c", ";"), ("abc", ";"), ("", "x"), ("x,y,z", ","), ("aaa", "aa"),
               ("ünï;cödé", ";"), ("abc", "")):
    show(f"parts({s!r}, {sep!r})", m.parts, s, sep)
show("pieces", m.pieces, " Alpha ;Beta,GAMMA , Delta ")
show("pieces none", m.pieces, "no separators")
show("loop", m.loop, ["  alpha", "Beta", "ANT  ", "\tax\n", "b"])
sh = Shout("  Loud  ")
show("subclass strips", m.strips, sh)
show("subclass cases", m.cases, sh)
show("subclass parts", m.parts, Shout("k=v"), "=")
