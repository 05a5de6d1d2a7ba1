"""Boxed int/float fields of closed classes (ir::ClassDef::boxes_field, rt_boxed_field.h): the
descriptors Python sees, typed stores from Python, stores that bypass the class's setattro, a
corrupted box (never read by compiled code), collector tracking and a 100k-store leak loop.
(bool fields of closed classes need no box: they are Py_True/Py_False members in every closed
class, tests/test_bool_fields.py.) Behaviour shared with CPython is in
tests/run/classes_boxed_fields.py."""
from __future__ import annotations

import ctypes
import dis
import gc
import sys
import weakref

import pytest

from helpers import compile_module, import_source, run_python

SOURCE = '''\
from __future__ import annotations

from mypy_extensions import mypyc_attr


@mypyc_attr(boxed_fields=True)
class Point:
    def __init__(self, n: int, x: float, ok: bool) -> None:
        self.n = n
        self.x = x
        self.ok = ok

    def read(self) -> str:
        return f"{self.n} {self.x} {self.ok}"

    def get_n(self) -> int:
        return self.n

    def get_x(self) -> float:
        return self.x

    def get_ok(self) -> bool:
        return self.ok

    def bump(self) -> None:
        self.n += 1
        self.x += 0.5
        self.ok = not self.ok


@mypyc_attr(allow_interpreted_subclasses=True)
class OpenBelow(Point):
    def __init__(self) -> None:
        super().__init__(1, 2.0, True)
        self.own = 5

    def both(self) -> int:
        self.own += self.n
        return self.own


@mypyc_attr(allow_interpreted_subclasses=True)
class Open:
    def __init__(self) -> None:
        self.n = 1


class Err(ValueError):
    def __init__(self, n: int) -> None:
        super().__init__(n)
        self.n = n


class Plain:
    def __init__(self, n: int, x: float, ok: bool) -> None:
        self.n = n
        self.x = x
        self.ok = ok


@mypyc_attr(boxed_fields=True)
class PlainBelow(Plain):
    def __init__(self) -> None:
        super().__init__(1, 2.0, True)
        self.y = 0.5
'''

LEAK_SOURCE = '''\
from __future__ import annotations

from mypy_extensions import mypyc_attr


@mypyc_attr(boxed_fields=True)
class Acc:
    def __init__(self) -> None:
        self.n = 0
        self.big = 2**70
        self.x = 0.0
        self.ok = False

    def step(self, i: int) -> None:
        self.n += 1000
        self.big += i
        self.x += 0.5
        self.ok = not self.ok
        if i % 7 == 0:
            self.n = i * 1000003 - 2**40
            self.big = self.n * self.big


def loop(a: Acc, n: int) -> int:
    for i in range(n):
        a.step(i)
    return a.n
'''

LEAK_CHECK = """
import gc, sys
import boxed_leak as m
a = m.Acc()
m.loop(a, 2000)
for i in range(2000):
    a.n = i * 3 ** 40
    a.x = i
    a.ok = bool(i & 1)
gc.collect()
before = sys.getallocatedblocks()
m.loop(a, 100000)
for i in range(100000):
    a.n = i * 3 ** 40
    a.x = i
    a.ok = bool(i & 1)
    del a.x
    a.x = 1.5
gc.collect()
print(sys.getallocatedblocks() - before)
"""


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    return import_source(SOURCE, tmp_path_factory.mktemp("boxed"), "hintc_boxed_fields")


def test_closed_classes_expose_members_open_ones_getsets(mod):
    for name in ("n", "x", "ok"):
        assert type(mod.Point.__dict__[name]).__name__ == "member_descriptor"
    assert type(mod.OpenBelow.__dict__["own"]).__name__ == "getset_descriptor"
    assert type(mod.Open.__dict__["n"]).__name__ == "getset_descriptor"
    assert type(mod.Err.__dict__["n"]).__name__ == "getset_descriptor"
    o = mod.OpenBelow()
    assert (o.n, o.x, o.ok, o.both(), o.own) == (1, 2.0, True, 6, 6)
    o.n = 10
    assert o.both() == 16 and mod.Err(4).n == 4

    class Derived(mod.OpenBelow):
        pass

    d = Derived()
    d.bump()
    assert (d.read(), d.both()) == ("2 2.5 False", 7)


def test_boxing_is_chosen_per_class(mod):
    # Without @mypyc_attr(boxed_fields=True) int/float fields stay unboxed (getsets; a closed
    # class's bool is a member anyway); the class that introduces a field decides, so a boxed
    # subclass boxes only its own fields.
    for name in ("n", "x"):
        assert type(mod.Plain.__dict__[name]).__name__ == "getset_descriptor"
    assert type(mod.Plain.__dict__["ok"]).__name__ == "member_descriptor"
    assert type(mod.PlainBelow.__dict__["y"]).__name__ == "member_descriptor"
    assert "n" not in mod.PlainBelow.__dict__
    o = mod.PlainBelow()
    o.n = 7
    o.y = 3
    assert (o.n, o.x, o.ok, o.y, type(o.y)) == (7, 2.0, True, 3.0, float)
    with pytest.raises(TypeError, match="attribute 'y' must be float, not str"):
        o.y = "s"


