# int(s) of a str (plain decimal text parsed natively, the rest by CPython), startswith/endswith
# over strs of different widths, and f-string fields of ints written without an int object.
from typing import List


def to_int(s: str) -> int:
    return int(s)


def to_ints(xs: List[str]) -> int:
    total = 0
    for x in xs:
        total += int(x) * 3
    return total


def tails(s: str, sub: str) -> List[bool]:
    return [s.startswith(sub), s.endswith(sub), s.startswith(sub) and s.endswith(sub)]


def fmt(i: int, j: int) -> str:
    return f"{i}|{j}:{i * j}/{-i}{i}"


def fmt_loop(n: int) -> List[str]:
    return [f"n={k - n // 2}" for k in range(n)]


def joined(a: str, b: str, n: int) -> str:
    return f"{a}{b}:{n}:{b}{a}"


def single(a: str) -> str:
    return f"{a}"


def single_type(a: str) -> str:
    return type(f"{a}").__name__ + ("" if f"{a}" is a else " copy")
