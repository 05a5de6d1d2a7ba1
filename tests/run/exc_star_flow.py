# except* beyond one function: leftovers and new groups crossing compiled frames, module-level
# handlers, generators and coroutines, exception group subclasses (derive), notes, causes, typed
# ExceptionGroup values, nested handlers and the handled exception after the statement.
import sys
from typing import Iterator

from _exc_star_helpers import MyGroup


def make(n: int) -> ExceptionGroup:
    return ExceptionGroup("base", [ValueError(n), TypeError(n), OSError(n)])


def inner(n: int) -> None:
    try:
        raise make(n)
    except* ValueError:
        print("inner handled values")


def middle(n: int) -> None:
    try:
        inner(n)
    except* TypeError as eg:
        print("middle handled", repr(eg))


def outer(n: int) -> None:
    middle(n)


def raising_chain(n: int) -> None:
    try:
        inner(n)
    except* OSError as eg:
        raise RuntimeError("wrapped") from eg


results: list[str] = []
try:
    raise ExceptionGroup("module", [KeyError("k"), ValueError("v")])
except* KeyError as module_eg:
    results.append("module keys: " + repr(module_eg))
except* ValueError:
    results.append("module values")
print("module level:", results, "bound after:", "module_eg" in globals())


def gen(n: int) -> Iterator[str]:
    try:
        raise make(n)
    except* ValueError as eg:
        yield "first " + repr(eg)
        yield "second"
    except* TypeError:
        yield "types"
    except* OSError:
        pass
    yield "end"


async def coro(n: int) -> str:
    out = ""
    try:
        raise make(n)
    except* (ValueError, TypeError, OSError) as eg:
        out = "coroutine caught %d" % len(eg.exceptions)
    return out


def subclass_split(n: int) -> str:
    g = MyGroup("mine", [ValueError(n), TypeError(n)])
    try:
        raise g
    except* ValueError as eg:
        print("subclass match:", type(eg).__name__, repr(eg))
    return "unreachable"


def subclass_reraise(n: int) -> None:
    try:
        raise MyGroup("mine", [ValueError(n), TypeError(n), KeyError(n)])
    except* ValueError:
        raise
    except* KeyError:
        pass


def with_notes(n: int) -> None:
    g = make(n)
    g.add_note("note %d" % n)
    try:
        raise g
    except* ValueError as eg:
        print("notes in match:", getattr(eg, "__notes__", None))
        raise


def count(eg: ExceptionGroup) -> int:
    total = 0
    for e in eg.exceptions:
        if isinstance(e, ExceptionGroup):
            total += count(e)
        else:
            total += 1
    return total


def typed_methods(n: int) -> str:
    try:
        raise make(n)
    except* Exception as eg:
        match, rest = eg.split(ValueError)
        sub = eg.subgroup(lambda e: isinstance(e, OSError))
        derived = eg.derive([KeyError(n)])
        msg: str = eg.message
        return_value = "%s %r %r %r %r %d" % (msg, match, rest, sub, derived, count(eg))
    return return_value


def nested_reraise(n: int) -> None:
    try:
        raise make(n)
    except* ValueError:
        try:
            raise ExceptionGroup("in handler", [KeyError(n), IndexError(n)])
        except* KeyError:
            raise
        except* IndexError:
            pass


def plain_inside_star(n: int) -> str:
    log = ""
    try:
        raise make(n)
    except* TypeError as eg:
        try:
            raise eg.exceptions[0]
        except TypeError as e:
            log = "plain caught " + repr(e)
            print("exc_info in plain handler:", repr(sys.exc_info()[1]))
        print("exc_info back:", repr(sys.exc_info()[1]))
    except* (ValueError, OSError):
        pass
    return log


def star_inside_plain(n: int) -> str:
    try:
        raise KeyError(n)
    except KeyError:
        try:
            raise make(n)
        except* (ValueError, TypeError, OSError) as eg:
            print("context:", repr(eg.__context__))
        return "restored: " + repr(sys.exc_info()[1])


class Manager:
    def __enter__(self) -> "Manager":
        print("enter")
        return self

    def __exit__(self, *args: object) -> None:
        print("exit", args[0])


def with_in_handler(n: int) -> None:
    try:
        raise make(n)
    except* ValueError:
        with Manager():
            raise KeyError("inside with")


class Service:
    def __init__(self, limit: int) -> None:
        self.limit = limit

    def run(self, n: int) -> int:
        handled = 0
        try:
            raise ExceptionGroup("svc", [ValueError(i) for i in range(n)])
        except* ValueError as eg:
            handled = len(eg.exceptions)
            if handled > self.limit:
                raise OverflowError(handled)
        return handled


def finally_runs(n: int) -> list[str]:
    log: list[str] = []
    try:
        try:
            raise make(n)
        except* ValueError:
            log.append("handled values")
            raise
        finally:
            log.append("finally")
    except* (ValueError, TypeError, OSError) as eg:
        log.append("outer got %d" % len(eg.exceptions))
    return log


def is_os_error(e: BaseException) -> bool:
    return isinstance(e, OSError)


def predicates(n: int) -> list[str]:
    # Compiled functions as split()/subgroup() conditions, as Python functions are in CPython.
    g = ExceptionGroup("p", [ValueError(n), ExceptionGroup("q", [OSError(n), KeyError(n)])])
    g.add_note("kept")
    out: list[str] = []

    def is_key(e: BaseException) -> bool:
        return isinstance(e, KeyError)

    match, rest = g.split(is_os_error)
    out.append("%r %r %s" % (match, rest, getattr(match, "__notes__", None)))
    out.append(repr(g.subgroup(is_key)))
    out.append(repr(g.split(lambda e: isinstance(e, ExceptionGroup) and e.message == "q")))
    out.append(repr(g.subgroup(lambda e: n > 1)))
    out.append(repr(g.subgroup(lambda e: False)))
    out.append(repr(MyGroup("m", [ValueError(n), TypeError(n)]).split(lambda e: isinstance(e, TypeError))))
    try:
        g.split(bool)
    except TypeError as e:
        out.append("builtin refused: %s" % e)
    try:
        g.subgroup(lambda e: 1 // 0 == 1)
    except ZeroDivisionError as e:
        out.append("raised in condition: %r" % e)
    return out
