# Compile errors of except* handlers: a break, continue or return leaving one (CPython's error, at
# the statement, or at the value of `return CONSTANT`), and names and types that do not fit.
def jumps(xs: list[int]) -> int:
    for x in xs:
        try:
            pass
        except* ValueError:
            break
        try:
            pass
        except* ValueError:
            if x:
                continue
        try:
            pass
        except* ValueError:
            for y in xs:
                if y:
                    break
            else:
                continue
    try:
        pass
    except* ValueError:
        return 1
    try:
        pass
    except* ValueError:
        return
    try:
        pass
    except* ValueError:
        return len(xs) + 1
    try:
        pass
    except* ValueError:
        return (2)
    try:
        pass
    except* ValueError:
        def inner() -> int:
            return 3
        while True:
            return -4
    return inner()


def nested_handlers(n: int) -> int:
    try:
        pass
    except* KeyError:
        try:
            pass
        except* ValueError:
            pass
        return n
    return 0


def bad_name_and_type(x: int) -> None:
    n = 0
    try:
        pass
    except* ValueError as n:
        pass
    try:
        pass
    except* x:
        pass
# error: 8:13: 'break', 'continue' and 'return' cannot appear in an except* block
# error: 13:17: 'break', 'continue' and 'return' cannot appear in an except* block
# error: 21:17: 'break', 'continue' and 'return' cannot appear in an except* block
# error: 25:16: 'break', 'continue' and 'return' cannot appear in an except* block
# error: 29:9: 'break', 'continue' and 'return' cannot appear in an except* block
# error: 33:9: 'break', 'continue' and 'return' cannot appear in an except* block
# error: 37:17: 'break', 'continue' and 'return' cannot appear in an except* block
# error: 44:20: 'break', 'continue' and 'return' cannot appear in an except* block
# error: 56:9: 'break', 'continue' and 'return' cannot appear in an except* block
# error: 64:27: Incompatible types in assignment (expression has type "BaseExceptionGroup[Any]", variable has type "int")
# error: 68:13: Exception type must be derived from BaseException (or be a tuple of exception classes)
