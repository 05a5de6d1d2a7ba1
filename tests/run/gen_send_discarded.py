"""Generators typed Generator[Y, S, R] whose yield statements drop the sent value: next() sends
None there, which CPython ignores, so the typed send check applies only to yields whose value is
used; throw() resuming at a yield statement, and a parenthesised yield statement."""
from typing import Generator


def lines(prefix: str) -> Generator[str, str, int]:
    yield prefix + ":start"
    seen = 0
    while True:
        word = yield prefix + ":ready"
        if word == "stop":
            return seen
        seen += 1
        (yield prefix + ":got " + word)
        yield prefix + ":after"


def recovering() -> Generator[int, str, str]:
    try:
        got = yield 1
        print("gen got", got)
        yield 2
    except ValueError as e:
        print("gen caught", e)
        yield 99
    finally:
        print("gen finally")
    return "done"


def drive(words: list[str]) -> list[str]:
    g = lines("p")
    out = [next(g), next(g)]
    for w in words:
        out.append(g.send(w))
        out.append(next(g))
        out.append(next(g))
    try:
        g.send("stop")
    except StopIteration as s:
        out.append(f"returned {s.value}")
    return out


def drive_recovering() -> list[str]:
    g = recovering()
    out = [str(next(g)), str(g.send("hi")), str(g.throw(ValueError("thrown")))]
    try:
        next(g)
    except StopIteration as s:
        out.append(f"stop {s.value}")
    return out
