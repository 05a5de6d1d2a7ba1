# Combinations: with inside try/finally inside loops, returns crossing several cleanups in order,
# handlers inside finally bodies, exceptions replacing exceptions, and module-level statements.
import contextlib


def crossing(cm: object, n: int) -> int:
    for i in range(n):
        try:
            with cm:
                try:
                    if i == 2:
                        return i * 10
                finally:
                    print("inner finally", i)
        finally:
            print("outer finally", i)
    return -1


def handler_in_finally(x: int) -> int:
    result = 0
    try:
        result = 10 // x
    finally:
        try:
            result += 1 // (x - 1)
        except ZeroDivisionError:
            print("finally handler")
            result = -5
    return result


def replace_exception(x: int) -> int:
    try:
        try:
            raise ValueError(x)
        finally:
            if x > 0:
                raise KeyError(x)
    except KeyError as k:
        print("got key", k, "context", repr(k.__context__))
        return 1
    except ValueError as v:
        print("got value", v)
        return 2


def continue_through_handler(n: int) -> int:
    seen = 0
    for i in range(n):
        try:
            if i % 2 == 0:
                raise ValueError(i)
            seen += 1
        except ValueError:
            continue
        finally:
            seen += 100
    return seen


def while_else_with_try(n: int) -> int:
    i = 0
    while i < n:
        try:
            i += 1
            if i == 10:
                break
        except ValueError:
            pass
    else:
        print("no break", i)
        return i
    return -i


def deep(n: int) -> int:
    if n == 0:
        raise RecursionError("bottom")
    try:
        return deep(n - 1)
    finally:
        if n == 3:
            print("unwinding through 3")


print("module start")
with contextlib.suppress(KeyError):
    raise KeyError("suppressed at import")
for k in range(3):
    try:
        if k == 1:
            continue
        print("module loop", k)
    finally:
        print("module finally", k)
else:
    print("module loop done")
