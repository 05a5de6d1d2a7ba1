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


MIXED = """\
from typing import Callable


def call_back(n: int, cb: Callable[[int], int]) -> int:
    # Not recursive by itself: each level goes through Python.
    if n <= 0:
        return 0
    return cb(n - 1) + 1
"""

MIXED_DRIVER = """\
import sys
import mixed_mod
for limit in (1000, 10000, 50000, 100000):
    sys.setrecursionlimit(limit)
    def cb(n):
        return mixed_mod.call_back(n, cb)
    try:
        mixed_mod.call_back(10 ** 7, cb)
        print(limit, "no error")
    except RecursionError as e:
        print(limit, "RecursionError:", e)
    print(mixed_mod.call_back(200, cb))
"""


def test_python_callback_cycle_raises_at_any_limit(tmp_path):
    # A compiled function calling a Python callback that calls it again: every round uses C
    # stack (CPython's own frames for the callback), which no recursion limit tracks.
    src = tmp_path / "mixed_mod.py"
    src.write_text(MIXED)
    out = compile_module(src, tmp_path / "out").parent
    proc = run_python(MIXED_DRIVER, [out], cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    lines = proc.stdout.splitlines()
    assert lines == [x for limit in (1000, 10000, 50000, 100000) for x in (
        f"{limit} RecursionError: maximum recursion depth exceeded", "200")], proc.stdout


# A recursive-descent parser in the shape of tomli's (two mutually recursive functions with many
# values each): its depth once followed an estimate of the frame size, far below CPython's.
NESTED = """\
def parse_value(src: str, pos: int, level: int) -> tuple[int, object]:
    c = src[pos]
    if c == "[":
        return parse_array(src, pos + 1, level + 1)
    start = pos
    while pos < len(src) and src[pos].isdigit():
        pos += 1
    text = src[start:pos]
    total = int(text)
    for key in ("true", "false", "inf", "nan", "0x", "0o", "0b", "+", "-", "_", "e", "."):
        if src.startswith(key, pos):
            total += len(key) * level + src.count(key, start, pos) - text.find(key) - 1
    if src.startswith("'", pos) or src.startswith('"', pos) or src.startswith("{", pos):
        total += src.index("]", pos) - pos + level * 2 - len(text) + ord(src[pos])
    return pos, total


def parse_array(src: str, pos: int, level: int) -> tuple[int, object]:
    out: list[object] = []
    seen = 0
    while src[pos] != "]":
        pos, v = parse_value(src, pos, level)
        out.append(v)
        seen += 1
        if src[pos] == ",":
            pos += 1
    label = f"{level}:{seen}:{len(out)}"
    if not label:
        raise ValueError(label)
    return pos + 1, out
"""

NESTED_DRIVER = """\
import sys
from nested_mod import parse_value
def deepest():
    lo, hi = 1, 5000
    while lo < hi:
        mid = (lo + hi + 1) // 2
        try:
            parse_value(mid * "[" + "1" + mid * "]", 0, 0)
            lo = mid
        except RecursionError:
            hi = mid - 1
    return lo
print(deepest())
"""


def test_nested_parser_reaches_cpython_depth(tmp_path):
    src = tmp_path / "nested_mod.py"
    src.write_text(NESTED)
    out = compile_module(src, tmp_path / "out").parent
    interpreted = run_python(NESTED_DRIVER, [tmp_path], cwd=tmp_path)
    compiled = run_python(NESTED_DRIVER, [out], cwd=tmp_path)
    assert interpreted.returncode == 0 and compiled.returncode == 0, compiled.stderr[-2000:]
    assert int(compiled.stdout) >= int(interpreted.stdout), (compiled.stdout, interpreted.stdout)


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
