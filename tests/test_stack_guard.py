"""Compiled recursion never overflows the C stack: when sys.getrecursionlimit() allows more native
frames than the thread's stack holds (a small thread stack, or compiled and Python code calling each
other), the compiled frames raise RecursionError instead of crashing the process."""
from __future__ import annotations

import textwrap

from helpers import compile_module, run_python

SOURCE = """\
def down(n: int) -> int:
    if n == 0:
        return 0
    return down(n - 1) + 1


def via_python(n: int, cb: object) -> int:
    # Native recursion that calls back into Python every 5000 levels.
    if n == 0:
        return 0
    if n % 5000 == 0:
        return cb(n - 1) + 1  # type: ignore
    return via_python(n - 1, cb) + 1


class Node:
    def __init__(self, depth: int) -> None:
        self.depth = depth

    def walk(self, n: int) -> int:
        if n == 0:
            return self.depth
        return self.walk(n - 1) + 1
"""

SMALL_THREAD = """\
import sys, threading
import deep_mod
sys.setrecursionlimit(100000)
out = []
def run():
    for label, fn in (("down", lambda: deep_mod.down(9000)),
                      ("walk", lambda: deep_mod.Node(0).walk(9000))):
        try:
            out.append((label, fn()))
        except RecursionError as e:
            out.append((label, "RecursionError: " + str(e)))
    # Shallow recursion on the same small stack still works after the error.
    out.append(("shallow", deep_mod.down(100)))
threading.stack_size(256 * 1024)
t = threading.Thread(target=run)
t.start()
t.join()
for label, r in out:
    print(label, r)
"""

THROUGH_PYTHON = """\
import sys
import deep_mod
sys.setrecursionlimit(1000000)
def cb(n):
    return deep_mod.via_python(n, cb)
try:
    print(deep_mod.via_python(10 ** 6, cb))
except RecursionError as e:
    print("RecursionError:", e)
print(deep_mod.via_python(20000, cb))
"""


def _build(tmp_path):
    src = tmp_path / "deep_mod.py"
    src.write_text(SOURCE)
    compile_module(src, tmp_path / "out")
    return tmp_path / "out"


def test_small_thread_stack_raises_recursion_error(tmp_path):
    out = _build(tmp_path)
    proc = run_python(SMALL_THREAD, [out], cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout == textwrap.dedent("""\
        down RecursionError: maximum recursion depth exceeded
        walk RecursionError: maximum recursion depth exceeded
        shallow 100
        """)


def test_compiled_python_cycle_raises_recursion_error(tmp_path):
    out = _build(tmp_path)
    proc = run_python(THROUGH_PYTHON, [out], cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout == "RecursionError: maximum recursion depth exceeded\n20000\n"
