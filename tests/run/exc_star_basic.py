# except* (PEP 654): splitting by each handler's classes in order, the bound subgroup, naked
# exceptions wrapped for matching, the unhandled rest propagating, handlers that raise or re-raise,
# tuples of classes, nested groups, else/finally, and the `as` name cleared after the handler.
import sys


def group(n: int) -> BaseException:
    excs: list[Exception] = []
    for i in range(n):
        if i % 3 == 0:
            excs.append(ValueError(i))
        elif i % 3 == 1:
            excs.append(TypeError(i))
        else:
            excs.append(KeyError(i))
    return ExceptionGroup("g%d" % n, excs)


def split_all(n: int) -> list[str]:
    seen: list[str] = []
    try:
        raise group(n)
    except* ValueError as eg:
        seen.append("V " + repr(eg))
        seen.append("exc_info is eg: %s" % (sys.exc_info()[1] is eg))
    except* TypeError as eg:
        seen.append("T " + repr(eg) + " " + eg.message)
    except* KeyError as eg:
        seen.append("K %d" % len(eg.exceptions))
    seen.append("after: %r" % (sys.exc_info()[1],))
    return seen


def leftover(n: int) -> str:
    try:
        raise group(n)
    except* TypeError as eg:
        print("handled", repr(eg))
    return "no leftover"


def naked(x: int) -> str:
    try:
        if x > 0:
            raise ValueError(x)
        raise KeyError(x)
    except* ValueError as eg:
        print("wrapped:", repr(eg), type(eg).__name__, eg.message == "")
        print("leaf traceback kept:", eg.exceptions[0].__traceback__ is not None)
    return "done %d" % x


def naked_reraise(x: int) -> None:
    try:
        raise ValueError(x)
    except* ValueError:
        raise


def raise_in_handler(n: int) -> None:
    try:
        raise group(n)
    except* ValueError as eg:
        raise RuntimeError("from V %d" % len(eg.exceptions))
    except* TypeError:
        print("T handler still runs")


def raise_one_only(x: int) -> None:
    try:
        raise ExceptionGroup("one", [ValueError(x)])
    except* ValueError:
        raise KeyError(x)


def reraise_parts(n: int, which: int) -> None:
    try:
        raise group(n)
    except* ValueError:
        if which & 1:
            raise
    except* TypeError:
        if which & 2:
            raise
    except* KeyError:
        print("keys dropped")


def explicit_raise(n: int) -> None:
    try:
        raise group(n)
    except* ValueError as eg:
        raise eg


def tuple_classes(n: int) -> int:
    count = 0
    try:
        raise group(n)
    except* (ValueError, KeyError) as eg:
        count += len(eg.exceptions)
    except* TypeError:
        count += 100
    return count


def nested(x: int) -> None:
    inner = ExceptionGroup("inner", [ValueError(x), TypeError(x + 1)])
    try:
        raise ExceptionGroup("outer", [inner, ValueError(x + 2), OSError(x + 3)])
    except* ValueError as eg:
        print("values:", repr(eg))
    except* OSError as eg:
        print("os:", repr(eg))


def once_each(x: int) -> int:
    runs = 0
    try:
        raise ExceptionGroup("many", [ValueError(x), ValueError(x + 1), ValueError(x + 2)])
    except* ValueError:
        runs += 1
    except* ValueError:
        runs += 10
    return runs


def else_finally(x: int) -> list[str]:
    log: list[str] = []
    try:
        try:
            if x == 1:
                raise ExceptionGroup("e", [ValueError(x), TypeError(x)])
            if x == 2:
                raise ValueError(x)
            log.append("body")
        except* ValueError:
            log.append("V")
        else:
            log.append("else")
        finally:
            log.append("finally")
    except* TypeError as eg:
        log.append("outer T %r" % (eg,))
    return log


def name_cleared(x: int) -> str:
    eg: object = "before"
    try:
        raise ValueError(x)
    except* ValueError as eg:
        pass
    try:
        return repr(eg)  # type: ignore[misc]
    except UnboundLocalError as e:
        return "unbound: %s" % e


def catch_group_type(x: int) -> None:
    try:
        raise ValueError(x)
    except* ExceptionGroup:  # type: ignore[misc]
        print("never")


def catch_not_class(x: int) -> None:
    try:
        raise ValueError(x)
    except* KeyError:
        print("never")
    except* (ValueError, int):  # type: ignore[misc]
        print("never")


def group_class_later(x: int) -> None:
    # Each handler's classes are checked even when nothing is left to match.
    try:
        raise ValueError(x)
    except* ValueError:
        print("matched first")
    except* (TypeError, BaseExceptionGroup):  # type: ignore[misc]
        print("never")


def class_expr_fails(x: int) -> None:
    try:
        raise ExceptionGroup("x", [ValueError(x)])
    except* [ValueError][x]:  # type: ignore[misc]
        print("matched by index")


def space_star(x: int) -> str:
    result = "unmatched"
    try:
        raise ExceptionGroup("s", [KeyError(x)])
    except *KeyError as eg:
        result = "space form: " + repr(eg)
    return result


def no_exception(x: int) -> str:
    try:
        y = x * 2
    except* ValueError:
        y = -1
    else:
        y += 1
    return "plain %d" % y


def loops_in_handler(n: int) -> int:
    total = 0
    try:
        raise ExceptionGroup("loop", [ValueError(n)])
    except* ValueError:
        for i in range(n):
            if i == 3:
                break
            if i % 2:
                continue
            total += i
        while True:
            total += 1000
            break
    return total


def base_group(x: int) -> None:
    try:
        raise BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(x)])
    except* KeyboardInterrupt as eg:
        print("interrupt:", repr(eg), type(eg).__name__)


def rest_is_none_later(x: int) -> int:
    hits = 0
    try:
        raise ExceptionGroup("x", [ValueError(x)])
    except* ValueError:
        hits += 1
    except* TypeError:
        hits += 10
    return hits


def match_everything(x: int) -> str:
    # A group is an Exception: `except* Exception` takes the whole group as it is.
    g = ExceptionGroup("all", [ValueError(x), TypeError(x)])
    try:
        raise g
    except* Exception as eg:
        same = eg is g
    return "same object: %s" % same
