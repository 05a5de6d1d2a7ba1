# Attribute reads and stores on untyped receivers go through a per-site cache keyed on the
# receiver type's version tag (hintc/rt_attr_cache.h): every change to the class, its bases or
# the instance's dict layout must still give CPython's result.
from typing import Any


def read_x(objs: list[Any]) -> list[Any]:
    out: list[Any] = []
    for o in objs:
        try:
            out.append(o.x)
        except AttributeError as e:
            out.append("AttributeError: " + str(e))
    return out


def write_x(objs: list[Any], v: Any) -> list[str]:
    out: list[str] = []
    for o in objs:
        try:
            o.x = v
            out.append("ok")
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def bump(objs: list[Any], times: int) -> int:
    total = 0
    for _ in range(times):
        for o in objs:
            o.n ^= 1
            total += o.n
    return total


# obj.m(...) sites cache the method found on the receiver's type.
def call_m(objs: list[Any], k: int) -> list[Any]:
    out: list[Any] = []
    for o in objs:
        try:
            out.append(o.m(k + 1))
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def call_index(objs: list[Any]) -> list[Any]:
    out: list[Any] = []
    for o in objs:
        try:
            out.append(o.index(2))
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out
