# Lone surrogates in str literals ("\ud800", as CPython allows): the literal holds the code
# point itself; encoding it needs an error handler, as in CPython.


def lone() -> list[object]:
    s = "\ud800"
    pair = "\ud83d\ude00"  # two code points, not one emoji
    mixed = f"[{s}]" + "a\udcffb"
    return [len(s), hex(ord(s)), len(pair), [hex(ord(c)) for c in pair], pair == "\U0001f600",
            len(mixed), repr(mixed), s.encode("utf-8", "surrogatepass"),
            "a\udcffb".encode("utf-8", "surrogateescape"), mixed.encode("ascii", "replace")]


def strict(s: str) -> bytes:
    return (s + "\udfff").encode()
