"""Lazy generator expressions: an exception inside one shows the same frames (`<genexpr>` on the
element's line) as under CPython; creating, partly consuming and dropping many leaks nothing.
(Fused ones, like sum(x for x in xs), run inside their function: no `<genexpr>` frame.)"""
from __future__ import annotations

import gc
import sys
import traceback
import types

import pytest

from helpers import import_source

SOURCE = '''\
from typing import List


def ratios(xs: List[int]) -> List[float]:
    g = (
        10 / x
        for x in xs
    )
    return list(g)


def nested_error(rows: List[List[int]]) -> int:
    return max(
        (row[3] for row in rows), default=0
    )


def churn(n: int) -> int:
    total = 0
    for i in range(n):
        g = (j * i for j in range(10) if j > 2)
        total += next(g)
        h = (str(j) for j in [i, i + 1])
        total += len(list(h))
    return total
'''


@pytest.fixture(scope="module")
def modules(tmp_path_factory):
    compiled = import_source(SOURCE, tmp_path_factory.mktemp("genexp"), "hintc_genexp_tb")
    interpreted = types.ModuleType("interpreted_genexp")
    exec(compile(SOURCE, "hintc_genexp_tb.py", "exec"), interpreted.__dict__)
    yield compiled, interpreted
    sys.modules.pop("hintc_genexp_tb", None)


def _frames(fn, *args):
    with pytest.raises(Exception) as info:
        fn(*args)
    tb = traceback.extract_tb(info.value.__traceback__)
    return type(info.value).__name__, str(info.value), [
        (f.name, f.lineno) for f in tb if f.filename.endswith("hintc_genexp_tb.py")
    ]


@pytest.mark.parametrize("case", [("ratios", [2, 0, 1]), ("nested_error", [[1, 2, 3, 4], [1]])])
def test_traceback_matches_cpython(modules, case):
    compiled, interpreted = modules
    name, arg = case
    got = _frames(getattr(compiled, name), arg)
    want = _frames(getattr(interpreted, name), arg)
    assert got == want
    assert got[2][-1][0] == "<genexpr>"


def test_many_genexps_do_not_leak(modules):
    compiled, _ = modules
    assert compiled.churn(50) == sum(3 * i for i in range(50)) + 100
    compiled.churn(20000)  # warm-up: caches and free lists settle
    gc.collect()
    before = sys.getallocatedblocks()
    compiled.churn(100000)
    gc.collect()
    assert sys.getallocatedblocks() - before < 200
