# Properties with setters and deleters in classes deriving from builtin types (made by Python at
# import, lower_builtin_subclass.cpp): `@NAME.setter` / `@NAME.deleter` extend the property the
# class body bound before, as the class statement runs; errors raised in them propagate.
from collections import OrderedDict
from typing import Dict, List


class Config(Dict[str, int]):
    @property
    def size(self) -> int:
        return self.get("size", 0)

    @size.setter
    def size(self, v: int) -> None:
        if v < 0:
            raise ValueError(f"size must be >= 0, got {v}")
        self["size"] = v

    @size.deleter
    def size(self) -> None:
        if "size" not in self:
            raise KeyError("size is not set")
        del self["size"]


class Stack(list):
    @property
    def top(self) -> object:
        return self[-1]

    @top.setter
    def top(self, v: object) -> None:
        self[-1] = v

    @top.deleter
    def top(self) -> None:
        self.pop()

    def depth(self) -> int:
        return len(self)


class Word(str):
    @property
    def shout(self) -> str:
        return self.upper() + "!"

    @shout.setter
    def shout(self, v: str) -> None:
        raise AttributeError(f"a Word is immutable: cannot set {v!r}")


class Ordered(OrderedDict):
    @property
    def first(self) -> object:
        return next(iter(self))

    @first.setter
    def first(self, key: object) -> None:
        self.move_to_end(key, last=False)


def use_config(n: int) -> List[object]:
    c = Config()
    out: List[object] = [c.size]
    c.size = n
    out.append(c.size)
    out.append(dict(c))
    del c.size
    out.append(c.size)
    return out


def delete_twice() -> int:
    c = Config(size=3)
    del c.size
    del c.size
    return 0


def use_stack() -> List[object]:
    s = Stack([1, 2, 3])
    s.top = 30
    out: List[object] = [list(s), s.top]
    del s.top
    out.append(list(s))
    out.append(s.depth())
    return out


def use_ordered() -> List[object]:
    o = Ordered(a=1, b=2, c=3)
    o.first = "c"
    return [list(o), o.first]
