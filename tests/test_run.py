"""Differential run tests: each tests/run/NAME.py runs under CPython and compiled by hintc; the
driver tests/run/NAME_driver.py must print the same stdout and end with the same exception line."""
from __future__ import annotations

import difflib
import math
import random
import re
import shutil
import sys
import sysconfig
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from helpers import TESTS_DIR, compile_module, copy_run_helpers, import_compiled, run_python

RUN_DIR = TESTS_DIR / "run"
PROGRAMS = sorted(
    p.stem for p in RUN_DIR.glob("*.py") if not p.stem.endswith("_driver") and not p.stem.startswith("_")
)
MARKER = "@@hintc-loaded-from: "
# A program's first line may limit it to the interpreters that accept it as their own syntax:
# `# hintc-run: python < 3.12` (CPython is the oracle, and a version that refuses the module
# has nothing to compare). `# hintc-known-failure: python >= 3.12` marks a documented gap of
# hintc on those versions (docs/VERSIONS.md) as a strict xfail, so its fix shows.
_VERSION_LINE = re.compile(r"# hintc-(run|known-failure): python (<|>=) (\d+)\.(\d+)")


def _program_param(name: str):
    first = (RUN_DIR / f"{name}.py").read_text().split("\n", 1)[0]
    m = _VERSION_LINE.match(first)
    if m is None:
        return name
    kind, op = m.group(1), m.group(2)
    bound = (int(m.group(3)), int(m.group(4)))
    holds = sys.version_info[:2] < bound if op == "<" else sys.version_info[:2] >= bound
    if kind == "known-failure":
        why = f"known failure on python {op} {bound[0]}.{bound[1]} (docs/VERSIONS.md)"
        return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=why)) if holds else name
    why = f"for python {op} {bound[0]}.{bound[1]}"
    return name if holds else pytest.param(name, marks=pytest.mark.skip(reason=why))

# Runs the driver as __main__ and afterwards reports which file the program module came from, so
# the test can prove that each run saw only the variant it was meant to see.
PRELUDE = """
import runpy, sys
try:
    runpy.run_path({driver!r}, run_name="__main__")
finally:
    sys.stdout.flush()
    _m = sys.modules.get({name!r})
    _origin = getattr(_m, "__file__", None)
    if _origin is None:  # the import failed: report what it would load
        import importlib.util
        _spec = importlib.util.find_spec({name!r})
        _origin = _spec.origin if _spec else None
    sys.stderr.write("\\n{marker}%s\\n" % (_origin,))
    sys.stderr.flush()
"""


def _build(name: str, root: Path, opt_level: int):
    """Places the interpreted copy and the compiled extension in two separate folders."""
    interp_dir = root / name / "interp"
    compiled_dir = root / name / "compiled"
    interp_dir.mkdir(parents=True)
    shutil.copy(RUN_DIR / f"{name}.py", interp_dir / f"{name}.py")
    ext = compile_module(RUN_DIR / f"{name}.py", compiled_dir, opt_level=opt_level, module_name=name)
    # Keep only the extension visible: build by-products must not shadow anything.
    for extra in compiled_dir.iterdir():
        if extra != ext and extra.suffix == ".py":
            extra.unlink()
    for d in (interp_dir, compiled_dir):
        copy_run_helpers(d)
    return interp_dir, compiled_dir, ext


@pytest.fixture(scope="session")
def run_builds(request, tmp_path_factory):
    """Starts the builds of all selected programs at once (two at a time) on first use, at the
    level given by --run-opt-level."""
    selected = []
    for item in request.session.items:
        callspec = getattr(item, "callspec", None)
        if getattr(item, "originalname", None) == "test_run_program" and callspec is not None:
            selected.append(callspec.params["name"])
    root = tmp_path_factory.mktemp("run")
    # sysconfig fills its cache lazily and not thread-safely (a racing thread can see no
    # EXT_SUFFIX), so fill it before the build threads start.
    sysconfig.get_config_vars()
    pool = ThreadPoolExecutor(max_workers=2)
    opt_level = request.config.getoption("--run-opt-level")
    futures = {name: pool.submit(_build, name, root, opt_level) for name in dict.fromkeys(selected)}
    yield futures
    pool.shutdown(wait=True, cancel_futures=True)


