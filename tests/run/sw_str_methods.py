# str methods outside the common set: padding, partition, case folding, tabs, translate, predicates.


def padding(s: str, w: int) -> list[str]:
    return [s.center(w), s.center(w, "*"), s.ljust(w, "-"), s.rjust(w, "."), s.zfill(w),
            "-42".zfill(6), "+7".zfill(4), "".zfill(3)]


def center_bad_fill(s: str) -> str:
    return s.center(10, "ab")


def parts(s: str) -> list[tuple[str, str, str]]:
    return [s.partition(":"), s.rpartition(":"), s.partition("::"), s.rpartition("zz")]


def partition_empty(s: str) -> tuple[str, str, str]:
    return s.partition("")


def lines(s: str) -> list[list[str]]:
    return [s.splitlines(), s.splitlines(True), s.splitlines(keepends=True)]


def cases(s: str) -> list[str]:
    return [s.casefold(), s.title(), s.capitalize(), s.swapcase(), s.upper(), s.lower()]


def tabs(s: str) -> list[str]:
    return [s.expandtabs(), s.expandtabs(4), s.expandtabs(tabsize=1), s.expandtabs(0)]


def translating(s: str) -> list[str]:
    t1 = str.maketrans("abc", "xyz")
    t2 = str.maketrans("abc", "xyz", "d")
    t3 = str.maketrans({"a": "AA", "b": None, "c": 67})
    return [s.translate(t1), s.translate(t2), s.translate(t3), s.translate({ord("e"): "3"})]


def maketrans_bad() -> dict[int, int]:
    return str.maketrans("ab", "c")


def prefixes(s: str) -> list[str]:
    return [s.removeprefix("ab"), s.removesuffix("yz"), s.removeprefix(""), s.removesuffix(s)]


def preds(s: str) -> list[bool]:
    return [s.isspace(), s.isnumeric(), s.isdecimal(), s.isdigit(), s.isidentifier(),
            s.isprintable(), s.istitle(), s.isascii(), s.isalnum(), s.isalpha()]


def fmt_map(template: str, values: dict[str, int]) -> str:
    return template.format_map(values)


def fmt(template: str, a: int, b: str) -> str:
    return template.format(a, b, x=a)


def counting(s: str, sub: str) -> list[int]:
    return [s.count(sub), s.count(sub, 1), s.count(sub, -3, -1), s.find(sub, -2), s.rfind(sub, 0, 3),
            s.rindex(sub) if sub in s else -99]


def startend(s: str) -> list[bool]:
    return [s.startswith("b", 1), s.endswith(("x", "c")), s.startswith("", 10), s.endswith("a", 0, 1),
            s.startswith(())]


def splits(s: str) -> list[list[str]]:
    return [s.split(None, 1), s.rsplit(None, 1), s.split(maxsplit=2), s.rsplit(sep="a"),
            s.split("a", -1), s.split(" ", 0)]


def strips(s: str) -> list[str]:
    return [s.strip(" \t"), s.lstrip("ab"), s.rstrip(""), s.strip(None), "\u3000x\u2003".strip()]


def joins(items: list[str]) -> list[str]:
    return [", ".join(items), "".join(reversed(items)), "\U0001f600".join(items), " ".join(sorted(items))]


def join_bad(items: list[object]) -> str:
    return "-".join([str(x) for x in items[:1]]) + "-".join(items)  # type: ignore[arg-type]


def unicode_cases() -> list[str]:
    s = "straße ǅ ﬁ İ Σσς"
    return [s.upper(), s.lower(), s.casefold(), s.title(), s.swapcase(), s.capitalize()]


def mult(s: str, n: int) -> list[str]:
    return [s * n, n * s, s * -1, (s + "|") * 2]


def compare(a: str, b: str) -> list[bool]:
    return [a < b, a <= b, a == b, a != b, a > b, a >= b, a in b, a not in b]
