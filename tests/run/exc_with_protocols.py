# Context managers: a compiled class whose __exit__ has the usual exception annotations (and may
# suppress), several with-items, contextlib's suppress/ExitStack/contextmanager, and generator
# finally blocks run on break.
from __future__ import annotations
import contextlib
from typing import Any, Dict, Iterator, List, Optional, Type
from types import TracebackType

class CM:
    def __init__(self, name: str, log: List[str], swallow: bool = False) -> None:
        self.name = name
        self.log = log
        self.swallow = swallow
    def __enter__(self) -> CM:
        self.log.append("enter " + self.name)
        return self
    def __exit__(self, et: Optional[Type[BaseException]], ev: Optional[BaseException], tb: Optional[TracebackType]) -> bool:
        self.log.append(f"exit {self.name} {et.__name__ if et else None}")
        return self.swallow

@contextlib.contextmanager
def managed(log: List[str]) -> Iterator[int]:
    log.append("gen enter")
    try:
        yield 42
    finally:
        log.append("gen exit")

def run() -> List[str]:
    log: List[str] = []
    with CM("a", log) as a, CM("b", log, True) as b:
        log.append(a.name + b.name)
        raise ValueError("x")
    with contextlib.suppress(KeyError):
        d: Dict[str, int] = {}
        d["z"]
        log.append("not here")
    with managed(log) as v:
        log.append(str(v))
    with contextlib.ExitStack() as st:
        for n in "pq":
            st.enter_context(CM(n, log))
        log.append("in stack")
    try:
        with CM("c", log):
            raise KeyError("k")
    except KeyError as e:
        log.append("caught " + repr(e))
    def gen() -> Iterator[int]:
        for i in range(3):
            try:
                yield i
            finally:
                log.append(f"f{i}")
    for x in gen():
        if x == 1:
            break
    return log
