import strings as m


def attempt(f, *args):
    try:
        print(f.__name__, repr(f(*args)))
    except Exception as e:
        print(f.__name__, type(e).__name__, str(e))


attempt(m.split_forms, "a,b, c,,d")
attempt(m.split_forms, "  spaced   out words ")
attempt(m.split_forms, "")
attempt(m.split_empty_sep, "abc")
attempt(m.join_strip, ["x", "yy", ""])
attempt(m.join_strip, [])
for s in ("hello World", "ÄBC ñ straße", ""):
    attempt(m.cases, s)
for s in ("abc", "123", "ab3", "   ", "", "ABxyz", "²3"):
    attempt(m.preds, s)
attempt(m.finding, "abcabcab", "ab")
attempt(m.finding, "abcabcab", "zz")
attempt(m.finding, "abc", "")
attempt(m.index_missing, "abc", "d")
attempt(m.index_missing, "abc", "c")
attempt(m.replacing, "banana")
attempt(m.encode_len, "héllo €")
attempt(m.chars, "aé€😀")
attempt(m.from_codes, [72, 105, 8364, 128512])
attempt(m.ord_wrong, "ab")
attempt(m.ord_wrong, "")
attempt(m.chr_wrong, -1)
attempt(m.chr_wrong, 0x110000)
attempt(m.num_strs, -12, 0.1)
attempt(m.num_strs, 10**25, 1e22)
attempt(m.num_strs, 0, float("inf"))
attempt(m.fstrings, 3.14159, 42, "pi")
attempt(m.fstrings, -0.000123, -7, "é")
attempt(m.formatting, 5, 2.5, "s")
attempt(m.unicode, "ﬁx ß Σ日本")
attempt(m.slicing, "abcdefg")
attempt(m.index_out, "abc", 3)
attempt(m.index_out, "abc", -4)
attempt(m.index_out, "abc", -3)
attempt(m.compare, "abc", "abd")
attempt(m.compare, "b", "abc")
attempt(m.compare, "", "")
attempt(m.build, 12)
attempt(m.multiline, "  one\n\ntwo  \r\nthree")
attempt(m.partition, "k=v=w")
attempt(m.partition, "novalue")
attempt(m.padding, "ab")
attempt(m.padding, "toolongvalue")
attempt(m.percent, 255, 3.14159, "ok")
attempt(m.percent, -3, -0.5, "")
attempt(m.percent_bad, "x")
attempt(m.spec_on_repr, 2.5)
attempt(m.contains_sub, "hello world", ["lo w", "", "xyz", "hello world!"])
attempt(m.repeat, "ab", 3)
attempt(m.repeat, "ab", -2)


class Loud(str):
    # A str subclass: its own methods win over str's, compiled or not.
    def startswith(self, prefix, *rest):
        return True

    def split(self, sep=None, maxsplit=-1):
        return ["overridden"]


attempt(m.preds, Loud("zz"))
attempt(m.split_forms, Loud("a,b"))
attempt(m.finding, Loud("abcab"), "b")
