"""Leak check around every run test: each compiled entry point, called thousands of times with
the arguments its driver uses (big ints, raising calls included), must leave
sys.getallocatedblocks() flat.

How: a fresh interpreter imports the compiled module through a recording proxy and runs the
program's driver once (tests/run/NAME_driver.py), which yields real, working calls. Each public
function's fast calls (plus calls with a wrong argument type and a wrong argument count, for the
boundary's error paths) are then replayed: a warm-up, then many rounds between two
sys.getallocatedblocks() readings. A self-test proves the check fails on a leaking extension.
"""
from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from helpers import TESTS_DIR, compile_module, copy_run_helpers

RUN_DIR = TESTS_DIR / "run"
PROGRAMS = sorted(
    p.stem for p in RUN_DIR.glob("*.py") if not p.stem.endswith("_driver") and not p.stem.startswith("_")
)
# Programs whose module cannot be imported at all have no entry point to call.
NOT_IMPORTABLE = {"import_failure": "the module raises while it is imported, by design"}
# Blocks a function may add over all its measured rounds: interpreter caches (type attribute
# cache entries, dict resizes) settle after the warm-up; one leaked object per call adds at least
# `rounds` (>= 200) blocks. The bound is the larger of MAX_GROWTH and a quarter of the rounds, so a
# leak of one block per round is still caught four times over, while CPython's own slow settling
# does not fail a test: pickle.loads of an object graph keeps adding a few dozen blocks over tens of
# thousands of rounds, in interpreted and compiled code alike.
MAX_GROWTH = 64


