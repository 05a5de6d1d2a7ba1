"""Compiled classes seen from Python where they deliberately differ from interpreted classes:
typed fields reject wrong types, instances have no __dict__, typed parameters check instances,
only classes declared open can be subclassed from Python; and method calls do not leak."""
from __future__ import annotations

import gc
import sys
import weakref

import pytest

from helpers import import_compiled, run_python

SOURCE = '''\
from typing import ClassVar, List, Optional


class Point:
    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y
        self.tag: Optional[str] = None
        self.n = 0
        self.ok = True

    def norm2(self) -> float:
        self.n += 1
        return self.x * self.x + self.y * self.y


class Base:
    def value(self) -> int:
        return 1


class Hooked:
    made: ClassVar[List[str]] = []

    def __init_subclass__(cls, **kwargs: object) -> None:
        Hooked.made.append(cls.__name__ + str(sorted(kwargs)))


class HookedChild(Hooked, flag=True):
    pass


class Child(Base):
    def value(self) -> int:
        return 2


def total(b: Base) -> int:
    return b.value()


def make(n: int) -> float:
    s = 0.0
    for i in range(n):
        s += Point(float(i), 1.0).norm2()
    return s
'''

MODULE_NAME = "hintc_classes_boundary"


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    src = tmp_path_factory.mktemp("classes") / f"{MODULE_NAME}.py"
    src.write_text(SOURCE)
    return import_compiled(src, src.parent / "out", module_name=MODULE_NAME)


def test_fields_are_typed(mod):
    p = mod.Point(1, 2)
    assert p.x == 1.0 and type(p.x) is float  # an int becomes a float, as for parameters
    with pytest.raises(TypeError, match=r"'Point' object attribute 'x' must be float, not str"):
        p.x = "a"
    with pytest.raises(TypeError, match=r"attribute 'n' must be int, not float"):
        p.n = 1.5
    with pytest.raises(TypeError, match=r"attribute 'ok' must be bool, not int"):
        p.ok = 1
    with pytest.raises(TypeError, match=r"attribute 'tag' must be str or None, not int"):
        p.tag = 3
    p.tag = "t"
    p.n = 2**70
    assert (p.tag, p.n, p.x) == ("t", 2**70, 1.0)


def test_unset_and_deleted_fields_raise_attribute_error(mod):
    p = mod.Point(1.0, 2.0)
    del p.y
    with pytest.raises(AttributeError, match=r"^'Point' object has no attribute 'y'$"):
        p.y
    with pytest.raises(AttributeError, match=r"'Point' object has no attribute 'y'"):
        p.norm2()  # the compiled read raises too
    with pytest.raises(AttributeError):
        del p.y


def test_instance_dict_holds_undeclared_attributes(mod):
    # docs/DIFFERENCES.md: the declared fields are native members, not in the __dict__.
    p = mod.Point(1.0, 2.0)
    p.other = 1
    assert p.other == 1 and vars(p) == {"other": 1} and p.norm2() == 5.0


def test_instance_parameters_are_checked(mod):
    assert mod.total(mod.Child()) == 2
    with pytest.raises(TypeError, match=r"^total\(\) argument 'b' must be Base, not int$"):
        mod.total(3)


def test_python_subclasses_only_where_declared(mod):
    # Compiled callers call methods directly, so an interpreted override would go unseen: Python
    # classes may derive only from classes declared open (see tests/run/classes_open.py).
    message = (r"^interpreted class 'Sub' cannot derive from compiled class '{0}': declare '{0}' "
               r"with @mypyc_attr\(allow_interpreted_subclasses=True\)")
    with pytest.raises(TypeError, match=message.format("Base")):
        class Sub(mod.Base):
            pass
    with pytest.raises(TypeError, match=message.format("Point")):
        type("Sub", (mod.Point,), {})
    with pytest.raises(TypeError, match=message.format("Child")):
        type("Sub", (mod.Child,), {})
    assert mod.total(mod.Child()) == 2


