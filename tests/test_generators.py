"""Compiled generators beyond the differential run tests: tracebacks through generator frames,
no leaks over many creations/iterations/closes/throws, finalisation of abandoned generators,
typed `for` loops over compiled generators."""
from __future__ import annotations

import gc
import sys
import traceback

import pytest

from helpers import import_compiled, run_python

SOURCE = '''\
from typing import Generator, Iterator, List


def items(n: int) -> Iterator[int]:
    for i in range(n):
        if i == 3:
            raise ValueError("bad item")
        yield i


def consume(n: int) -> int:
    total = 0
    for x in items(n):
        total += x
    return total


def relay(n: int) -> Iterator[int]:
    yield from items(n)


def waiting() -> Generator[int, int, str]:
    got = 0
    while got >= 0:
        got = yield got * 2
    return "end"


def guarded(log: List[str]) -> Iterator[int]:
    try:
        yield 1
        yield 2
    finally:
        log.append("closed")


def big(n: int) -> Iterator[int]:
    x = 10 ** 30
    for i in range(n):
        yield x + i


def strings(n: int) -> Iterator[str]:
    for i in range(n):
        yield "s" + str(i)


def pipeline(n: int) -> int:
    s = 0
    for v in relay(n if n < 3 else 3):
        s += v
    for t in strings(n):
        s += len(t)
    for b in big(2):
        s += b % 7
    return s
'''


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    name = "hintc_gen_extra"
    src = tmp_path_factory.mktemp("gen") / f"{name}.py"
    src.write_text(SOURCE)
    module = import_compiled(src, src.parent / "out", opt_level=2, module_name=name)
    yield module, src
    sys.modules.pop(name, None)


def _line(text):
    return next(i for i, l in enumerate(SOURCE.splitlines(), 1) if text in l)


def _frames(exc):
    return [(f.filename, f.name, f.lineno) for f in traceback.extract_tb(exc.__traceback__)
            if f.filename != __file__]


def test_traceback_through_for_loop(mod):
    m, src = mod
    with pytest.raises(ValueError) as info:
        m.consume(10)
    assert _frames(info.value) == [
        (str(src), "consume", _line("for x in items(n):")),
        (str(src), "items", _line('raise ValueError("bad item")')),
    ]


def test_traceback_through_yield_from(mod):
    m, src = mod
    with pytest.raises(ValueError) as info:
        list(m.relay(10))
    assert _frames(info.value) == [
        (str(src), "relay", _line("yield from items(n)")),
        (str(src), "items", _line('raise ValueError("bad item")')),
    ]


def test_throw_traceback_names_the_yield(mod):
    m, src = mod
    g = m.waiting()
    next(g)
    with pytest.raises(KeyError) as info:
        g.throw(KeyError("k"))
    assert _frames(info.value)[-1] == (str(src), "waiting", _line("got = yield got * 2"))


def test_return_value_and_finalisation(mod):
    m, _ = mod
    g = m.waiting()
    assert next(g) == 0 and g.send(4) == 8
    with pytest.raises(StopIteration) as info:
        g.send(-1)
    assert info.value.value == "end"
    log = []
    g = m.guarded(log)
    next(g)
    del g
    gc.collect()
    assert log == ["closed"]


def test_typed_for_loops(mod):
    m, _ = mod
    assert m.pipeline(5) == 3 + sum(len("s" + str(i)) for i in range(5)) + sum(
        (10 ** 30 + i) % 7 for i in range(2))


LEAK_CHECK = r'''
import gc, sys
sys.path.insert(0, {out!r})
import hintc_gen_leaks as m

def once():
    assert sum(m.items(3)) == 3
    try:
        m.consume(10)
    except ValueError:
        pass
    assert m.pipeline(4) > 0
    g = m.waiting(); next(g); g.send(3)
    try:
        g.send(-1)
    except StopIteration:
        pass
    g = m.waiting(); next(g)
    try:
        g.throw(KeyError("x"))
    except KeyError:
        pass
    log = []
    g = m.guarded(log); next(g); g.close()
    g = m.guarded(log); next(g); del g
    m.guarded(log)
    list(m.relay(2))
    g = m.big(5); next(g); del g

def rounds(n):
    for _ in range(n):
        once()

rounds(2000)
gc.collect()
before = sys.getallocatedblocks()
rounds(10000)
gc.collect()
after = sys.getallocatedblocks()
print(after - before)
'''


def test_no_leaks(tmp_path):
    src = tmp_path / "hintc_gen_leaks.py"
    src.write_text(SOURCE)
    from helpers import compile_module

    compile_module(src, tmp_path / "out", opt_level=2, module_name="hintc_gen_leaks")
    proc = run_python(LEAK_CHECK.format(out=str(tmp_path / "out")), [], timeout=600)
    assert proc.returncode == 0, proc.stderr
    # 10k rounds of ~12 generators each: any per-generator leak shows up as >= 10000 blocks.
    assert int(proc.stdout.strip()) < 200, proc.stdout

