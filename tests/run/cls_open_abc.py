# Python subclasses of open compiled ABC classes: instantiating one that leaves an abstract
# method unimplemented raises CPython's TypeError (ABCMeta computes __abstractmethods__ for a
# Python class; here it is computed at the first instantiation), whether the method is the
# compiled class's or one the Python class marks @abstractmethod itself.
from abc import ABC, abstractmethod
from typing import List

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class Task(ABC):
    def __init__(self, name: str) -> None:
        self.name = name

    @abstractmethod
    def run(self) -> int: ...

    @abstractmethod
    def cost(self) -> int: ...

    def report(self) -> str:
        return f"{self.name}: {self.run()} for {self.cost()}"


class Cheap(Task):
    def cost(self) -> int:
        return 1

    def run(self) -> int:
        return 10


@mypyc_attr(allow_interpreted_subclasses=True)
class Half(Task):
    def cost(self) -> int:
        return 2


def reports(ts: List[Task]) -> List[str]:
    return [t.report() for t in ts]
