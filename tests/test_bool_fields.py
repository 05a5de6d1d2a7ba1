"""bool fields of closed compiled classes are Py_True/Py_False pointers (ir::ClassDef::
bool_object_field, HINTC_FIELD_BOOL_OBJECT in rt_class.h): the generated layout, the member
descriptors Python sees and CPython's LOAD_ATTR_SLOT on them, typed stores from Python, and
exact reference counts of True and False (each such field owns one reference to both while its
instance lives). Behaviour shared with CPython is in tests/run/classes_bool_fields.py."""
from __future__ import annotations

import dis
import gc
import re
import sys

import pytest

from helpers import import_source, translate

SOURCE = '''\
from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr


class Closed:
    def __init__(self, a: bool, b: bool) -> None:
        self.a = a
        self.b = b
        self.x = 0.5
        self.n = 1

    def flip(self) -> bool:
        self.a = not self.a
        self.b = False
        return self.a

    def get_a(self) -> bool:
        return self.a


class Below(Closed):
    def __init__(self) -> None:
        super().__init__(True, True)
        self.c = True
        self.y = 1.5


@mypyc_attr(allow_interpreted_subclasses=True)
class Open:
    def __init__(self, a: bool) -> None:
        self.a = a


class Err(ValueError):
    def __init__(self, fatal: bool) -> None:
        super().__init__("e")
        self.fatal = fatal


@dataclass(frozen=True)
class Frozen:
    on: bool


@mypyc_attr(allow_interpreted_subclasses=True)
class OpenBelow(Closed):
    def __init__(self) -> None:
        super().__init__(False, True)
        self.own = True


class Node:
    def __init__(self, on: bool) -> None:
        self.on = on
        self.next: Node | None = None


def make(n: int) -> list[Closed]:
    return [Closed(i % 2 == 0, i % 3 == 0) for i in range(n)]


def flip_all(cs: list[Closed], k: int) -> int:
    t = 0
    for _ in range(k):
        for c in cs:
            if c.flip():
                t += 1
    return t
'''


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    return import_source(SOURCE, tmp_path_factory.mktemp("boolf"), "hintc_bool_fields")


def _struct(cpp: str, name: str) -> str:
    # The header's kind (rt_class.h: with or without the collector link and __dict__) is not
    # what these tests check: it reads as HintcObject.
    start = cpp.index(f"struct hk_{name} {{")
    return re.sub(r"Hintc(Dict|Gc)Object hh;", "HintcObject hh;", cpp[start:cpp.index("};", start) + 2])


def test_layout_of_bool_fields():
    r = translate(SOURCE, "hintc_bool_fields.py", "hintc_bool_fields", opt_level=2)
    assert r["ok"], r["diagnostics"]
    cpp = r["cpp"]
    # A closed class's bools are object pointers; one-byte members (float set flags, an open
    # class's bools) follow the word-sized members each class introduces.
    assert _struct(cpp, "Closed") == (
        "struct hk_Closed {\n  HintcObject hh;\n  PyObject* f_a;  // a: bool\n"
        "  PyObject* f_b;  // b: bool\n  double f_x;  // x: float\n  HInt f_n;  // n: int\n"
        "  char d_x;\n};")
    assert _struct(cpp, "Below") == (
        "struct hk_Below {\n  HintcObject hh;\n  PyObject* f_a;  // a: bool\n"
        "  PyObject* f_b;  // b: bool\n  double f_x;  // x: float\n  HInt f_n;  // n: int\n"
        "  char d_x;\n  PyObject* f_c;  // c: bool\n  double f_y;  // y: float\n  char d_y;\n};")
    assert _struct(cpp, "OpenBelow") == (
        "struct hk_OpenBelow {\n  HintcObject hh;\n  PyObject* f_a;  // a: bool\n"
        "  PyObject* f_b;  // b: bool\n  double f_x;  // x: float\n  HInt f_n;  // n: int\n"
        "  char d_x;\n  char f_own;  // own: bool\n};")
    assert _struct(cpp, "Open") == "struct hk_Open {\n  HintcObject hh;\n  char f_a;  // a: bool\n};"
    assert "  char f_fatal;  // fatal: bool\n" in _struct(cpp, "Err")
    # Exposed as read-only T_OBJECT_EX members; stores go through the typed setattro.
    assert '{"a", T_OBJECT_EX, offsetof(hk_Closed, f_a), READONLY, NULL},' in cpp
    assert '{"c", T_OBJECT_EX, offsetof(hk_Below, f_c), READONLY, NULL},' in cpp
    assert '{"a", hintc_field_get, hintc_field_set, NULL, &hkx_Open_fieldf_a},' in cpp
    # Compiled stores write the pointer; reads compare it; allocation and dealloc account for
    # the references to both bools once per instance.
    assert "->f_b = hintc_bool_objects[(unsigned char)" in cpp
    assert "->f_a == hintc_bool_objects[1]);" in cpp
    assert "hintc_bool_fields_refs(2);" in cpp and "hintc_bool_fields_refs(-2);" in cpp
    assert "hintc_bool_fields_refs(3);" in cpp and "hintc_bool_fields_refs(-3);" in cpp


