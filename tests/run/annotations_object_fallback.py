# Annotations mypy reads more precisely than hintc models hold objects: a generic alias of
# the module applied to arguments, and `**kwargs: Unpack[TypedDict]`.
from typing import Any, List, Tuple, TypedDict, TypeVar, Union

from typing_extensions import Unpack

T = TypeVar("T")


class Missing:
    def __repr__(self) -> str:
        return "MISSING"


MaybeMissing = Union[T, Missing]
Pair = Tuple[T, T]


def first_or(a: MaybeMissing[int], default: int) -> int:
    if isinstance(a, Missing):
        return default
    return a + 1


def swap(p: Pair[str]) -> Pair[str]:
    return (p[1], p[0])


def collect(xs: List[MaybeMissing[Any]]) -> str:
    return ",".join(repr(x) for x in xs)


class Person(TypedDict):
    name: str
    age: int


def greet(**kwargs: Unpack[Person]) -> str:
    return f"{kwargs['name']} is {kwargs['age']}"


def call_greet() -> str:
    return greet(name="Ada", age=36)
