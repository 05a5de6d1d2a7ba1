# Properties and class attributes whose names are data descriptors of `type` itself
# (__dict__, __name__, __doc__): they belong to the class's namespace, as a class statement
# puts them, not set on the type object.
from __future__ import annotations

from json import dumps
from typing import Any


class Record:
    def __init__(self, path: str, size: int) -> None:
        self.path: str = path
        self.size: int = size

    @property
    def __dict__(self) -> dict[str, Any]:  # type: ignore
        return {"path": self.path, "size": self.size}

    def to_json(self) -> str:
        return dumps(self.__dict__, sort_keys=True)


class Named:
    def __init__(self, n: str) -> None:
        self._n: str = n

    @property
    def __name__(self) -> str:
        return "named:" + self._n


class Documented:
    if len("ab") == 2:
        __doc__ = "chosen at class creation"
    x = 1
