"""Allocation and release of compiled instances (free lists, untracked allocation): a reused block
must behave as a fresh instance (fields unset, no weakrefs, tracked for cycle collection),
cycles through instances are collected, interpreted subclasses keep the generic path, and a full
collection returns the free lists' memory. Each check runs in a fresh interpreter."""
from __future__ import annotations

import textwrap

import pytest

from helpers import compile_module, run_python

SOURCE = '''\
from typing import Optional

from mypy_extensions import mypyc_attr


class Node:
    def __init__(self, left: "Optional[Node]", right: "Optional[Node]") -> None:
        self.left = left
        self.right = right


class Rec:
    count: int
    ratio: float
    flag: bool
    name: str

    def __init__(self, full: bool) -> None:
        if full:
            self.count = 1 << 70
            self.ratio = 0.5
            self.flag = True
            self.name = "x" * 3


class Sub(Node):
    def __init__(self, tag: int) -> None:
        super().__init__(None, None)
        self.tag = tag


@mypyc_attr(allow_interpreted_subclasses=True)
class Open:
    def __init__(self, value: int) -> None:
        self.value = value
        self.other: Optional[Open] = None


class Box:
    def __init__(self, item: object) -> None:
        self.item = item


def box_of_str(s: str) -> Box:
    return Box(s)


def tree(depth: int) -> Node:
    if depth == 0:
        return Node(None, None)
    return Node(tree(depth - 1), tree(depth - 1))


def size(node: Optional[Node]) -> int:
    if node is None:
        return 0
    return 1 + size(node.left) + size(node.right)


def churn(n: int) -> int:
    total = 0
    for i in range(n):
        total += size(tree(i % 6))
    return total


def cycle() -> Node:
    a = Node(None, None)
    b = Node(a, None)
    a.left = b
    return a


def open_total(xs: list[Open]) -> int:
    total = 0
    for x in xs:
        total += x.value
    return total


def is_node(x: object) -> bool:
    return isinstance(x, Node)


class NumBase:
    def __init__(self, n: int) -> None:
        self.n = n

    def value(self) -> float:
        return float(self.n)


class NumSub(NumBase):
    def __init__(self, n: int, x: float, ok: bool) -> None:
        super().__init__(n)
        self.x = x
        self.ok = ok

    def value(self) -> float:
        return self.n * self.x


def values(xs: list[NumBase]) -> float:
    return sum(x.value() for x in xs)


class HeldBase:
    def __init__(self, n: int) -> None:
        self.n = n


class Holds(HeldBase):
    def __init__(self, n: int) -> None:
        super().__init__(n)
        self.peer: Optional[HeldBase] = None


class Finalized:
    def __init__(self, n: int) -> None:
        self.n = n

    def __del__(self) -> None:
        pass


@mypyc_attr(allow_interpreted_subclasses=True)
class OpenNum:
    def __init__(self, n: int) -> None:
        self.n = n


def recs(n: int, full: bool) -> int:
    k = 0
    for _ in range(n):
        r = Rec(full)
        k += 1 if full and r.flag else 0
    return k
'''


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("instance_alloc")
    src = root / "hintc_instance_alloc.py"
    src.write_text(SOURCE)
    return compile_module(src, root / "out", module_name="hintc_instance_alloc").parent


def run(built, body: str) -> None:
    code = "import gc, sys, weakref, copy, pickle\nimport hintc_instance_alloc as m\n" + textwrap.dedent(body)
    proc = run_python(code, path_dirs=[built])
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.strip().endswith("ok"), proc.stdout[-2000:]


def test_reused_instances_start_unset(built):
    run(built, """
        m.recs(100, True)  # set instances go to the free list
        r = m.Rec(False)
        for name in ("count", "ratio", "flag", "name"):
            try:
                getattr(r, name)
            except AttributeError as e:
                assert str(e) == f"'Rec' object has no attribute '{name}'", e
            else:
                raise AssertionError(name + " is set in a fresh instance")
        assert r.__getstate__() is None
        full = m.Rec(True)
        assert (full.count, full.ratio, full.flag, full.name) == (1 << 70, 0.5, True, "xxx")
        assert copy.deepcopy(full).count == 1 << 70
        assert pickle.loads(pickle.dumps(full)).name == "xxx"
        print("ok")
    """)