def _run(name: str, path_dir: Path):
    driver = RUN_DIR / f"{name}_driver.py"
    code = PRELUDE.format(driver=str(driver), name=name, marker=MARKER)
    proc = run_python(code, [path_dir], cwd=path_dir, timeout=300)
    before, sep, after = proc.stderr.rpartition(MARKER)
    assert sep, (
        f"driver run did not reach the report (crash?): rc={proc.returncode}\n"
        f"stdout tail:\n{proc.stdout[-2000:]}\nstderr:\n{proc.stderr[-3000:]}"
    )
    loaded_from, _, tail = after.partition("\n")
    lines = [ln for ln in tail.splitlines() if ln.strip()]
    last_exception = lines[-1] if lines else ""
    return proc, loaded_from.strip(), last_exception


def test_corpus_is_paired():
    missing = [n for n in PROGRAMS if not (RUN_DIR / f"{n}_driver.py").is_file()]
    assert not missing, f"programs without a driver: {missing}"
    assert len(PROGRAMS) >= 25


def _compare(name, interp_dir, compiled_dir, ext):
    with ThreadPoolExecutor(max_workers=2) as pool:
        f_interp = pool.submit(_run, name, interp_dir)
        f_comp = pool.submit(_run, name, compiled_dir)
        interp, interp_from, interp_exc = f_interp.result()
        comp, comp_from, comp_exc = f_comp.result()

    assert interp_from.endswith(f"{name}.py"), f"interpreted run loaded {interp_from}"
    assert comp_from == str(ext), f"compiled run loaded {comp_from}, expected {ext}"
    assert interp.stdout.strip(), "the interpreted driver printed nothing"
    if comp.stdout != interp.stdout:
        diff = difflib.unified_diff(
            interp.stdout.splitlines(), comp.stdout.splitlines(), "CPython", "hintc", lineterm="", n=1
        )
        shown = "\n".join(list(diff)[:80])
        pytest.fail(f"stdout differs:\n{shown}\nstderr of compiled run:\n{comp.stderr[-3000:]}")
    assert comp_exc == interp_exc
    assert comp.returncode == interp.returncode, comp.stderr


@pytest.mark.parametrize("name", [_program_param(n) for n in PROGRAMS])
def test_run_program(name, run_builds):
    _compare(name, *run_builds[name].result())


# The IR passes differ per level (and so does the C++ -O): a few programs run at the extremes.
@pytest.mark.parametrize("opt_level", [0, 3])
@pytest.mark.parametrize("name", ["int_overflow", "loop_control", "chains", "float_edges"])
def test_run_program_opt_levels(name, opt_level, tmp_path):
    interp_dir = tmp_path / "interp"
    interp_dir.mkdir()
    shutil.copy(RUN_DIR / f"{name}.py", interp_dir / f"{name}.py")
    compiled_dir = tmp_path / "compiled"
    ext = compile_module(RUN_DIR / f"{name}.py", compiled_dir, opt_level=opt_level, module_name=name)
    _compare(name, interp_dir, compiled_dir, ext)


# --- Generated differential tests --------------------------------------------------------------
# Seeded random typed expressions over the edge values of int and float, compiled as one module of
# small functions and compared call by call with the same source run by CPython in this process.

_INT_LEAVES = ["a", "b", "c", "0", "1", "2", "3", "7", "-1", "-7", "63", "64", "4611686018427387904",
               "9223372036854775807", "9223372036854775808", "18446744073709551616",
               "(-9223372036854775808)"]
