# `with (mgr as name):` (one parenthesized item, Python 3.10+ syntax) binds name as
# `with mgr as name:` does; several parenthesized items too.
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def tag(name: str) -> Iterator[str]:
    print("enter", name)
    try:
        yield name.upper()
    finally:
        print("exit", name)


def single() -> str:
    with (tag("a") as a):
        return a + "!"


def several() -> list[str]:
    with (
        tag("b") as b,
        tag("c") as c,
    ):
        return [b, c]


def failing() -> None:
    with (tag("d") as d):
        raise ValueError(d)
