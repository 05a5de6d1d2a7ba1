# Strings: methods, ord/chr/repr/str of numbers, f-strings with specs and conversions, unicode.


def split_forms(s: str) -> list[list[str]]:
    return [s.split(), s.split(","), s.split(",", 1), s.rsplit(",", 1), s.rsplit(), s.split(", ")]


def split_empty_sep(s: str) -> list[str]:
    return s.split("")


def join_strip(parts: list[str]) -> list[str]:
    j = "-".join(parts)
    return [j, "".join(parts), "  x y  ".strip(), "xxhixx".strip("x"), "  a ".lstrip(),
            "  a ".rstrip(), "abcba".rstrip("ab")]


def cases(s: str) -> list[str]:
    return [s.lower(), s.upper(), s.title(), s.capitalize(), s.swapcase()]


def preds(s: str) -> list[bool]:
    return [s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isupper(), s.islower(),
            s.startswith("ab"), s.endswith("yz"), s.startswith(("x", "a")), s.isdecimal()]


def finding(s: str, sub: str) -> list[int]:
    return [s.find(sub), s.rfind(sub), s.count(sub), s.find(sub, 2), s.find(sub, 1, 4)]


def index_missing(s: str, sub: str) -> int:
    return s.index(sub)


def replacing(s: str) -> list[str]:
    return [s.replace("a", "A"), s.replace("a", ""), s.replace("", "."), s.replace("a", "b", 1)]


def encode_len(s: str) -> tuple[bytes, int, int]:
    b = s.encode()
    return b, len(b), len(s)


def chars(s: str) -> list[int]:
    return [ord(c) for c in s]


def from_codes(codes: list[int]) -> str:
    return "".join([chr(c) for c in codes])


def ord_wrong(s: str) -> int:
    return ord(s)


def chr_wrong(i: int) -> str:
    return chr(i)


def num_strs(i: int, x: float) -> list[str]:
    return [str(i), repr(i), str(x), repr(x), str(True), str(None), repr("it's"), repr('say "hi"')]


def fstrings(x: float, i: int, s: str) -> list[str]:
    return [
        f"{x!r:>10.3}",
        f"{x:>10.3f}|{x:<10.2e}|{x:^+12.4g}",
        f"{i:05d} {i:x} {i:#o} {i:b} {i:,} {i:_}",
        f"{s!r} {s!s} {s:*^9} {s!a}",
        f"{i}{{literal}}{s}",
        f"{x:%} {x:.1%}",
        f"{i=} {s=!r}",
        f"{'nested ' + s:>{i % 7 + 8}}",
    ]


def formatting(i: int, x: float, s: str) -> list[str]:
    return ["{} {} {}".format(i, x, s), "{0}{1}{0}".format(s, i), "{:>6.2f}".format(x),
            "{name}!".format(name=s)]


def unicode(s: str) -> list[str]:
    return [s.upper(), s[::-1], str(len(s)), s[1], s.lower(), s.center(12, "*")]


def slicing(s: str) -> list[str]:
    return [s[0], s[-1], s[1:3], s[::2], s[5:1:-1], s[100:]]


def index_out(s: str, i: int) -> str:
    return s[i]


def compare(a: str, b: str) -> list[bool]:
    return [a < b, a <= b, a == b, a != b, a > b, a in b]


def build(n: int) -> str:
    out = ""
    for i in range(n):
        out += str(i) * 2
    return out * 2


def multiline(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line]


def partition(s: str) -> tuple[tuple[str, str, str], tuple[str, str, str]]:
    return s.partition("="), s.rpartition("=")


def padding(s: str) -> list[str]:
    return [s.ljust(6, "."), s.rjust(6), s.zfill(6), "-42".zfill(6)]



def percent(i: int, x: float, s: str) -> list[str]:
    return ["%d items" % i, "%5.2f|%-6s|%r" % (x, s, s), "%x %o %e" % (i, i, x), "100%% %s" % s,
            "%(a)s-%(b)d" % {"a": s, "b": i}, "%c%c" % (72, "i")]


def percent_bad(s: str) -> str:
    return "%d and %d" % (1,) + s


def spec_on_repr(x: float) -> str:
    return f"{x!r:>10.3f}"


def contains_sub(s: str, subs: list[str]) -> list[bool]:
    return [sub in s for sub in subs] + [sub not in s for sub in subs]


def repeat(s: str, n: int) -> tuple[str, str, int]:
    return s * n, n * s, len(s * n)
