# finally: ordering on every way out (normal, exception, return, break, continue), a return in
# finally overriding the returned value or the exception, exceptions raised inside finally, and
# nested try statements.


def may_fail(x: int) -> int:
    print("may_fail", x)
    if x < 0:
        raise ValueError(x)
    return x * 2


def order(x: int) -> int:
    print("start", x)
    try:
        print("body")
        y = may_fail(x)
        print("after call", y)
    finally:
        print("finally")
    print("end")
    return y


def return_through(x: int) -> int:
    try:
        return may_fail(x)
    finally:
        print("finally runs after the return value is computed")


def override_return(x: int) -> int:
    try:
        return may_fail(x)
    finally:
        if x > 5:
            return -1


def swallow_by_return(x: int) -> str:
    try:
        may_fail(x)
    finally:
        return "swallowed"


def loop_control(n: int) -> int:
    total = 0
    for i in range(n):
        try:
            if i == 1:
                continue
            if i == 4:
                break
            total += i
        finally:
            print("finally for", i)
            total += 10
    return total


def while_control(n: int) -> int:
    i = 0
    while True:
        i += 1
        try:
            try:
                if i > n:
                    break
                if i % 2 == 0:
                    continue
            finally:
                print("inner finally", i)
        finally:
            print("outer finally", i)
    return i


def break_in_finally(n: int) -> int:
    count = 0
    for i in range(n):
        try:
            count += 1
            may_fail(-i)
        finally:
            if i == 2:
                break
    return count


def continue_in_finally(n: int) -> int:
    count = 0
    for i in range(n):
        try:
            may_fail(-1)
        finally:
            count += 1
            continue
    return count


def raise_in_finally(x: int) -> int:
    try:
        may_fail(x)
    finally:
        raise KeyError("from finally")


def nested(x: int) -> int:
    result = 0
    try:
        try:
            result = may_fail(x)
        finally:
            print("inner finally")
            result += 1
    except ValueError as e:
        print("caught", e)
        result = -100
    finally:
        print("outer finally", result)
    return result


def return_in_handler(x: int) -> int:
    try:
        may_fail(x)
    except ValueError:
        print("handler returns")
        return 7
    finally:
        print("finally after handler return")
    return 0


def handler_raises(x: int) -> int:
    try:
        may_fail(x)
    except ValueError:
        raise KeyError("in handler")
    finally:
        print("finally after handler raise")
    return 0


def else_and_finally(x: int) -> int:
    r = 0
    try:
        r = may_fail(x)
    except ValueError:
        r = -1
    else:
        print("else", r)
        r += 1
    finally:
        print("finally", r)
    return r


def deep_return(n: int) -> int:
    for i in range(n):
        for j in range(n):
            try:
                try:
                    if i * j == 4:
                        return i + j
                finally:
                    print("inner", i, j)
            finally:
                if j == 2:
                    print("outer", i, j)
    return -1


def float_return(x: float) -> float:
    try:
        return x / 2.0
    finally:
        print("float finally")


def return_then_raise(x: int) -> str:
    try:
        return str(x * 1000)
    finally:
        if x > 0:
            raise KeyError("finally replaces the return")


def return_then_handled(x: int) -> str:
    try:
        try:
            return str(x * 1000)
        finally:
            if x > 0:
                raise KeyError(x)
    except KeyError:
        pass
    return "after"
