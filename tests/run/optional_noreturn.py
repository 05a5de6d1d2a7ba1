# A statement calling a function that never returns (a compiled def declared `-> NoReturn`,
# sys.exit) ends the flow there, as mypy assumes: the narrowing that follows holds.
import sys
from typing import NoReturn, Optional


def fail(msg: str) -> NoReturn:
    raise ValueError(msg)


def plus_one(x: Optional[int]) -> int:
    if x is None:
        fail("no value")
    return x + 1


def lookup(d: dict[str, str], k: str) -> str:
    v = d.get(k)
    if v is None:
        sys.exit(f"missing {k}")
    return v.upper()


def first_word(s: Optional[str]) -> str:
    if not s:
        fail("empty")
    words = s.split()
    return words[0]
