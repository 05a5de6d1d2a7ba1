"""Compiled classes used as descriptors (__set_name__, __get__, __set__, __delete__) held in the
class attributes of compiled classes: `self.qty = v` in __init__ runs __set__ (no field is made),
reads run __get__, class-level reads get the descriptor itself."""
from __future__ import annotations

import weakref
from typing import Any, Optional, overload


class Positive:
    """Stores into a field the owner declares (`_qty: int`)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.private = "_" + name

    @overload
    def __get__(self, obj: None, objtype: Any = None) -> Positive: ...
    @overload
    def __get__(self, obj: object, objtype: Any = None) -> int: ...
    def __get__(self, obj: Optional[object], objtype: Any = None) -> Any:
        if obj is None:
            return self
        v: int = getattr(obj, self.private)
        return v

    def __set__(self, obj: object, value: int) -> None:
        if value <= 0:
            raise ValueError(f"{self.private[1:]} must be positive, got {value}")
        setattr(obj, self.private, value)


class Logged:
    """Keeps values per instance in a WeakKeyDictionary; supports del."""

    def __init__(self) -> None:
        self.values: weakref.WeakKeyDictionary[object, str] = weakref.WeakKeyDictionary()
        self.counts: dict[str, int] = {}  # bounded: the leak check calls many times

    def note(self, what: str) -> None:
        self.counts[what] = self.counts.get(what, 0) + 1

    def __get__(self, obj: Optional[object], objtype: Any = None) -> Any:
        if obj is None:
            return self
        self.note("get")
        return self.values.get(obj, "<unset>")

    def __set__(self, obj: object, value: str) -> None:
        self.note("set")
        self.values[obj] = value

    def __delete__(self, obj: object) -> None:
        self.note("delete")
        del self.values[obj]


class ReadOnly:
    def __get__(self, obj: Optional[object], objtype: Any = None) -> Any:
        return "computed" if obj is not None else "on class"


class Item:
    _qty: int
    _price: int
    qty = Positive()
    price = Positive()
    label = Logged()
    kind = ReadOnly()

    def __init__(self, qty: int, price: int, label: str) -> None:
        self.qty = qty
        self.price = price
        self.label = label

    def total(self) -> int:
        return self.qty * self.price

    def relabel(self, label: str) -> str:
        old = self.label
        self.label = label
        return f"{old}->{self.label}"

    def unlabel(self) -> object:
        del self.label
        return self.label


def run() -> list[object]:
    Item.label.counts.clear()
    it = Item(2, 5, "pen")
    out: list[object] = [it.total(), it.relabel("ink"), it.kind, Item.kind, it.unlabel()]
    try:
        it.qty = 0
    except ValueError as e:
        out.append(str(e))
    try:
        Item(1, -1, "x")
    except ValueError as e:
        out.append(str(e))
    try:
        del it.qty
    except AttributeError as e:
        out.append(f"AttributeError {e}")
    out.append((isinstance(Item.qty, Positive), Item.qty.private, it._qty, Item.label.counts))
    return out
