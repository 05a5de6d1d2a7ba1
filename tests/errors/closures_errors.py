# Closures: what mypy/CPython reject, what hintc does not support yet (deleted() now compiles).
def no_binding() -> None:
    def inner() -> None:
        nonlocal missing
    inner()


def retyped() -> int:
    x = 1

    def inner() -> None:
        nonlocal x
        x = "s"
    inner()
    return x


def deleted() -> int:
    y = 1

    def read() -> int:
        return y
    del y
    return read()


fs = [lambda: i for i in range(3)]


def star(n: int) -> int:
    g = lambda *a: n
    return 0


nonlocal q


def shadowed() -> int:
    i = 10
    fs = [lambda: i for i in range(3)]
    return i
# error: 4:18: no binding for nonlocal 'missing' found
# error: 13:9: Incompatible types in assignment (expression has type "str", variable has type "int")
# error: 27:15: hintc does not support a module-level lambda reading a comprehension variable yet
# error: 35:1: nonlocal declaration not allowed at module level
# error: 38:1: hintc does not support capturing comprehension variable 'i' of a function that binds 'i' outside it too yet
