"""Compiled async generators beyond the differential run tests: the asyncgen hooks protocol
(firstiter/finalizer, as asyncio's shutdown_asyncgens uses it), finalisation without hooks,
collection in reference cycles, tracebacks through them, and no leaks over 100k anext rounds."""
from __future__ import annotations

import asyncio
import gc
import inspect
import sys
import traceback
import weakref

import pytest

from helpers import compile_module, import_source, run_python

SOURCE = '''\
import asyncio
from typing import Any, AsyncIterator, List


async def ticks(n: int, log: List[str]) -> AsyncIterator[int]:
    try:
        for i in range(n):
            await asyncio.sleep(0)
            yield i
    finally:
        log.append("finally")


async def raising(n: int) -> AsyncIterator[int]:
    yield n
    raise ValueError("agen failed")


async def consume(n: int) -> int:
    s = 0
    async for x in raising(n):
        s += x
    return s


async def squares(n: int) -> AsyncIterator[int]:
    for i in range(n):
        yield i * i


def identity(f: Any) -> Any:
    return f


@identity
async def decorated(n: int) -> int:
    return n


def plain(n: int) -> int:
    return n


async def rounds(n: int) -> int:
    total = 0
    for _ in range(n):
        total += sum([x async for x in squares(20)])
        g = ticks(3, [])
        async for x in g:
            if x == 1:
                break
        await g.aclose()
        try:
            async for x in raising(1):
                total += x
        except ValueError:
            total -= 1
    return total
'''


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    folder = tmp_path_factory.mktemp("agen")
    yield import_source(SOURCE, folder, "hintc_agen_extra", opt_level=2), folder / "hintc_agen_extra.py"
    sys.modules.pop("hintc_agen_extra", None)


def _step(aw):
    """Drives an awaitable that does not suspend on a real event loop: its result."""
    it = aw.__await__()
    while True:
        try:
            it.send(None)
        except StopIteration as e:
            return e.value


def test_hooks_firstiter_and_finalizer(mod):
    m, _ = mod
    seen = []
    old = sys.get_asyncgen_hooks()
    sys.set_asyncgen_hooks(firstiter=lambda g: seen.append(("first", g.__name__)),
                           finalizer=lambda g: seen.append(("final", g.__name__, g)))
    try:
        log = []
        g = m.ticks(5, log)
        assert seen == []  # hooks run at the first anext, not at creation
        assert _step(g.__anext__()) == 0
        assert seen == [("first", "ticks")]
        del g
        gc.collect()
    finally:
        sys.set_asyncgen_hooks(*old)
    # The finalizer got the suspended generator (resurrecting it); closing it runs `finally`.
    assert [s[:2] for s in seen] == [("first", "ticks"), ("final", "ticks")]
    agen = seen[1][2]
    assert log == []
    _step(agen.aclose())
    assert log == ["finally"]


def test_finalised_without_hooks(mod):
    m, _ = mod
    old = sys.get_asyncgen_hooks()
    sys.set_asyncgen_hooks(None, None)
    try:
        log = []
        g = m.ticks(5, log)
        _step(g.__anext__())
        del g
        gc.collect()
        assert log == ["finally"]
    finally:
        sys.set_asyncgen_hooks(*old)


def test_shutdown_asyncgens_closes_abandoned(mod):
    m, _ = mod
    log = []

    async def main():
        g = m.ticks(10, log)
        async for x in g:
            if x == 2:
                break
        return g  # kept alive, suspended: the loop's shutdown must aclose it

    g = asyncio.run(main())
    assert log == ["finally"]
    assert g.ag_running is False


def test_collected_in_cycle(mod):
    m, _ = mod
    old = sys.get_asyncgen_hooks()
    sys.set_asyncgen_hooks(None, None)

    class Box(list):
        pass

    try:
        box = Box()
        g = m.ticks(5, box)
        box.append(g)  # box -> generator frame -> box
        _step(g.__anext__())
        ref = weakref.ref(box)
        del g, box
        gc.collect()
        assert ref() is None
    finally:
        sys.set_asyncgen_hooks(*old)


def test_traceback_through_async_for(mod):
    m, src = mod
    with pytest.raises(ValueError) as info:
        asyncio.run(m.consume(3))
    frames = [(f.name, f.line) for f in traceback.extract_tb(info.value.__traceback__)
              if f.filename == str(src)]
    assert frames == [("consume", "async for x in raising(n):"),
                      ("raising", 'raise ValueError("agen failed")')]


def test_asyncio_iscoroutinefunction(mod):
    m, _ = mod
    assert asyncio.iscoroutinefunction(m.consume)
    assert asyncio.iscoroutinefunction(m.decorated)
    assert not asyncio.iscoroutinefunction(m.squares)  # an async generator function, as CPython
    assert not asyncio.iscoroutinefunction(m.plain)
    # Still builtins to inspect (no code object), and called as before.
    assert type(m.consume).__name__ == "builtin_function_or_method"
    assert inspect.isbuiltin(m.consume)
    assert asyncio.run(m.decorated(4)) == 4
    assert m.consume.__name__ == "consume" and m.consume.__module__ == "hintc_agen_extra"


LEAK_CHECK = r'''
import asyncio, gc, sys
sys.path.insert(0, {out!r})
import hintc_agen_leaks as m

asyncio.run(m.rounds(200))
gc.collect()
before = sys.getallocatedblocks()
asyncio.run(m.rounds(4000))   # 4000 * 26 > 100k anext rounds of compiled async generators
gc.collect()
after = sys.getallocatedblocks()
print(after - before)
'''


def test_no_leaks(tmp_path):
    src = tmp_path / "hintc_agen_leaks.py"
    src.write_text(SOURCE)
    compile_module(src, tmp_path / "out", opt_level=2, module_name="hintc_agen_leaks")
    proc = run_python(LEAK_CHECK.format(out=str(tmp_path / "out")), [], timeout=600)
    assert proc.returncode == 0, proc.stderr
    # 4000 rounds of 3 async generators: a per-generator leak shows up as >= 4000 blocks.
    assert int(proc.stdout.strip()) < 300, proc.stdout
