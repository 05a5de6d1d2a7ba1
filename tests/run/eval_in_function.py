# eval()/exec() of a literal naming none of the function's variables, inside a function: the
# code reads the module's namespace; what exec stores does not reach the function's variables.
from typing import Any

SCALE = 3


def truth() -> bool:
    t: bool = eval("True")
    f: bool = eval("False")
    return t and not f


def reads_module() -> int:
    return eval("SCALE * 2 + len('abc')")


def stores(n: int) -> Any:
    exec("leaked = SCALE + 1")
    return n + 1


def big() -> int:
    return eval("2875872359823758923758923759") % 1000


def missing() -> str:
    try:
        eval("no_such_name")
    except NameError as e:
        return str(e)
    return "no error"
