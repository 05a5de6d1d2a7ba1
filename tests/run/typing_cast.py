# cast(T, v) has type T: attributes and methods of the cast-to class, casts imported inside a
# function, `typing.cast`, casts through Any, to containers and to Optional.
import typing
from typing import Any, List, Optional, cast


class Rec:
    def __init__(self, n: int) -> None:
        self.n = n


class DevRec(Rec):
    def __init__(self, n: int) -> None:
        Rec.__init__(self, n)
        self.pending: Optional[str] = None

    def describe(self) -> str:
        return f"dev {self.n} {self.pending}"


class Task:
    def run(self, r: Rec) -> str:
        d = cast(DevRec, r)
        if d.pending is None:
            d.pending = "p" + str(d.n)
            return "set " + d.pending
        p = d.pending
        d.pending = None
        return "took " + p + " / " + d.describe()


def local_import(r: Rec) -> int:
    from typing import cast as c

    return c(DevRec, r).n * 2


def module_cast(r: Rec) -> str:
    return typing.cast(DevRec, r).describe()


def list_plus(a: List[int]) -> List[int]:
    b = cast(Any, a) + [3]
    return cast(List[int], b)


def any_plus(x: object) -> Any:
    return cast(Any, x) + cast(Any, x)


def to_int(x: object) -> int:
    n = cast(int, x)
    return n + 1


def to_float(x: object) -> float:
    return cast(float, x) * 2


def maybe(x: object) -> int:
    v = cast(Optional[int], x)
    return -1 if v is None else v


def upcast(d: DevRec) -> int:
    r = cast(Rec, d)
    return r.n


def same(n: int) -> int:
    return cast(int, n) + cast("int", n)


def strs(x: object) -> str:
    return cast(str, x).upper()
