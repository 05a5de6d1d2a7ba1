"""@overload stubs (module functions, methods, nested functions, every import spelling): the
implementation that follows them is what runs; a name whose overloads have no implementation
in a Protocol stays as CPython makes it."""
from __future__ import annotations

import typing
import typing as t
from typing import Iterator, Protocol, Union, overload
from typing import overload as ov


@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x: Union[int, str]) -> Union[int, str]:
    return x * 2


@typing.overload
def first(xs: list[int]) -> int: ...


@t.overload
def first(xs: str) -> str:
    """A stub's docstring (the implementation's own is kept)."""


def first(xs: Union[list[int], str]) -> Union[int, str]:
    """The first item."""
    return xs[0]


class Shelf:
    def __init__(self, names: list[str]) -> None:
        self.names = names

    @overload
    def __getitem__(self, key: int) -> str: ...
    @overload
    def __getitem__(self, key: slice) -> list[str]: ...
    # A comment between the overloads and the implementation.
    def __getitem__(self, key: Union[int, slice]) -> Union[str, list[str]]:
        return self.names[key]

    @ov
    @staticmethod
    def parse(text: str) -> Shelf: ...
    @ov
    @staticmethod
    def parse(text: list[str]) -> Shelf: ...
    @staticmethod
    def parse(text: Union[str, list[str]]) -> Shelf:
        return Shelf(text.split(",") if isinstance(text, str) else list(text))

    @overload
    @classmethod
    def of(cls, n: int) -> Shelf: ...
    @overload
    @classmethod
    def of(cls, n: str) -> Shelf: ...
    @classmethod
    def of(cls, n: Union[int, str]) -> Shelf:
        return cls([str(n)] * 2)

    def __iter__(self) -> Iterator[str]:
        return iter(self.names)


class Sized(Protocol):
    @overload
    def size(self, unit: int) -> int: ...
    @overload
    def size(self, unit: str) -> str: ...


def nested(n: int) -> list[object]:
    @overload
    def pick(x: int) -> int: ...
    @overload
    def pick(x: None) -> str: ...
    def pick(x: Union[int, None]) -> Union[int, str]:
        return "none" if x is None else x + n

    return [pick(1), pick(None)]


def use() -> list[object]:
    s = Shelf.parse("a,b,c")
    return [double(4), double("ab"), first([7, 8]), first("xy"), s[1], s[0:2], list(s[::-1]),
            Shelf.of(3).names, Shelf.parse(["q"]).names, nested(10)]
