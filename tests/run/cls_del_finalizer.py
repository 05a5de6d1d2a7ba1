"""__del__ of compiled classes runs when the last reference goes (del, a rebinding, a list
cleared, a temporary), for a failed __init__'s instance, for instances in a reference cycle at
gc.collect(), inherited by a subclass, once only after a resurrection, and for a compiled
exception class; an exception inside __del__ is reported and ignored."""
import gc
from typing import Optional

log: list[str] = []
saved: list["Phoenix"] = []


def note(s: str) -> None:
    log.append(s)
    del log[:-100]  # bounded: the leak check calls the constructors thousands of times


class Resource:
    def __init__(self, name: str, fail: bool = False) -> None:
        self.name = name
        note("open " + name)
        if fail:
            raise OSError(f"cannot open {name}")

    def __del__(self) -> None:
        note("del " + self.name)


class Tagged(Resource):
    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.peer: Optional[Tagged] = None


class Phoenix:
    def __init__(self) -> None:
        self.lives = 0

    def __del__(self) -> None:
        self.lives += 1
        note(f"phoenix del {self.lives}")
        if self.lives == 1:
            saved.append(self)


class Faulty:
    def __del__(self) -> None:
        note("faulty del")
        raise ValueError("ignored")


class Failure(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code

    def __del__(self) -> None:
        note(f"failure del {self.code}")


def use_temporary() -> int:
    return len(Resource("temp").name)


def run() -> list[str]:
    r = Resource("a")
    del r
    note(str(use_temporary()))
    try:
        Resource("b", fail=True)
    except OSError as e:
        message = str(e)
    note("OSError " + message)
    rs = [Resource(str(i)) for i in range(2)]
    rs.clear()
    x = Tagged("t1")
    y = Tagged("t2")
    x.peer = y
    y.peer = x
    del x, y
    gc.collect()
    note("collected")
    p = Phoenix()
    del p
    saved.clear()
    Faulty()
    try:
        raise Failure(7)
    except Failure as f:
        note(f"caught {f.code}")
    note("end")
    return log
