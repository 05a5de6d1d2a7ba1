"""Dropping a long chain of compiled instances (a linked list, nested exceptions' fields) must not
recurse through the C stack: CPython's own containers defer deep deallocation, and so must ours.
Runs in a child process, because the failure mode is a segmentation fault."""
from __future__ import annotations

import subprocess
import sys

from helpers import compile_module

SOURCE = '''\
from typing import Optional


class Node:
    def __init__(self, nxt: "Optional[Node]", value: int) -> None:
        self.nxt = nxt
        self.value = value


class Leaf(Node):
    pass


class Wrapped(Exception):
    def __init__(self, inner: "Optional[Wrapped]") -> None:
        super().__init__("wrapped")
        self.inner = inner


def chain(n: int) -> Optional[Node]:
    head: Optional[Node] = None
    for i in range(n):
        head = Node(head, i) if i % 2 else Leaf(head, i)
    return head


def length(head: Optional[Node]) -> int:
    n = 0
    while head is not None:
        n += 1
        head = head.nxt
    return n


def wrapped(n: int) -> Wrapped:
    e = Wrapped(None)
    for _ in range(n):
        e = Wrapped(e)
    return e
'''

CHILD = '''\
import gc, sys, weakref
import hintc_dealloc_depth as m


n = 1_000_000
head = m.chain(n)
assert m.length(head) == n
tail = head
while tail.nxt is not None:
    tail = tail.nxt
tail.nxt = m.Node(None, -1)
ref = weakref.ref(tail.nxt)
del tail
del head
gc.collect()
assert ref() is None, "the end of the chain was not freed"
e = m.wrapped(300_000)
del e
print("freed")
'''


def test_long_chains_are_freed_without_recursion(tmp_path):
    src = tmp_path / "hintc_dealloc_depth.py"
    src.write_text(SOURCE)
    out = tmp_path / "out"
    compile_module(src, out, module_name="hintc_dealloc_depth")
    # A small C stack makes a recursive dealloc fail well within the chain length.
    proc = subprocess.run(
        ["bash", "-c", f"ulimit -s 2048 && exec {sys.executable} -c \"$0\"", CHILD],
        cwd=out, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, (proc.returncode, proc.stderr[-2000:])
    assert proc.stdout.strip() == "freed"
