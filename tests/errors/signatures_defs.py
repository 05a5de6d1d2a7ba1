# Malformed parameter lists: CPython's SyntaxError wording.
def bare_star(a: int, *) -> None:
    pass


def slash_after_star(a: int, *, b: int, /) -> None:
    pass


def default_order(a: int = 1, /, b: int = 2, c: int = 3, d: int) -> None:
    pass


def two_stars(*a: int, *b: int) -> None:
    pass


def after_kwargs(**a: int, b: int) -> None:
    pass


def two_slashes(a: int, /, /) -> None:
    pass


def slash_first(/, a: int) -> None:
    pass


def duplicate(a: int, *, a: str) -> None:
    pass


# Keyword-only parameters may have defaults in any order.
def kwonly_any_order(*, a: int = 1, b: int) -> int:
    return a + b
# error: 2:23: named arguments must follow bare *
# error: 6:41: / must be ahead of *
# error: 10:58: non-default argument follows default argument
# error: 14:24: * argument may appear only once
# error: 18:28: arguments cannot follow var-keyword argument
# error: 22:28: / may appear only once
# error: 26:17: at least one argument must precede /
# error: 30:26: duplicate argument 'a' in function definition
