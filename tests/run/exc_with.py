# with statements on context managers made by Python code: __enter__/__exit__ looked up on the
# type, `as` targets, suppression when __exit__ returns true, several items, errors in __enter__
# and __exit__, return/break/continue through a with body.
import contextlib
import threading


def simple(cm: object) -> int:
    with cm as value:
        print("body got", value)
    return 1


def raising(cm: object, x: int) -> int:
    with cm:
        print("body raising", x)
        if x > 0:
            raise ValueError(x)
        print("not raised")
    print("after with")
    return x


def two_items(a: object, b: object, fail: bool) -> str:
    with a as first, b as second:
        print("items", first, second)
        if fail:
            raise KeyError("two")
    return "done"


def returns_inside(cm: object) -> int:
    with cm as v:
        print("returning from inside", v)
        return 5
    return 0


def loop_through(cm: object, n: int) -> int:
    count = 0
    for i in range(n):
        with cm:
            if i == 1:
                continue
            if i == 3:
                break
            count += 1
    return count


def no_target(cm: object) -> None:
    with cm:
        pass


def with_lock(n: int) -> int:
    lock = threading.Lock()
    total = 0
    for i in range(n):
        with lock:
            total += i
    print("lock released:", not lock.locked())
    return total


def suppressed(n: int) -> int:
    hits = 0
    for i in range(n):
        with contextlib.suppress(ZeroDivisionError):
            hits += 1 // (i % 2)
    return hits


def nested_with_try(cm: object, x: int) -> str:
    try:
        with cm:
            raise KeyError(x)
    except KeyError:
        return "caught after exit"
    return "suppressed"


def with_in_handler(cm: object) -> str:
    try:
        raise ValueError("outer")
    except ValueError:
        with cm:
            raise KeyError("inner")
    return "suppressed inner"
