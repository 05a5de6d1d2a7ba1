"""A for loop left by break drops its iterator there, as CPython pops it: a generator's finally
(and a with block inside it) runs before the statement after the loop, in nested loops each
time, also when the loop iterates an iterator another name still holds (then only later)."""
from typing import Iterator


class Guard:
    def __init__(self, log: list[str], tag: str) -> None:
        self.log = log
        self.tag = tag

    def __enter__(self) -> "Guard":
        self.log.append("enter " + self.tag)
        return self

    def __exit__(self, *exc: object) -> None:
        self.log.append("exit " + self.tag)


def numbers(log: list[str], tag: str) -> Iterator[int]:
    try:
        with Guard(log, tag):
            yield 1
            yield 2
    finally:
        log.append("finally " + tag)


def loop_break(log: list[str]) -> None:
    for x in numbers(log, "a"):
        log.append(f"got {x}")
        break
    log.append("after a")


def nested(log: list[str]) -> None:
    for i in range(2):
        for x in numbers(log, f"n{i}"):
            if x == 1:
                break
        log.append(f"after n{i}")


def held(log: list[str]) -> None:
    it = numbers(log, "h")
    for x in it:
        break
    log.append("still held")
    del it
    log.append("deleted")


def exhausted(log: list[str]) -> int:
    total = 0
    for x in numbers(log, "e"):
        total += x
    else:
        log.append("else e")
    log.append("after e")
    return total


def run() -> list[str]:
    log: list[str] = []
    loop_break(log)
    nested(log)
    held(log)
    log.append(str(exhausted(log)))
    return log