def test_weakrefs_do_not_survive_reuse(built):
    run(built, """
        n = m.Node(None, None)
        refs = [weakref.ref(n)]
        calls = []
        refs.append(weakref.ref(n, lambda r: calls.append(r)))
        del n
        assert all(r() is None for r in refs) and len(calls) == 1
        fresh = [m.Node(None, None) for _ in range(50)]
        for f in fresh:
            r = weakref.ref(f)
            assert r() is f and weakref.getweakrefcount(f) == 1
        print("ok")
    """)


def test_cycles_through_reused_instances_are_collected(built):
    run(built, """
        assert m.churn(2000) > 0  # fills the free list
        gc.disable()
        refs = []
        for _ in range(300):
            a = m.cycle()
            assert gc.is_tracked(a) and gc.is_tracked(a.left)
            refs.append(weakref.ref(a))
            del a
        assert all(r() is not None for r in refs), "a cycle was freed without the collector"
        gc.collect()
        assert all(r() is None for r in refs), "cycles through compiled instances were not collected"
        live = m.Node(m.Node(None, None), None)
        assert any(o is live for o in gc.get_objects())
        print("ok")
    """)


def test_instances_are_tracked_from_their_first_collectable_value(built):
    run(built, """
        leaf = m.Node(None, None)
        assert not gc.is_tracked(leaf), "an instance holding nothing collectable is in no cycle"
        assert not gc.is_tracked(m.Rec(True)) and not gc.is_tracked(m.box_of_str("s"))
        assert gc.is_tracked(m.Node(leaf, None))

        class S(str):
            pass

        refs = []
        def make_cycles():
            n = m.Node(None, None)
            n.left = n  # a store from Python (typed setattr)
            b = m.Box({})  # an empty dict: collectable though untracked itself
            b.item["me"] = b
            r = m.Rec(False)
            s = S("name")
            s.owner = r
            r.name = s  # a str subclass instance can lead back
            p = m.box_of_str("plain")
            p.__setstate__({"item": [p]})
            for o in (n, b, r, p):
                assert gc.is_tracked(o), o
                refs.append(weakref.ref(o))

        gc.disable()
        for _ in range(50):
            make_cycles()
        assert all(r() is not None for r in refs)
        gc.collect()
        assert all(r() is None for r in refs), [type(r()) for r in refs if r() is not None]
        print("ok")
    """)


def test_compiled_subclass_and_interpreted_subclass(built):
    run(built, """
        class Py(m.Open):
            def __init__(self, value):
                super().__init__(value)
                self.extra = [self]

        for round in range(3):
            subs = [m.Sub(i) for i in range(200)]
            assert all(type(s) is m.Sub and s.tag == i and s.left is None for i, s in enumerate(subs))
            del subs
            pys = [Py(i) for i in range(200)]
            assert all(type(p) is Py and p.value == i and p.extra[0] is p for i, p in enumerate(pys))
            refs = [weakref.ref(p) for p in pys]
            del pys
            gc.collect()
            assert all(r() is None for r in refs)
            opens = [m.Open(i) for i in range(200)]
            assert all(type(o) is m.Open and vars(o) == {} for o in opens)  # a __dict__, empty
            del opens
        print("ok")
    """)


def test_full_collection_returns_free_list_memory(built):
    run(built, """
        def settle():
            gc.collect()
            return sys.getallocatedblocks()

        base = settle()
        for _ in range(5):
            assert m.size(m.tree(9)) == 1023  # more instances than a free list keeps
            m.churn(300)
            m.recs(300, True)
        grown = settle() - base
        assert grown < 32, f"{grown} blocks kept after a full collection"
        # And a real leak stays visible: instances kept alive count.
        keep = [m.tree(4) for _ in range(20)]
        assert settle() - base >= 20 * 31
        print("ok")
    """)


def test_long_mixed_chains_are_freed_without_recursion(built):
    # Compiled instances nest under the runtime's counter, interpreted subclass instances under
    # CPython's trashcan; a chain alternating both must not recurse through the C stack either.
    run(built, """
        class Py(m.Open):
            pass

        head = None
        for i in range(600_000):
            node = m.Open(i) if i % 3 else Py(i)
            node.other = head
            head = node
        tail = head
        while tail.other is not None:
            tail = tail.other
        ref = weakref.ref(tail)
        del tail, node
        head = None
        assert ref() is None
        print("ok")
    """)


