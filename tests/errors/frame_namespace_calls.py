# Builtins that read the calling frame's namespace, inside compiled functions and class bodies:
# compiled code has no frame of its own to give them.
from typing import Any, List


def loc(a: int) -> List[str]:
    return sorted(locals())


def vrs(a: int) -> List[str]:
    return sorted(vars())


def names(a: int) -> List[str]:
    return dir()


def ev(a: int) -> Any:
    return eval("a + 1")


def ex(a: int) -> None:
    exec("print(a)")


class C:
    n: int = 1
    names = sorted(locals())
# error: 7:19: hintc does not support locals() without an argument inside a function yet
# error: 11:19: hintc does not support vars() without an argument inside a function yet
# error: 15:12: hintc does not support dir() without an argument inside a function yet
# error: 19:12: hintc does not support eval() without a globals argument inside a function yet
# error: 23:5: hintc does not support exec() without a globals argument inside a function yet
# error: 28:20: hintc does not support locals() without an argument in a class body yet
