# Exception classes with a trivial body (docstring or pass), made at module level: raised,
# caught by themselves and their bases, visible to Python code (module, qualname, doc, pickling).
import json


class AppError(Exception):
    """Base of this module's errors."""


class ParseError(AppError, ValueError):
    pass


class Empty(json.JSONDecodeError):
    ...


def parse(s: int) -> int:
    if s < 0:
        raise ParseError("negative", s)
    if s == 0:
        raise AppError
    return s * 2


def handle(s: int) -> str:
    try:
        parse(s)
    except ParseError as e:
        print("parse error", e.args, isinstance(e, ValueError))
        return "parse"
    except AppError as e:
        print("app error", repr(e))
        return "app"
    return "ok"


def as_value_error(s: int) -> str:
    try:
        parse(s)
    except ValueError:
        return "caught as ValueError"
    return "ok"
