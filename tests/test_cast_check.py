"""cast(T, v) is checked when it runs, as mypyc checks it: a value that is not a T raises
TypeError "T object expected; got U" (CPython's cast does nothing, so this is compiled-only)."""
from __future__ import annotations

import sys

import pytest

from helpers import import_source

SOURCE = '''\
from typing import Any, List, Optional, Tuple, cast


class Base:
    pass


class Derived(Base):
    def __init__(self) -> None:
        self.n = 3


def to_derived(b: Base) -> int:
    return cast(Derived, b).n


def to_int(x: object) -> int:
    return cast(int, x) + 1


def to_str(x: Any) -> str:
    return cast(str, x)


def to_list(x: object) -> int:
    return len(cast(List[int], x))


def to_optional(x: object) -> int:
    v = cast(Optional[int], x)
    return 0 if v is None else v


def from_optional(x: Optional[int]) -> int:
    return cast(int, x)


def to_pair(x: object) -> Tuple[int, str]:
    return cast(Tuple[int, str], x)
'''

MODULE = "hintc_cast_check_mod"


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    m = import_source(SOURCE, tmp_path_factory.mktemp("cast"), MODULE)
    yield m
    sys.modules.pop(MODULE, None)


def test_matching_values_pass(mod):
    assert mod.to_derived(mod.Derived()) == 3
    assert mod.to_int(41) == 42 and mod.to_int(True) == 2
    assert mod.to_str("s") == "s"
    assert mod.to_list([1, 2]) == 2
    assert mod.to_optional(None) == 0 and mod.to_optional(4) == 4
    assert mod.from_optional(5) == 5
    assert mod.to_pair((1, "a")) == (1, "a")


@pytest.mark.parametrize(
    "fn,arg,message",
    [
        ("to_derived", "base", f"{MODULE}.Derived object expected; got {MODULE}.Base"),
        ("to_int", "x", "int object expected; got str"),
        ("to_int", 1.5, "int object expected; got float"),
        ("to_str", 3, "str object expected; got int"),
        ("to_str", None, "str object expected; got None"),
        ("to_list", (1,), "list object expected; got tuple[int]"),
        ("to_optional", "s", "union[int, None] object expected; got str"),
        ("from_optional", None, "int object expected; got None"),
        ("to_pair", [1, "a"], "tuple[int, str] object expected; got list"),
    ],
)
def test_mismatch_raises_mypyc_message(mod, fn, arg, message):
    if arg == "base":
        arg = mod.Base()
    with pytest.raises(TypeError) as info:
        getattr(mod, fn)(arg)
    assert str(info.value) == message
