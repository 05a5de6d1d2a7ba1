# Compile errors in exception handling and context managers (mypy's wording where it has one).
def raise_int(x: int) -> None:
    raise x


def raise_from_int(x: int) -> None:
    raise ValueError("v") from x


def catch_int(x: int) -> int:
    try:
        return 1 // x
    except x:
        return 0


def catch_tuple_with_str(s: str) -> int:
    try:
        return 1
    except (ValueError, s):
        return 0


def bad_target(x: int) -> int:
    n = 0
    try:
        n = 1 // x
    except ZeroDivisionError as n:
        pass
    return n


def default_not_last(x: int) -> int:
    try:
        return 1 // x
    except:
        return 0
    except ValueError:
        return 1


def with_int(x: int) -> None:
    with x:
        pass


def group(x: int) -> None:
    try:
        pass
    except* x:
        pass


try:
    pass
finally:
    return 1
del never_defined


class EnterOnly:
    def __enter__(self) -> int:
        return 1


def with_half(e: EnterOnly) -> None:
    with e:
        pass
# error: 3:11: Exception must be derived from BaseException
# error: 7:32: Exception must be derived from BaseException
# error: 13:12: Exception type must be derived from BaseException (or be a tuple of exception classes)
# error: 20:25: Exception type must be derived from BaseException (or be a tuple of exception classes)
# error: 28:33: Incompatible types in assignment (expression has type "BaseException", variable has type "int")
# error: 36:5: default 'except:' must be last
# error: 43:10: "int" has no attribute "__enter__"
# error: 50:13: Exception type must be derived from BaseException (or be a tuple of exception classes)
# error: 57:5: "return" outside function
# error: 58:5: Name "never_defined" is not defined
# error: 67:10: "EnterOnly" has no attribute "__exit__"
