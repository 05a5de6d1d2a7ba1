# `del` of captured variables: nested functions reading a deleted variable raise NameError, the
# owner raises UnboundLocalError, and a variable can be bound again after its `del` (int, float,
# bool and object slots alike).
from typing import Callable, List


def deleted_then_read() -> int:
    y = 1

    def read() -> int:
        return y

    del y
    return read()


def rebind(n: int) -> List[int]:
    out: List[int] = []
    x = n

    def get() -> int:
        return x

    out.append(get())
    del x
    x = n * 2
    out.append(get())
    return out


def owner_reads(f: float) -> float:
    z = f
    g: Callable[[], float] = lambda: z
    r = g()
    del z
    return r + z


def nonlocal_del(flag: bool) -> List[object]:
    v = flag

    def drop() -> None:
        nonlocal v
        del v

    def show() -> object:
        return v

    first = show()
    drop()
    try:
        return [first, show()]
    except NameError as e:
        return [first, str(e)]


def double_del(s: str) -> str:
    w = [s]
    g = lambda: w
    del w
    try:
        del w
    except UnboundLocalError as e:
        return str(e)
    return "no error"


def del_in_loop(n: int) -> List[str]:
    out: List[str] = []
    item = ""
    read = lambda: item
    for i in range(n):
        item = str(i)
        out.append(read())
        del item
        try:
            out.append(read())
        except NameError:
            out.append("gone")
    return out
