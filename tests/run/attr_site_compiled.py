# Untyped attribute sites on compiled classes and builtin descriptors (hintc/rt_attr_cache.h):
# object fields (T_OBJECT_EX members), int/bool fields (getsets), typed-field stores through the
# class's fields setattro, names kept in the instance __dict__, methods an instance __dict__
# shadows. Every change must still give CPython's result.
from dataclasses import dataclass
from typing import Any

from mypy_extensions import mypyc_attr

COUNT = 0


class Node:
    def __init__(self, name: Any, weight: int) -> None:
        self.name = name
        self.weight = weight
        self.flag = True
        self.link: "Node | None" = None

    def m(self, k: Any) -> Any:
        return ("Node.m", self.name, k)

    def bump(self) -> int:
        global COUNT
        COUNT += 1
        return COUNT


# Python code may subclass it: its fields stay getsets.
@mypyc_attr(allow_interpreted_subclasses=True)
class OpenNode:
    def __init__(self, name: Any, weight: int) -> None:
        self.name = name
        self.weight = weight


@dataclass(frozen=True)
class Frozen:
    a: Any
    b: int


def read(objs: list[Any], attr: str) -> list[Any]:
    out: list[Any] = []
    for o in objs:
        try:
            if attr == "name":
                out.append(o.name)
            elif attr == "weight":
                out.append(o.weight)
            elif attr == "flag":
                out.append(o.flag)
            elif attr == "extra":
                out.append(o.extra)
            else:
                out.append(o.args)
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def write(objs: list[Any], attr: str, v: Any) -> list[str]:
    out: list[str] = []
    for o in objs:
        try:
            if attr == "name":
                o.name = v
            elif attr == "weight":
                o.weight = v
            elif attr == "flag":
                o.flag = v
            elif attr == "link":
                o.link = v
            elif attr == "extra":
                o.extra = v
            elif attr == "a":
                o.a = v
            else:
                o.args = v
            out.append("ok")
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def counters(objs: list[Any], times: int) -> int:
    total = 0
    for _ in range(times):
        for o in objs:
            o.weight += 1
            o.extra = o.weight * 2
            o.extra -= 1
            total += o.extra + o.weight
    return total


def call_m(objs: list[Any], k: Any) -> list[Any]:
    out: list[Any] = []
    for o in objs:
        try:
            out.append(o.m(k))
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def bumps(objs: list[Any], times: int) -> int:
    for _ in range(times):
        for o in objs:
            o.bump()
    return COUNT
