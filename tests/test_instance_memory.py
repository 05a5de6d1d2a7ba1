"""Memory per instance of closed compiled classes (default layout) against CPython `__slots__`
classes with the same fields holding the same values (issue 7).

- Every int, float, bool, str or instance field costs 8 bytes, as a slot does (a bool is a
  Py_True/Py_False pointer; int and float are unboxed, so they need no object of their own).
- A compiled instance has an 8-byte word a bare `__slots__` instance lacks, its weak reference
  list, so it is the size of a `__slots__` instance with `__weakref__`, and one more, its
  `__dict__`, where a field can hold an object (the collectable classes); the float fields a class
  introduces share one 8-byte word of set flags. Only a hierarchy that compiled code calls
  through the vtable (a method overridden in a subclass and called on the base's type, as
  Shape.area here) also has the vtable pointer, 8 bytes more.
- A closed hierarchy whose classes hold only int, float and bool fields (Nums, Flags, Ints,
  Shape here) can be in no reference cycle, so its instances go without the collector's 16-byte
  link (ir::ClassDef::collectable), as CPython's ints do: they are smaller than the bare
  `__slots__` instance even with their weak reference list.
- Counting the field objects (tracemalloc over many instances), a compiled instance whose int or
  float fields hold values other than CPython's cached small ints takes less memory than the
  `__slots__` one, which keeps a 32-byte int or float object per such field.
@mypyc_attr(boxed_fields=True) classes are not covered: they keep a box beside each int/float
field, 8 more bytes per field (docs/DIFFERENCES.md).
"""
from __future__ import annotations

import json
import sys

import pytest

from helpers import compile_module, run_python

SOURCE = '''\
from __future__ import annotations


class Link:
    def __init__(self) -> None:
        self.v = 0


class Mixed:
    def __init__(self, n: int, x: float, ok: bool, s: str, link: Link | None) -> None:
        self.n = n
        self.x = x
        self.ok = ok
        self.s = s
        self.link = link


class Nums:
    def __init__(self, a: int, b: int, x: float, y: float) -> None:
        self.a = a
        self.b = b
        self.x = x
        self.y = y


class Flags:
    def __init__(self, a: bool, b: bool, c: bool) -> None:
        self.a = a
        self.b = b
        self.c = c


class Refs:
    def __init__(self, s: str, link: Link | None) -> None:
        self.s = s
        self.link = link


class Ints:
    def __init__(self, a: int, b: int, c: int) -> None:
        self.a = a
        self.b = b
        self.c = c


class Shape:
    def __init__(self, a: int, b: int) -> None:
        self.a = a
        self.b = b

    def area(self) -> int:
        return 0


class Square(Shape):
    def area(self) -> int:
        return self.a * self.a


def area(s: Shape) -> int:
    return s.area()  # a virtual call: Shape's hierarchy keeps the vtable pointer
'''

# The same classes as __slots__ classes (FIELDS: name -> field names), and how instance i of
# each is built (the same values for both).
FIELDS = {
    "Mixed": ("n", "x", "ok", "s", "link"),
    "Nums": ("a", "b", "x", "y"),
    "Flags": ("a", "b", "c"),
    "Refs": ("s", "link"),
    "Ints": ("a", "b", "c"),
    "Shape": ("a", "b"),
}
FLOAT_FIELDS = {"Mixed": 1, "Nums": 2, "Flags": 0, "Refs": 0, "Ints": 0, "Shape": 0}
# The classes whose instances have the vtable pointer.
VIRTUAL = {"Shape"}
# The classes whose instances have no collector link (only int/float/bool fields).
NUMBERS_ONLY = {"Nums", "Flags", "Ints", "Shape"}

CHECK = r'''
import json, sys, tracemalloc
import inst_mem as m

FIELDS = json.loads(FIELDS_JSON)
ns = {}
for name, fields in FIELDS.items():
    body = "".join(f"        self.{f} = {f}\n" for f in fields)
    for cls, extra in ((name, ()), (name + "W", ("__weakref__",))):
        exec(f"class {cls}:\n    __slots__ = {tuple(fields) + extra!r}\n"
             f"    def __init__(self, {', '.join(fields)}):\n{body}", ns)
ns["Link"] = m.Link
link = m.Link()
text = "shared text"

ARGS = {
    "Mixed": lambda i: (100000 + i, i * 0.5, i % 2 == 0, text, link),
    "Nums": lambda i: (100000 + i, -3 * i - 7000, i * 0.25, 1.0 / (i + 1)),
    "Flags": lambda i: (i % 2 == 0, i % 3 == 0, True),
    "Refs": lambda i: (text, link if i % 2 else None),
    "Ints": lambda i: (i % 200, 1000 + i, 2**40 + i),
    "Shape": lambda i: (i % 200, 1000 + i),
}
N = 20000


def traced(cls, args):
    items = []
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for i in range(N):
        items.append(cls(*args(i)))
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    first = items[0]
    del items
    return (after - before) / N, sys.getsizeof(first)


out = {}
for name, args in ARGS.items():
    # The compiled classes' free lists would hand out blocks allocated before tracing started:
    # a list of fresh instances is built first and kept, so the traced ones are new allocations.
    keep = [getattr(m, name)(*args(i)) for i in range(1000)]
    out[name] = {
        "hintc": traced(getattr(m, name), args),
        "slots": traced(ns[name], args),
        "slots_weakref": traced(ns[name + "W"], args),
    }
    del keep
print(json.dumps(out))
'''


