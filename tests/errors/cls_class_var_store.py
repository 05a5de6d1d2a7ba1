# Stores through an instance into class attributes that mypy keeps off instances (ClassVar,
# Final), a plain attribute hintc cannot make a field, and an undeclared name, in mypy's wording.
from dataclasses import dataclass
from typing import ClassVar, Final


class Conf:
    limit: ClassVar[int] = 3
    name: Final = "conf"
    tags: ClassVar = ("a",)

    def __init__(self) -> None:
        self.n = 0


class Sub(Conf):
    pass


@dataclass
class Rec:
    x: int
    unit = "m"


def store(c: Conf, s: Sub, r: Rec) -> None:
    c.limit = 4
    s.limit = 5
    c.name = "other"
    c.tags = ("b",)
    c.missing = 1
    r.unit = "cm"
# error: 27:5: Cannot assign to class variable "limit" via instance
# error: 28:5: Cannot assign to class variable "limit" via instance
# error: 29:5: Cannot assign to final attribute "name"
# error: 30:5: Cannot assign to class variable "tags" via instance
# error: 31:5: "Conf" has no attribute "missing"
# error: 32:5: hintc does not support assigning class attribute "unit" through an instance here (a dataclass, a class body running statements, or a function value) yet
