# unsafe_hash=True adds __hash__: CPython's dataclass raises TypeError when the class defines its
# own, reported here when compiling.
from dataclasses import dataclass


@dataclass(unsafe_hash=True)
class Keyed:
    n: int

    def __hash__(self) -> int:
        return self.n
# error: 7:1: Cannot overwrite attribute __hash__ in class Keyed