@pytest.fixture(scope="module")
def sizes(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("instmem")
    src = tmp / "inst_mem.py"
    src.write_text(SOURCE)
    out = tmp / "out"
    compile_module(src, out, module_name="inst_mem")
    code = f"FIELDS_JSON = {json.dumps(FIELDS)!r}\n" + CHECK
    proc = run_python(code, path_dirs=[out], cwd=out, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _flag_words(name: str) -> int:
    return 8 * ((FLOAT_FIELDS[name] + 7) // 8)


def _vtable_word(name: str) -> int:
    return 8 if name in VIRTUAL else 0


def _gc_link(name: str) -> int:
    return 0 if name in NUMBERS_ONLY else 16


def _dict_word(name: str) -> int:
    # Collectable classes have an instance __dict__ word (3.11; from 3.12 it shares the
    # pre-header with the weak reference list): docs/DIFFERENCES.md.
    return 0 if name in NUMBERS_ONLY else 8


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_getsizeof_is_a_slot_per_field_plus_the_header(sizes, name):
    hintc, slots, slots_weakref = (sizes[name][k][1] for k in ("hintc", "slots", "slots_weakref"))
    # A slot per field on both sides: the difference is the weak reference list (none when the
    # __slots__ class has __weakref__), the vtable pointer of Shape's hierarchy, the float set
    # flags, and the collector link that only the __slots__ side has when the compiled class
    # holds only numbers.
    extra = _vtable_word(name) + _flag_words(name) + _gc_link(name) - 16 + _dict_word(name)
    assert hintc == slots + 8 + extra
    assert hintc == slots_weakref + extra


@pytest.mark.parametrize("name", sorted(NUMBERS_ONLY))
def test_numbers_only_instances_are_no_larger_than_bare_slots(sizes, name):
    hintc, slots = sizes[name]["hintc"][1], sizes[name]["slots"][1]
    assert hintc <= slots, sizes[name]


def test_only_virtual_hierarchies_have_the_vtable_pointer(sizes):
    # Shape and Ints both hold ints: a field less, and the vtable pointer more.
    assert sizes["Shape"]["hintc"][1] == sizes["Ints"]["hintc"][1]


def test_each_field_costs_a_slot(sizes):
    # Mixed's int, float, bool, str and instance fields against Refs' str and instance.
    per_field = (sizes["Mixed"]["hintc"][1] - sizes["Refs"]["hintc"][1] - _flag_words("Mixed")) / 3
    assert per_field == 8


@pytest.mark.parametrize("name", ["Mixed", "Nums", "Ints"])
def test_with_field_objects_compiled_instances_take_less(sizes, name):
    # tracemalloc per instance, the field objects the instances keep alive included.
    hintc, slots, slots_weakref = (sizes[name][k][0] for k in ("hintc", "slots", "slots_weakref"))
    assert hintc <= slots and hintc <= slots_weakref, sizes[name]


def test_without_field_objects_the_header_is_the_difference(sizes):
    # Bools, strs and instances are shared objects on both sides: the header is all that differs
    # (the rest per instance is the list pointer holding it, the same on both sides): Refs has
    # the weak reference list and the __dict__ word more, Flags (no collector link) 8 bytes less.
    hintc, slots = sizes["Refs"]["hintc"][0], sizes["Refs"]["slots"][0]
    assert slots < hintc <= slots + 16 + 1, sizes["Refs"]
    hintc, slots = sizes["Flags"]["hintc"][0], sizes["Flags"]["slots"][0]
    assert slots - 8 - 1 <= hintc < slots, sizes["Flags"]


@pytest.mark.skipif(sys.maxsize != 2**63 - 1, reason="64-bit layout")
def test_header_size(sizes):
    # PyObject header 16 + weakrefs 8 (+ vtable 8 in Shape's hierarchy), plus the collector's
    # 16-byte link and the __dict__ word where a field can hold an object.
    assert sizes["Refs"]["hintc"][1] == 16 + 16 + 8 + 8 + 2 * 8
    assert sizes["Shape"]["hintc"][1] == 16 + 16 + 2 * 8
    assert sizes["Ints"]["hintc"][1] == 16 + 8 + 3 * 8