def test_young_count_counts_tracked_instances_only(built):
    # gc.get_count()[0] starts a young collection at the threshold; an untracked instance can be
    # in no cycle, so it does not bring one closer (docs/DIFFERENCES.md).
    run(built, """
        gc.disable()
        young = lambda: gc.get_count()[0]
        before = young()
        leaves = [m.Node(None, None) for _ in range(3000)]  # more than a free list holds
        assert young() - before < 30, (before, young())
        pairs = [m.Node(leaf, None) for leaf in leaves]  # tracked: each counts
        assert young() - before >= 3000, (before, young())
        del pairs
        assert young() - before < 30, "freed tracked instances stay counted"
        # Freeing untracked instances (free list full: back to the allocator) leaves the count.
        keep = [m.Node(leaf, None) for leaf in leaves[:1000]]
        mark = young()
        del leaves
        churn = [m.Node(None, None) for _ in range(3000)]
        del churn
        assert young() >= mark - 5, (mark, young())
        # Instances that become tracked later (a store from Python) count from then on.
        late = [m.Node(None, None) for _ in range(1000)]
        mark = young()
        for n in late:
            n.right = n
        assert young() - mark >= 1000, (mark, young())
        print("ok")
    """)


def test_collections_still_come_for_cyclic_instances(built):
    run(built, """
        gc.enable()
        start = gc.get_stats()[0]["collections"]
        refs = []
        for i in range(20000):
            a = m.cycle()
            if i % 100 == 0:
                refs.append(weakref.ref(a))
            del a
        young = gc.get_stats()[0]["collections"] - start
        assert young >= 20000 * 2 // 700 - 5, young
        # A cycle alive at a young collection waits for an older one; the rest are freed.
        alive = sum(r() is not None for r in refs)
        assert alive <= 10, f"automatic collections left {alive} of {len(refs)} cycles"
        print("ok")
    """)


def test_instance_checks_accept_subclasses_only(built):
    # Typed reads (list items) and isinstance() of compiled classes: compiled and interpreted
    # subclasses pass (through their chain of bases, or the MRO), anything else fails.
    run(built, """
        class Py(m.Open):
            pass

        class Mixin:
            pass

        class Both(Mixin, m.Open):
            pass

        assert m.open_total([m.Open(1), Py(2), Both(4)]) == 7
        for bad in (m.Node(None, None), 3, Mixin()):
            try:
                m.open_total([m.Open(1), bad])
            except TypeError as e:
                assert "Open" in str(e), e
            else:
                raise AssertionError(bad)
        assert m.is_node(m.Sub(1)) and m.is_node(m.Node(None, None))
        assert not m.is_node(m.Open(1)) and not m.is_node(None) and not m.is_node(Both(1))
        print("ok")
    """)


def test_only_hierarchies_that_can_hold_objects_are_collectable(built):
    run(built, """
        HAVE_GC = 1 << 14
        gc_types = {t.__name__ for t in (m.NumBase, m.NumSub, m.HeldBase, m.Holds, m.Finalized,
                                         m.OpenNum, m.Node, m.Rec, m.Box) if t.__flags__ & HAVE_GC}
        # Numbers only, closed, no __del__: no collector link. A compiled subclass with an
        # object field makes its whole hierarchy collectable (one layout), as do __del__ and
        # Python subclasses.
        assert gc_types == {"HeldBase", "Holds", "Finalized", "OpenNum", "Node", "Rec", "Box"}, gc_types
        if sys.maxsize == 2**63 - 1:
            # header, vtable pointer (values() dispatches), weakrefs, n; the collector link more
            # and no vtable pointer for HeldBase, whose __dict__ word is 8 more (3.11)
            assert sys.getsizeof(m.NumBase(1)) == 16 + 8 + 8 + 8
            assert sys.getsizeof(m.HeldBase(1)) == 16 + 16 + 8 + 8 + 8
        xs = [m.NumSub(i, 0.5, True) if i % 2 else m.NumBase(2 ** 70 + i) for i in range(3000)]
        assert not any(gc.is_tracked(x) for x in xs)
        assert m.values(xs) == sum(float(x.n) if type(x) is m.NumBase else x.n * 0.5 for x in xs)
        refs = [weakref.ref(x) for x in xs[:100]]
        del xs
        assert all(r() is None for r in refs)
        gc.collect()  # empties the free lists (plain and collectable entries alike)
        again = [m.NumSub(i, 1.0, False) for i in range(600)]
        assert [a.n for a in again] == list(range(600)) and not any(a.ok for a in again)
        h = m.Holds(1)
        h.peer = h
        r = weakref.ref(h)
        del h
        gc.collect()
        assert r() is None
        print("ok")
    """)