_FLOAT_LEAVES = ["x", "y", "0.0", "0.5", "1.0", "-2.5", "1e300", "1e-300", "3.14159", "-0.0"]
_MATH1 = ["sqrt", "exp", "log", "sin", "cos", "tan", "fabs", "log2", "log10"]
_CMP = ["<", "<=", "==", "!=", ">", ">="]


class _ExprGen:
    def __init__(self, seed: int):
        self.r = random.Random(seed)

    def i(self, d: int) -> str:
        r = self.r
        if d <= 0 or r.random() < 0.2:
            return r.choice(_INT_LEAVES)
        k = r.randrange(13)
        if k == 0:
            return f"(-{self.i(d - 1)})"
        if k == 1:
            return f"(~{self.i(d - 1)})"
        if k <= 4:
            op = r.choice(["+", "-", "*", "//", "%", "&", "|", "^"])
            return f"({self.i(d - 1)} {op} {self.i(d - 1)})"
        if k == 5:  # shift counts masked so results stay small enough to print
            return f"({self.i(d - 1)} {r.choice(['<<', '>>'])} ({self.i(d - 1)} & 127))"
        if k == 6:
            return f"abs({self.i(d - 1)})"
        if k == 7:
            return f"{r.choice(['min', 'max'])}({self.i(d - 1)}, {self.i(d - 1)})"
        if k == 8:
            return f"({self.i(d - 1)} if {self.cond(d - 1)} else {self.i(d - 1)})"
        if k == 9:
            return f"{r.choice(['int', 'round', 'math.floor', 'math.ceil'])}({self.f(d - 1)})"
        if k == 10:
            return f"({self.i(d - 1)} * {r.choice(['a', 'b', 'c'])})"
        return self.i(d - 1)

    def f(self, d: int) -> str:
        r = self.r
        if d <= 0 or r.random() < 0.2:
            return r.choice(_FLOAT_LEAVES)
        k = r.randrange(11)
        if k == 0:
            return f"(-{self.f(d - 1)})"
        if k <= 3:
            op = r.choice(["+", "-", "*", "/", "//", "%"])
            return f"({self.f(d - 1)} {op} {self.f(d - 1)})"
        if k == 4:
            return f"({self.i(d - 1)} {r.choice(['+', '-', '*', '/'])} {self.f(d - 1)})"
        if k == 5:
            return f"({self.i(d - 1)} / {self.i(d - 1)})"
        if k == 6:
            return f"abs({self.f(d - 1)})"
        if k == 7:
            if r.random() < 0.3:
                return f"math.{r.choice(['atan2', 'hypot'])}({self.f(d - 1)}, {self.f(d - 1)})"
            return f"math.{r.choice(_MATH1)}({self.f(d - 1)})"
        if k == 8:
            return f"({self.f(d - 1)} if {self.cond(d - 1)} else {self.f(d - 1)})"
        if k == 9:
            return f"float({self.i(d - 1)})"
        return f"round({self.f(d - 1)}, {r.choice(['0', '1', '2', '-1', '5'])})"

    def cond(self, d: int) -> str:
        r = self.r
        k = r.randrange(6)
        if k == 0:
            return f"({self.i(d - 1)} {r.choice(_CMP)} {self.i(d - 1)})"
        if k == 1:
            return f"({self.f(d - 1)} {r.choice(_CMP)} {self.f(d - 1)})"
        if k == 2:
            return f"({self.i(d - 1)} < {self.f(d - 1)} <= {self.i(d - 1)})"
        if k == 3:
            return f"({self.cond(d - 1)} {r.choice(['and', 'or'])} {self.cond(d - 1)})"
        if k == 4:
            return f"(not {self.cond(d - 1)})"
        return f"({self.i(d - 1)} == {self.f(d - 1)})"

    def loop_body(self) -> list[str]:
        r = self.r
        out = []
        for _ in range(r.randrange(1, 5)):
            k = r.randrange(6)
            t = r.choice(["a", "b"])
            if k == 0:
                out.append(f"{t} {r.choice(['+=', '-=', '^=', '|=', '&='])} {self.i(2)}")
            elif k == 1:
                out += [f"if {self.cond(2)}:", f"    {t} = {self.i(2)}", "else:",
                        f"    {t} //= ({self.i(1)} | 1)"]
            elif k == 2:
                out += [f"if {self.cond(2)}:", "    break" if r.random() < 0.5 else "    continue"]
            elif k == 3:
                out.append("a, b = b, a + b")
            elif k == 4:
                out.append(f"acc += {self.f(2)}")
            else:
                out.append(f"{t} = {t} * 3 + {self.i(1)} if {t} < 10 ** 30 else {t} // 7")
        return out