def test_python_stores_are_typed_and_converted(mod):
    p = mod.Point(1, 2.0, False)
    with pytest.raises(TypeError, match=r"^'Point' object attribute 'n' must be int, not str$"):
        p.n = "a"
    with pytest.raises(TypeError, match=r"attribute 'n' must be int, not float"):
        p.n = 1.0
    with pytest.raises(TypeError, match=r"attribute 'x' must be float, not str"):
        p.x = "a"
    with pytest.raises(TypeError, match=r"attribute 'ok' must be bool, not int"):
        p.ok = 1
    assert p.read() == "1 2.0 False"
    p.x = 3  # an int becomes a float, as for a float parameter
    assert type(p.x) is float and p.get_x() == 3.0
    p.x = 2**1000
    assert p.x == float(2**1000)
    with pytest.raises(OverflowError):
        p.x = 2**1100
    p.n = True  # an int field holds plain ints
    assert type(p.n) is int and p.get_n() == 1

    class MyInt(int):
        pass

    class MyFloat(float):
        pass

    p.n = MyInt(2**70)
    p.x = MyFloat(0.25)
    assert (type(p.n), type(p.x)) == (int, float) and p.read() == f"{2**70} 0.25 False"
    big = 2**100 + 1
    p.n = big
    assert p.n is big  # Python's own object is kept, as a Python instance keeps it


def test_stores_cannot_bypass_the_type_checks(mod):
    p = mod.Point(1, 2.0, False)
    with pytest.raises(AttributeError):
        mod.Point.__dict__["n"].__set__(p, "s")  # the member is read-only
    with pytest.raises(TypeError, match="can't apply this __setattr__"):
        object.__setattr__(p, "n", "s")
    with pytest.raises(TypeError, match="can't apply this __setattr__"):
        object.__setattr__(p, "x", 1)
    assert p.read() == "1 2.0 False"


def _member_offset(descr) -> int:
    # PyMemberDescrObject: PyObject_HEAD, d_type, d_name, d_qualname, then its PyMemberDef*,
    # whose fields are name, type (int, padded), offset.
    member_def = ctypes.c_void_p.from_address(id(descr) + 5 * ctypes.sizeof(ctypes.c_void_p)).value
    return ctypes.c_ssize_t.from_address(member_def + 2 * ctypes.sizeof(ctypes.c_void_p)).value


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="reads CPython 3.11's descriptor layout")
def test_compiled_code_never_reads_the_box(mod):
    # Compiled code reads the native member; a box changed behind the class's back (ctypes) is
    # what Python sees until the next store, and is never misread as the field's value.
    p = mod.Point(1, 2.0, False)
    wrong = "not a number"
    for name, read, native in (("n", p.get_n, 1), ("x", p.get_x, 2.0)):
        slot = ctypes.c_void_p.from_address(id(p) + _member_offset(mod.Point.__dict__[name]))
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(wrong))
        old = slot.value
        slot.value = id(wrong)  # the box now owns `wrong`
        ctypes.pythonapi.Py_DecRef(ctypes.cast(old, ctypes.py_object))
        assert getattr(p, name) is wrong and read() == native
        setattr(p, name, native)
        assert getattr(p, name) == native and read() == native
    p.bump()
    assert (p.n, p.x, p.ok, p.read()) == (2, 2.5, True, "2 2.5 True")


def test_int_float_bool_stores_leave_instances_untracked(mod):
    p = mod.Point(1, 2.0, False)
    assert not gc.is_tracked(p)
    for _ in range(3):
        p.bump()
    p.n, p.x, p.ok = 2**90, 1.5, True
    p.bump()
    assert not gc.is_tracked(p)
    r = weakref.ref(p)
    assert r() is p
    del p
    gc.collect()
    assert r() is None


def test_100k_field_stores_keep_memory_flat(tmp_path):
    src = tmp_path / "boxed_leak.py"
    src.write_text(LEAK_SOURCE)
    out = tmp_path / "out"
    compile_module(src, out, module_name="boxed_leak")
    proc = run_python(LEAK_CHECK, path_dirs=[out], cwd=out, timeout=300)
    assert proc.returncode == 0, proc.stderr
    growth = int(proc.stdout.split()[-1])
    # One leaked object per store would be >= 100000 blocks.
    assert growth <= 64, f"allocated blocks grew by {growth}"


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="3.11's specialised instruction names")
def test_python_reads_of_boxed_fields_are_specialised(mod):
    # CPython 3.11 turns LOAD_ATTR of a member descriptor into LOAD_ATTR_SLOT once warmed up;
    # getset descriptors (the unboxed fields' way) are never specialised.
    ns = {}
    exec("def read(o):\n    return o.n + o.x + o.ok\n", ns)
    for _ in range(20):
        ns["read"](mod.Point(1, 2.0, True))
    ops = [i.opname for i in dis.get_instructions(ns["read"], adaptive=True)]
    assert ops.count("LOAD_ATTR_SLOT") == 3