def test_closed_class_hook_refuses_python_subclasses(mod):
    # A closed class's own __init_subclass__ ran for its compiled subclass (with the keywords)
    # but refuses an interpreted one before its body runs.
    assert mod.Hooked.made == ["HookedChild['flag']"]
    with pytest.raises(TypeError, match="^interpreted class 'Sub' cannot derive from compiled class 'Hooked'"):
        class Sub(mod.Hooked):
            pass
    with pytest.raises(TypeError, match="^interpreted class 'Sub' cannot derive from compiled class 'Hooked'"):
        type("Sub", (mod.HookedChild,), {})
    assert mod.Hooked.made == ["HookedChild['flag']"]


def test_weakrefs_and_gc(mod):
    p = mod.Point(1.0, 2.0)
    r = weakref.ref(p)
    assert r() is p
    del p
    gc.collect()
    assert r() is None


def test_method_calls_do_not_leak(mod):
    p = mod.Point(3.0, 4.0)
    f = p.norm2
    for _ in range(1000):
        p.norm2()
        f()
        mod.make(3)
    gc.collect()
    before = sys.getallocatedblocks()
    for _ in range(100_000):
        p.norm2()
        f()
    for _ in range(2000):
        mod.make(10)
        mod.total(mod.Child())
    gc.collect()
    assert sys.getallocatedblocks() - before < 64


def test_unknown_class_keyword_of_compiled_class(tmp_path):
    # A compiled class statement passes its keywords to the bases' __init_subclass__, here
    # object's (through hintc's hook of the closed base), which takes none: CPython's TypeError.
    src = tmp_path / "hintc_classes_bad_keyword.py"
    src.write_text("class Base:\n    pass\n\n\nclass Sub(Base, nope=1):\n    pass\n")
    with pytest.raises(TypeError, match=r"^Sub\.__init_subclass__\(\) takes no keyword arguments$"):
        import_compiled(src, tmp_path / "out", module_name="hintc_classes_bad_keyword")


def test_typed_operand_of_another_type_gives_not_implemented(tmp_path):
    # docs/DIFFERENCES.md: a binary operator method whose operand is typed answers
    # NotImplemented for a value of another type (as mypyc does), so Python falls back to the
    # reflected method or the default instead of running the body (CPython) or raising.
    src = tmp_path / "hintc_classes_typed_operand.py"
    src.write_text(
        "class Shape:\n"
        "    def __init__(self, n: int) -> None:\n"
        "        self.n = n\n\n\n"
        "class Tag(Shape):\n"
        "    def __eq__(self, other: 'Tag') -> bool:  # type: ignore[override]\n"
        "        return self.n == other.n\n\n"
        "    def __add__(self, other: 'Tag') -> int:\n"
        "        return self.n + other.n\n"
    )
    m = import_compiled(src, tmp_path / "out", module_name="hintc_classes_typed_operand")
    shape, tag = m.Shape(1), m.Tag(1)
    assert tag == m.Tag(1) and tag + m.Tag(2) == 3
    assert tag.__eq__(shape) is NotImplemented and tag.__add__(5) is NotImplemented
    assert (shape == tag) is False and (tag == shape) is False
    with pytest.raises(TypeError, match=r"unsupported operand type\(s\) for \+: 'Tag' and 'int'"):
        tag + 5


def test_import_warns_nothing_and_the_module_type_reads_as_module(mod):
    # Importing a compiled module (whose module object gets a ModuleType subclass watching
    # stores) under warnings-as-errors: no DeprecationWarning about a type without __module__.
    code = (
        "import warnings\nwarnings.simplefilter('error')\n"
        f"import {MODULE_NAME} as m\n"
        "t = type(m)\n"
        "print(t.__name__, t.__qualname__, t.__module__, isinstance(m, type(warnings)))\n"
        "try:\n    len(m)\nexcept TypeError as e:\n    print(e)\n"
    )
    proc = run_python(code, [mod.__file__.rsplit("/", 1)[0]])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split("\n")[:2] == ["module module builtins True", "object of type 'module' has no len()"]