def growth_bound(rounds: int) -> int:
    return max(MAX_GROWTH, rounds // 4)

CHECKER = r'''
import gc, io, json, runpy, sys, time, types
from contextlib import redirect_stdout

name, driver, min_rounds, max_rounds, budget = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5])
real = __import__(name)
calls = {}  # function name -> {repr key: (args, kwargs)}


def record(fname, fn):
    def wrapper(*args, **kwargs):
        key = repr((args, sorted(kwargs.items())))
        bucket = calls.setdefault(fname, {})
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            # Only fast calls are replayed thousands of times; the slow ones were run once.
            if time.perf_counter() - start < 0.002 and len(bucket) < 40:
                bucket.setdefault(key, (args, kwargs))
    return wrapper


class Proxy(types.ModuleType):
    """Stands in for the module while the driver runs: functions come back wrapped, everything
    else (and every assignment) goes to the real module."""
    def __getattr__(self, attr):
        return getattr(real, attr)

    def __setattr__(self, attr, value):
        setattr(real, attr, value)


proxy = Proxy(name)
public = [n for n in dir(real) if not n.startswith("_") and callable(getattr(real, n))
          and getattr(getattr(real, n), "__module__", None) == name]
for fname in public:
    object.__setattr__(proxy, fname, record(fname, getattr(real, fname)))
for attr in ("__file__", "__name__", "__doc__"):
    object.__setattr__(proxy, attr, getattr(real, attr, None))
sys.modules[name] = proxy
try:
    with redirect_stdout(io.StringIO()):
        runpy.run_path(driver, run_name="__main__")
except BaseException:
    pass  # some drivers end with an uncaught exception on purpose
sys.modules[name] = real

# The boundary's error paths: a str where a value is expected, and one argument too many.
for fname in public:
    bucket = calls.setdefault(fname, {})
    first = next(iter(bucket.values()), ((), {}))
    args = first[0]
    if args:
        bucket["<wrong type>"] = (("not a number",) + tuple(args[1:]), first[1])
    bucket["<too many>"] = (tuple(args) + (1, 2, 3, 4, 5, 6), first[1])


def one_round(fn, work):
    raised = 0
    for args, kwargs in work:
        try:
            fn(*args, **kwargs)
        except (Exception, SystemExit):  # a function may end the program by design
            raised += 1
    return raised


report = {}
for fname, bucket in sorted(calls.items()):
    fn = getattr(real, fname)
    work = list(bucket.values())
    for _ in range(3):
        one_round(fn, work)
    start = time.perf_counter()
    raised = one_round(fn, work)
    cost = max(time.perf_counter() - start, 1e-9)
    # At least a few thousand calls per function, more when they are cheap.
    floor = max(min_rounds, -(-2000 // len(work)))
    rounds = int(max(floor, min(max_rounds, budget / cost)))
    # The same number of rounds first, unmeasured: CPython's free lists (up to 2000 tuples per
    # size, ...) fill slowly and are not leaks; a leak keeps growing in the measured rounds.
    for _ in range(rounds):
        one_round(fn, work)
    def measured():
        gc.collect()
        before = sys.getallocatedblocks()
        for _ in range(rounds):
            one_round(fn, work)
        gc.collect()
        return sys.getallocatedblocks() - before
    # A leak grows by at least `rounds` blocks in every stretch of rounds; a growth that settles
    # (caches filling over the first thousands of calls, as under repeated asyncio.run, an
    # allocator arena, a dict resize) shrinks from one stretch to the next: up to three decide.
    growth = measured()
    for _ in range(2):
        if growth <= max(MAX_GROWTH, rounds // 4):
            break
        growth = min(growth, measured())
    bigint = any(type(a) is int and abs(a) >= 2**63 for args, kw in work for a in list(args) + list(kw.values()))
    report[fname] = {"growth": growth, "rounds": rounds, "calls": len(work),
                     "raising": raised, "bigint": bigint}
print("@@LEAKS " + json.dumps(report))
'''


def check_leaks(module_dir: Path, name: str, driver: Path, tmp_path: Path,
                min_rounds: int = 200, max_rounds: int = 3000, budget: float = 0.3) -> dict:
    """Runs CHECKER in a fresh interpreter; returns {function: {growth, rounds, calls, ...}}."""
    script = tmp_path / "leak_checker.py"
    script.write_text(f"MAX_GROWTH = {MAX_GROWTH}\n" + CHECKER)
    proc = subprocess.run(
        [sys.executable, "-P", str(script), name, str(driver), str(min_rounds), str(max_rounds), str(budget)],
        cwd=str(module_dir), env=_env(module_dir), capture_output=True, text=True, timeout=900,
    )
    marker = [ln for ln in proc.stdout.splitlines() if ln.startswith("@@LEAKS ")]
    assert proc.returncode == 0 and marker, f"leak checker failed (rc={proc.returncode}):\n{proc.stderr[-3000:]}"
    return json.loads(marker[-1][len("@@LEAKS "):])


def _env(module_dir: Path) -> dict:
    import os

    env = dict(os.environ)
    env["PYTHONPATH"] = str(module_dir)
    env["PYTHONHASHSEED"] = "0"
    env.pop("PYTHONSTARTUP", None)
    return env


def leaking(report: dict) -> dict:
    return {f: r for f, r in report.items() if r["growth"] > growth_bound(r["rounds"])}


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    root = tmp_path_factory.mktemp("leaks")
    sysconfig.get_config_vars()  # fill the cache before the build threads read it
    wanted = [n for n in PROGRAMS if n not in NOT_IMPORTABLE]
    pool = ThreadPoolExecutor(max_workers=2)
    futures = {n: pool.submit(compile_module, RUN_DIR / f"{n}.py", root / n, 1, n) for n in wanted}
    yield futures
    pool.shutdown(wait=True, cancel_futures=True)


@pytest.mark.parametrize("name", PROGRAMS)
def test_no_leaks(name, builds, tmp_path):
    if name in NOT_IMPORTABLE:
        pytest.skip(NOT_IMPORTABLE[name])
    ext = builds[name].result()
    copy_run_helpers(ext.parent)
    report = check_leaks(ext.parent, name, RUN_DIR / f"{name}_driver.py", tmp_path)
    assert report, "no public function was found to call"
    assert all(r["rounds"] >= 200 and r["rounds"] * r["calls"] >= 2000 for r in report.values())
    bad = leaking(report)
    assert not bad, f"allocated blocks grow while calling (bound max({MAX_GROWTH}, rounds/4)): {json.dumps(bad, indent=1)}"


def test_corpus_exercises_bigints_and_errors(builds, tmp_path):
    # The replayed calls must reach the bignum slow paths and the error paths somewhere.
    reports = {}
    for name in ("int_overflow", "exceptions_propagate", "division_zero"):
        ext = builds[name].result()
        reports[name] = check_leaks(ext.parent, name, RUN_DIR / f"{name}_driver.py", tmp_path,
                                    min_rounds=200, max_rounds=200)
    assert any(r["bigint"] for r in reports["int_overflow"].values())
    assert any(r["raising"] > 2 for r in reports["exceptions_propagate"].values())
    assert any(r["raising"] > 2 for r in reports["division_zero"].values())


LEAKY_C = r"""
#define PY_SSIZE_T_CLEAN
#include <Python.h>
/* leak() drops one new float per call on the floor; fine() does not. */
static PyObject* leak(PyObject* self, PyObject* arg) {
  (void)self;
  double v = PyFloat_AsDouble(arg);
  if (v == -1.0 && PyErr_Occurred()) return NULL;
  PyObject* lost = PyFloat_FromDouble(v + 0.5);
  (void)lost;
  return PyLong_FromLong(1);
}
static PyObject* fine(PyObject* self, PyObject* arg) {
  (void)self;
  double v = PyFloat_AsDouble(arg);
  if (v == -1.0 && PyErr_Occurred()) return NULL;
  PyObject* kept = PyFloat_FromDouble(v + 0.5);
  Py_XDECREF(kept);
  return PyLong_FromLong(1);
}
static PyMethodDef methods[] = {
  {"leak", leak, METH_O, NULL}, {"fine", fine, METH_O, NULL}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, "leaky", NULL, -1, methods};
PyMODINIT_FUNC PyInit_leaky(void) {
  return PyModule_Create(&def);
}
"""

LEAKY_DRIVER = """
import leaky
for x in (1.0, 2.5, 1e300):
    leaky.leak(x)
    leaky.fine(x)
"""


def test_check_detects_a_leaking_extension(tmp_path):
    from hintc import toolchain

    src = tmp_path / "leaky.c"
    src.write_text(LEAKY_C)
    out = tmp_path / f"leaky{toolchain.extension_suffix()}"
    includes = [f"-I{d}" for d in toolchain.python_include_dirs()]
    subprocess.run(["cc", "-shared", "-fPIC", "-O1", *includes, str(src), "-o", str(out)], check=True)
    driver = tmp_path / "leaky_driver.py"
    driver.write_text(textwrap.dedent(LEAKY_DRIVER))
    report = check_leaks(tmp_path, "leaky", driver, tmp_path)
    assert set(report) == {"leak", "fine"}, report
    assert "leak" in leaking(report), report
    assert "fine" not in leaking(report), report


RAISE_CATCH_SOURCE = '''
import sys


def thrower(i: int) -> int:
    if i % 3 == 0:
        raise ValueError("bad", i)
    if i % 3 == 1:
        raise KeyError(i)
    return i


def catcher(n: int, cm: object) -> int:
    total = 0
    for i in range(n):
        try:
            try:
                total += thrower(i)
            except ValueError as e:
                total += len(e.args)
                raise KeyError(i) from e
            finally:
                total += 1
        except KeyError:
            total -= 1
        with cm:
            try:
                thrower(i * 3)
            except ValueError:
                sys.exception()
    return total
'''

RAISE_CATCH_CHECK = r"""
import contextlib, gc, sys
import raise_catch_leak as m
cm = contextlib.nullcontext()
m.catcher(2000, cm)  # warm-up: caches, traceback frames per line
gc.collect()
before = sys.getallocatedblocks()
m.catcher(100000, cm)
gc.collect()
print(sys.getallocatedblocks() - before)
"""


def test_raise_catch_100k_times_keeps_memory_flat(tmp_path):
    """Raising, catching, chaining and re-raising 100k times in compiled code (handlers, finally,
    `with`, `as` names, traceback entries) leaves sys.getallocatedblocks() flat."""
    src = tmp_path / "raise_catch_leak.py"
    src.write_text(RAISE_CATCH_SOURCE)
    out = tmp_path / "out"
    compile_module(src, out, module_name="raise_catch_leak")
    proc = subprocess.run([sys.executable, "-P", "-c", RAISE_CATCH_CHECK], cwd=out,
                          env={**_env(out)}, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    growth = int(proc.stdout.split()[-1])
    # One leaked object per iteration would be >= 100000 blocks.
    assert growth <= MAX_GROWTH, f"allocated blocks grew by {growth}"
