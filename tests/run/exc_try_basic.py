# try/except/else: several handlers, tuples, `as` names (unbound after the handler), nested try,
# raise forms (class, instance, `from`, `from None`, bare), classes from builtins and imports.
import json
import sys
from json import JSONDecodeError


def fail(kind: int) -> int:
    if kind == 0:
        return 10
    if kind == 1:
        raise ValueError("bad value", kind)
    if kind == 2:
        raise KeyError
    if kind == 3:
        return 1 // (kind - 3)
    if kind == 4:
        raise json.JSONDecodeError("oops", "doc", 1)
    if kind == 5:
        raise OverflowError()
    return kind


def classify(kind: int) -> str:
    try:
        fail(kind)
    except ValueError as e:
        print("value error", e.args)
        return "value"
    except (KeyError, ZeroDivisionError) as e:
        print("lookup or zero", type(e).__name__)
        return "tuple"
    except JSONDecodeError as e:
        print("json", e.msg, e.pos)
        return "json"
    except ArithmeticError:
        return "arith"
    else:
        return "none"


def unbound_after(kind: int) -> int:
    e: object = None
    try:
        fail(kind)
    except ValueError as e:
        print("in handler", type(e).__name__)
    print("e is", e)  # UnboundLocalError after a handled ValueError, as in CPython
    return 0


def nested(kind: int) -> str:
    out = "start"
    try:
        try:
            fail(kind)
            out = "inner ok"
        except KeyError:
            out = "inner key"
            raise
        except ValueError:
            out = "inner value"
            fail(kind + 2)
        else:
            out = "inner else"
    except KeyError:
        out = "outer key"
    except ZeroDivisionError as z:
        print("outer zero", z)
        out = "outer zero"
    return out


def raise_instance(msg: str) -> None:
    err = RuntimeError(msg)
    raise err


def raise_from(kind: int) -> int:
    try:
        fail(kind)
    except ValueError as e:
        raise TypeError("converted") from e
    except KeyError:
        raise LookupError("hidden") from None
    except ZeroDivisionError:
        raise OverflowError from ArithmeticError
    return 0


def raise_non_exception(x: object) -> None:
    raise x


def bad_cause(x: object) -> None:
    raise ValueError("v") from x


def catch_non_class(c: object) -> int:
    try:
        fail(1)
    except c:
        return 1
    return 0


def catch_dynamic(c: object, kind: int) -> str:
    try:
        fail(kind)
    except c as e:
        print("caught", type(e).__name__)
        return "caught"
    return "not raised"


def bare_raise_outside() -> None:
    raise


def reraise_after_inner(kind: int) -> None:
    try:
        fail(kind)
    except ValueError:
        try:
            fail(2)
        except KeyError:
            pass
        raise


def handler_catch_all(kind: int) -> str:
    try:
        fail(kind)
    except:
        print("caught", repr(sys.exception()))
        return "caught"
    return "fine"


def empty_tuple(kind: int) -> str:
    try:
        fail(kind)
    except ():
        return "never"
    except Exception:
        return "exception"
    return "fine"


def loop_handlers(n: int) -> int:
    caught = 0
    for i in range(n):
        try:
            if i % 3 == 0:
                raise ValueError(i)
            caught += 100
        except ValueError as e:
            print("loop caught", e)
            caught += 1
    return caught


print("module level try")
try:
    fail(1)
except ValueError as module_err:
    print("module caught", module_err.args)
try:
    print(module_err)
except NameError as ne:
    print("unbound at module level:", ne)
