"""Compiled coroutines beyond the differential run tests: tracebacks through awaits, Python
coroutines awaiting compiled ones, the never-awaited warning, collection of coroutines in
reference cycles, and no leaks over 100k awaits (returns, raises, cancellations)."""
from __future__ import annotations

import asyncio
import gc
import inspect
import sys
import traceback
import warnings
import weakref

import pytest

from helpers import compile_module, import_compiled, run_python

SOURCE = '''\
import asyncio
from typing import Any, List


async def leaf(x: int) -> int:
    if x < 0:
        raise ValueError("negative")
    return x + 1


async def middle(x: int) -> int:
    y = await leaf(x)
    return y * 2


async def top(x: int) -> int:
    return await middle(x) + 1


async def many(n: int) -> int:
    s = 0
    for i in range(n):
        s += await leaf(i)
        try:
            await leaf(-1)
        except ValueError:
            s -= 1
    return s


async def held(box: List[Any]) -> None:
    try:
        await asyncio.sleep(3600)
    finally:
        box.append("finally")


async def sleepy(n: int) -> int:
    await asyncio.sleep(0)
    return n
'''


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    name = "hintc_coro_extra"
    src = tmp_path_factory.mktemp("coro") / f"{name}.py"
    src.write_text(SOURCE)
    module = import_compiled(src, src.parent / "out", opt_level=2, module_name=name)
    yield module, src
    sys.modules.pop(name, None)


def _line(text):
    return next(i for i, l in enumerate(SOURCE.splitlines(), 1) if text in l)


def _frames(exc, src):
    return [(f.filename, f.name, f.lineno) for f in traceback.extract_tb(exc.__traceback__)
            if f.filename == str(src)]


def test_traceback_through_awaits(mod):
    m, src = mod
    with pytest.raises(ValueError) as info:
        asyncio.run(m.top(-5))
    assert _frames(info.value, src) == [
        (str(src), "top", _line("return await middle(x) + 1")),
        (str(src), "middle", _line("y = await leaf(x)")),
        (str(src), "leaf", _line('raise ValueError("negative")')),
    ]


def test_python_coroutine_awaits_compiled(mod):
    m, _ = mod

    async def py(n):
        return await m.top(n) + await m.sleepy(n)

    assert asyncio.run(py(3)) == (3 + 1) * 2 + 1 + 3


def test_coroutine_protocol_objects(mod):
    m, _ = mod
    co = m.sleepy(7)
    assert asyncio.iscoroutine(co)
    assert inspect.isawaitable(co)
    it = co.__await__()
    assert next(it) is None  # the bare yield of asyncio.sleep(0)
    with pytest.raises(StopIteration) as info:
        next(it)
    assert info.value.value == 7
    assert repr(co).startswith("<coroutine object sleepy at ")
    # A compiled coroutine function shows inspect a code object flagged CO_COROUTINE.
    assert inspect.iscoroutinefunction(m.sleepy)
    assert m.sleepy.__doc__ == inspect.getdoc(m.sleepy)


def test_never_awaited_warning(mod):
    m, _ = mod
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m.leaf(1)
        gc.collect()
    messages = [str(w.message) for w in caught if w.category is RuntimeWarning]
    assert messages == ["coroutine 'leaf' was never awaited"]


def test_cancelled_coroutine_in_cycle_is_collected(mod):
    m, _ = mod

    class Box(list):
        pass

    async def main():
        box = Box()
        task = asyncio.create_task(m.held(box))
        box.append(task)  # box -> task -> coroutine frame -> box
        await asyncio.sleep(0)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        return weakref.ref(box), box[1:]

    ref, log = asyncio.run(main())
    gc.collect()
    assert log == ["finally"]
    assert ref() is None


LEAK_CHECK = r'''
import asyncio, gc, sys
sys.path.insert(0, {out!r})
import hintc_coro_leaks as m

async def cancel_one(box):
    t = asyncio.create_task(m.held(box))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        pass

async def rounds(n):
    box = []
    total = 0
    for _ in range(n):
        total += await m.many(10)   # 20 compiled awaits each, half raising
        total += await m.top(2)
        try:
            await m.top(-1)
        except ValueError:
            pass
    for _ in range(n // 50):
        await cancel_one(box)
    box.clear()
    return total

asyncio.run(rounds(500))
gc.collect()
before = sys.getallocatedblocks()
asyncio.run(rounds(5000))   # 5000 * 23 > 100k awaits of compiled coroutines
gc.collect()
after = sys.getallocatedblocks()
print(after - before)
'''


def test_no_leaks(tmp_path):
    src = tmp_path / "hintc_coro_leaks.py"
    src.write_text(SOURCE)
    compile_module(src, tmp_path / "out", opt_level=2, module_name="hintc_coro_leaks")
    proc = run_python(LEAK_CHECK.format(out=str(tmp_path / "out")), [], timeout=600)
    assert proc.returncode == 0, proc.stderr
    # 5000 rounds of 23 coroutines: a per-coroutine leak shows up as >= 5000 blocks.
    assert int(proc.stdout.strip()) < 300, proc.stdout
