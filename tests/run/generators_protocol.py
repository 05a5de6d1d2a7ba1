"""Generator protocol: send/throw/close, finally and with on close and on collection,
GeneratorExit, PEP 479, re-entrancy, exceptions and handlers around yields."""
import contextlib
import sys
from typing import Generator, Iterator, List


def with_finally(n: int) -> Iterator[int]:
    try:
        for i in range(n):
            yield i
    finally:
        print("finally ran")


def with_context(name: str) -> Iterator[str]:
    with contextlib.ExitStack() as stack:
        print("enter", name)
        stack.callback(print, "exit", name)
        yield name + "!"
        yield name + "?"


def catcher() -> Generator[str, None, None]:
    while True:
        try:
            yield "ready"
        except ValueError as e:
            print("caught", e)
        except KeyError:
            print("key error, leaving")
            return


def ignores_exit() -> Iterator[int]:
    try:
        yield 1
    except GeneratorExit:
        print("ignoring")
    yield 2


def catches_exit() -> Iterator[int]:
    try:
        yield 1
    except GeneratorExit:
        print("exit caught")
        raise


def exit_returns() -> Generator[int, None, str]:
    try:
        yield 1
    except GeneratorExit:
        return "ret"
    return "never"


def leaks_stop() -> Iterator[int]:
    yield 1
    raise StopIteration("inner")


def next_of_exhausted() -> Iterator[int]:
    it = iter([1])
    yield next(it)
    yield next(it)


def raiser(n: int) -> Iterator[int]:
    for i in range(n):
        if i == 2:
            raise ValueError("boom at " + str(i))
        yield i


holder: List[Generator[int, None, None]] = []


def reentrant() -> Generator[int, None, None]:
    yield 1
    yield next(holder[0])


def counter() -> Generator[int, int, None]:
    n = 0
    while True:
        step = yield n
        n += step


def handler_in_loop(xs: List[int]) -> Iterator[float]:
    for x in xs:
        try:
            yield 10 / x
        except ZeroDivisionError:
            yield -1.0


def finally_yields() -> Iterator[int]:
    try:
        yield 1
    finally:
        yield 2


def yields_in_handler() -> Iterator[str]:
    try:
        raise ValueError("inside")
    except ValueError:
        yield "in handler"
        yield repr(sys.exc_info()[1])
    yield repr(sys.exc_info()[1])
