# String edge cases: building in loops, += on str locals, comparisons, str() and repr() of
# containers holding strs, escapes, non-BMP text through slicing/reversing/joining, and errors.
from typing import List, Optional


def build(n: int) -> str:
    s = ""
    for i in range(n):
        s += str(i) if i % 2 else chr(0x1F600 + i)
    return s


def escape_forms() -> List[str]:
    return ["tab\there", "nl\\n", r"raw\n", "\x41\u00e9\u2022", 'q"uo\'te', """tri"ple""", "a" "b" 'c',
            "\0", "\177", "\U0001F600"[0]]


def reprs(xs: List[str]) -> List[str]:
    return [repr(xs), str(xs), repr(tuple(xs)), repr({x: len(x) for x in xs}), repr(set(xs[:1]))]


def index_errors(s: str, i: int) -> str:
    return s[i]


def concat_errors(s: str, n: object) -> str:
    return s + n  # type: ignore[operator]


def find_all(s: str, sub: str) -> List[int]:
    out: List[int] = []
    i = s.find(sub)
    while i != -1:
        out.append(i)
        i = s.find(sub, i + 1)
    return out


def words(text: str) -> List[str]:
    return [w.strip(".,!?").lower() for w in text.split() if w.strip(".,!?")]


def caesar(s: str, k: int) -> str:
    out = []
    for ch in s:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + k) % 26 + 97))
        elif ch.isupper():
            out.append(chr((ord(ch) - 65 + k) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


def palindrome(s: str) -> bool:
    t = "".join(c.lower() for c in s if c.isalnum())
    return t == t[::-1]


def str_mult_join(parts: List[str], sep: Optional[str]) -> str:
    return (sep or "-").join(parts) * 2


def compare_chain(a: str, b: str, c: str) -> bool:
    return a < b < c or a == b == c


def startswith_tuple(s: str) -> List[bool]:
    return [s.startswith(("ab", "\U0001f600")), s.endswith(("", "z")), s[1:].startswith("b", 0, 1)]


def format_table(rows: List[List[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join(" | ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows)


def str_iter_index(s: str) -> List[str]:
    return [s[i] + s[-i - 1] for i in range(len(s))]


def in_errors(s: str, x: object) -> bool:
    return x in s  # type: ignore[operator]
