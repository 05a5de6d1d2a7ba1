# The handled exception: sys.exc_info() inside and after handlers (also from called Python code),
# __context__ chaining for exceptions raised while handling, __cause__, and exceptions raised in
# handlers and finally bodies.
import sys


def info() -> object:
    return sys.exception()


def inside(x: int) -> object:
    try:
        raise ValueError(x)
    except ValueError:
        print("inside handler:", repr(sys.exception()))
    print("after handler:", sys.exception(), sys.exc_info().count(None))
    return info()


def chained(x: int) -> None:
    try:
        raise KeyError(x)
    except KeyError:
        raise ValueError("while handling")


def chained_deeper(x: int) -> None:
    try:
        try:
            raise KeyError(x)
        except KeyError:
            raise ValueError("second")
    except ValueError:
        raise TypeError("third")


def no_context_after_handler(x: int) -> None:
    try:
        raise KeyError(x)
    except KeyError:
        pass
    raise ValueError("fresh")


def finally_context(x: int) -> None:
    try:
        raise KeyError(x)
    finally:
        print("in finally:", repr(sys.exception()))
        raise ValueError("from finally")


def error_in_handler_expression(x: int) -> None:
    try:
        raise KeyError(x)
    except undefined_thing_maker():
        pass


def undefined_thing_maker() -> object:
    raise RuntimeError("while matching")


def call_back(fn: object) -> object:
    try:
        raise IndexError("for callback")
    except IndexError:
        return fn()


def exc_info_restored(x: int) -> object:
    try:
        raise KeyError(x)
    except KeyError:
        try:
            raise ValueError(x)
        except ValueError:
            print("innermost:", repr(sys.exception()))
        print("restored:", repr(sys.exception()))
    return sys.exception()


def reraise_keeps_identity(x: int) -> None:
    try:
        raise ValueError(x)
    except ValueError as e:
        e.add_note("tagged")
        raise


def raise_caught_object(x: int) -> None:
    saved: object = None
    try:
        raise ValueError(x)
    except ValueError as e:
        saved = e
    raise saved
