"""Documented differences in what Python code sees of compiled classes (docs/DIFFERENCES.md):
compiled code keeps reading and storing an open class's own fields when a Python subclass
redefines their names and calls its own module's functions natively when Python rebinds them,
instances have no __dict__, methods are method descriptors, annotations are compile-time only,
and importlib.reload leaves a compiled module as it is."""
from __future__ import annotations

import importlib
import inspect
from unittest import mock

import pytest

from helpers import import_source

SOURCE = '''\
from dataclasses import dataclass, field
from typing import List, Optional

from mypy_extensions import mypyc_attr

LIMIT: int = 10
made: List[str] = []


@mypyc_attr(allow_interpreted_subclasses=True)
class Shape:
    def __init__(self, name: str, scale: float = 1.0) -> None:
        self.name = name
        self.scale = scale
        made.append(name)

    def describe(self) -> str:
        return f"{self.name} x{self.scale}"

    def area(self) -> float:
        return 0.0

    def report(self) -> str:
        return f"{self.describe()} {self.area()}"


class Node:
    def __init__(self, key: int) -> None:
        self.key = key

    def link(self) -> None:
        self.later = "set"


class Failure(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class Service:
    def fetch(self, k: str) -> str:
        return "real " + k

    def run(self, k: str) -> str:
        return self.fetch(k).upper()


def helper(x: int) -> int:
    return x + 1


def use_helper(x: int) -> int:
    return helper(x) * 2


@dataclass
class Item:
    name: str
    tags: List[str] = field(default_factory=list)
    parent: Optional["Item"] = None


def first(xs: List[int]) -> Optional[int]:
    return xs[0] if xs else None


def set_scale(s: Shape, v: float) -> None:
    s.scale = v


def limit() -> int:
    return LIMIT
'''


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    return import_source(SOURCE, tmp_path_factory.mktemp("pyview"), "python_view_mod")


def test_python_subclass_field_redefinitions_are_not_seen_by_compiled_code(mod):
    class Labelled(mod.Shape):
        @property
        def name(self):
            return "label-" + self._n

        @name.setter
        def name(self, v):
            self._n = v

        scale = 9.5  # a class attribute where the compiled class has a field

        def area(self):  # a method override is seen
            return 2.0

    s = Labelled("a")
    # The compiled __init__ stored the field itself: the setter did not run.
    assert not hasattr(s, "_n")
    s._n = "b"
    assert s.name == "label-b"  # Python code sees the subclass's property
    assert s.scale == 9.5  # ... and its class attribute (the field is not set here)
    assert s.report() == "a x1.0 2.0"  # compiled code reads the fields, calls the override
    mod.set_scale(s, 3.0)
    assert s.describe() == "a x3.0" and s.scale == 9.5


def test_instances_have_a_dict_for_undeclared_names(mod):
    n = mod.Node(1)
    assert vars(n) == {} and n.__dict__ == {}  # declared fields are not in it
    n.extra = 1
    assert n.extra == 1 and vars(n) == {"extra": 1}
    assert "later" in dir(n) and not hasattr(n, "later")  # declared, not set
    n.link()
    assert n.later == "set"
    e = mod.Failure(4)
    e.note = "x"
    assert e.code == 4 and e.__dict__ == {"note": "x"}  # the typed field is not in it


def test_methods_are_method_descriptors(mod):
    s = mod.Shape("m")
    assert not inspect.ismethod(s.describe) and inspect.isroutine(s.describe)
    assert s.describe.__module__ is None
    assert not hasattr(mod.Shape.describe, "__module__")
    assert str(inspect.signature(mod.Shape.describe)) == "(self, /)"
    assert str(inspect.signature(mod.Shape)) == "(name, scale=1.0)"


def test_rebinding_from_python_is_not_seen_by_the_module_own_compiled_calls(mod):
    with mock.patch.object(mod, "helper", lambda x: 100):
        assert mod.helper(1) == 100 and mod.use_helper(1) == 4
    s = mod.Service()
    with mock.patch.object(mod.Service, "fetch", lambda self, k: "fake " + k):
        assert s.fetch("a") == "fake a" and s.run("a") == "REAL A"
    with mock.patch.object(mod.Shape, "area", lambda self: 5.0):  # an open class: seen
        assert mod.Shape("o").report() == "o x1.0 5.0"
    assert mod.use_helper(1) == 4 and mod.Shape("o").report() == "o x1.0 0.0"


def test_annotations_are_compile_time_only(mod):
    import dataclasses
    import typing

    assert not hasattr(mod.first, "__annotations__")
    assert mod.Item.__annotations__ == {} and typing.get_type_hints(mod.Item) == {}
    assert [(f.name, f.type) for f in dataclasses.fields(mod.Item)] == [
        ("name", "str"), ("tags", "list"), ("parent", "Item or None")]
    assert not hasattr(mod, "List") and not hasattr(mod, "Optional")
    assert mod.first([4]) == 4 and mod.Item("a").tags == []


def test_reload_leaves_the_module_as_it_is(mod, monkeypatch):
    monkeypatch.syspath_prepend(str(__import__("pathlib").Path(mod.__file__).parent))
    shape, made = mod.Shape, list(mod.made)
    old = mod.Shape("before")
    mod.LIMIT = 99
    again = importlib.reload(mod)
    assert again is mod and mod.Shape is shape
    assert mod.LIMIT == 99 and mod.limit() == 99  # the body did not run again
    assert mod.made == made + ["before"]
    assert isinstance(old, mod.Shape) and mod.Shape("after").describe() == "after x1.0"