def test_descriptors_and_typed_stores(mod):
    for cls, name in ((mod.Closed, "a"), (mod.Below, "c"), (mod.Frozen, "on")):
        assert type(cls.__dict__[name]).__name__ == "member_descriptor"
    assert type(mod.Open.__dict__["a"]).__name__ == "getset_descriptor"
    assert type(mod.Err.__dict__["fatal"]).__name__ == "getset_descriptor"
    c = mod.Closed(True, False)
    for bad in (1, 0, None, "x", 1.0):
        with pytest.raises(TypeError, match=rf"^'Closed' object attribute 'a' must be bool, not {type(bad).__name__}$"):
            c.a = bad
    with pytest.raises(AttributeError):
        mod.Closed.__dict__["a"].__set__(c, 1)  # the member is read-only
    with pytest.raises(TypeError, match="can't apply this __setattr__"):
        object.__setattr__(c, "a", 1)
    assert (c.a, c.get_a()) == (True, True)
    o = mod.Open(True)
    with pytest.raises(TypeError, match="attribute 'a' must be bool, not int"):
        o.a = 1


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="3.11's specialised instruction names")
def test_python_reads_of_bool_fields_are_specialised(mod):
    ns = {}
    exec("def read(o):\n    return o.a, o.b, o.c\n", ns)
    for _ in range(20):
        ns["read"](mod.Below())
    ops = [i.opname for i in dis.get_instructions(ns["read"], adaptive=True)]
    assert ops.count("LOAD_ATTR_SLOT") == 3


@pytest.mark.skipif(sys.version_info >= (3, 12),
                    reason="True and False are immortal from 3.12")
def test_reference_counts_of_true_and_false_are_exact(mod):
    def counts():
        gc.collect()
        return sys.getrefcount(True), sys.getrefcount(False)

    t0, f0 = counts()
    cs = mod.make(1000)
    t1, f1 = counts()
    # Each Closed owns one reference to each bool per bool field (2 fields), whatever it holds.
    assert (t1 - t0, f1 - f0) == (2000, 2000)
    mod.flip_all(cs, 3)
    for c in cs[:500]:
        c.a = not c.a
        c.b = True
        del c.b
    assert counts() == (t1, f1)
    b = [mod.Below() for _ in range(100)]
    assert counts() == (t1 + 300, f1 + 300)
    del cs, b, c
    assert counts() == (t0, f0)

    # Instances of a Python subclass (allocated zeroed by its tp_alloc, freed through the
    # compiled dealloc), and instances freed by the collector after tp_clear.
    class PyBelow(mod.OpenBelow):
        pass

    subs = [PyBelow() for _ in range(50)]
    assert counts() == (t0 + 100, f0 + 100)  # a and b (own is an open class's byte)
    for x in subs:
        x.a = True
    nodes = [mod.Node(i % 2 == 0) for i in range(100)]
    for a, b in zip(nodes, nodes[1:] + nodes[:1]):
        a.next = b
    del subs, x, nodes, a, b
    assert counts() == (t0, f0)