_SIG = "(a: int, b: int, c: int, x: float, y: float)"
_LOOPS = ["for c in range(n):", "for c in range(n, -3, -2):", "for c in range(-n, n, 3):",
          "while n > 0:"]


def _generated_source(seed: int, nfuncs: int) -> str:
    g = _ExprGen(seed)
    lines = ["import math", ""]
    for n in range(nfuncs):
        kind = n % 4
        if kind == 0:
            lines += [f"def f{n}{_SIG} -> int:", f"    return {g.i(4)}"]
        elif kind == 1:
            lines += [f"def f{n}{_SIG} -> float:", f"    return {g.f(4)}"]
        elif kind == 2:
            lines += [f"def f{n}{_SIG} -> bool:", f"    return {g.cond(4)}"]
        else:
            loop = g.r.choice(_LOOPS)
            body = (["n -= 1"] if loop.startswith("while") else []) + g.loop_body()
            lines += [f"def f{n}{_SIG} -> int:", "    n = c % 13", "    acc = 0.0", f"    {loop}"]
            lines += ["        " + s for s in body]
            lines += ["    else:", "        acc -= 1.0",
                      "    return a * 1000 + b + (0 if acc != acc else "
                      "int(acc) % 1000 if -1e18 < acc < 1e18 else 7)"]
        lines.append("")
    return "\n".join(lines)


_ARG_INTS = [0, 1, -1, 2, -3, 5, 63, 64, 2**62, -(2**62), 2**63 - 1, -(2**63), 2**64,
             -(2**64) - 3, 10**20 + 7]
_ARG_FLOATS = [0.0, -0.0, 0.5, -1.5, 2.0, 1e300, -1e-300, math.inf, -math.inf, math.nan, 3.0]


def _outcome(fn, args) -> str:
    try:
        r = fn(*args)
    except Exception as e:  # noqa: BLE001 - any exception is part of the observable behaviour
        return f"{type(e).__name__}: {e}"
    return f"{type(r).__name__} {r!r}"


@pytest.mark.parametrize("seed,opt_level", [(1, 1), (2, 2), (3, 3), (4, 0)])
def test_generated_functions(seed, opt_level, tmp_path):
    nfuncs = 32
    name = f"hintc_generated_{seed}"
    src = tmp_path / f"{name}.py"
    text = _generated_source(seed, nfuncs)
    src.write_text(text)
    module = import_compiled(src, tmp_path / "out", opt_level=opt_level, module_name=name)
    interpreted: dict = {}
    exec(compile(text, str(src), "exec"), interpreted)
    rng = random.Random(seed)
    mismatches = []
    for n in range(nfuncs):
        for _ in range(40):
            args = (rng.choice(_ARG_INTS), rng.choice(_ARG_INTS), rng.choice(_ARG_INTS),
                    rng.choice(_ARG_FLOATS), rng.choice(_ARG_FLOATS))
            want = _outcome(interpreted[f"f{n}"], args)
            got = _outcome(getattr(module, f"f{n}"), args)
            if want != got:
                mismatches.append(f"f{n}{args}: CPython {want[:200]!r}, hintc {got[:200]!r}")
    sys.modules.pop(name, None)
    assert not mismatches, f"{len(mismatches)} mismatches in {src}:\n" + "\n".join(mismatches[:10])
