# README demo: compile benchmarks/fib.py with hintc, time fib(25) and fib_loop(10) against CPython.
#
# Run from the repo root:  python benchmarks/demo_fib.py
# Each kernel is called from Python with timeit (autorange, best of 7 repeats) in a fresh
# subprocess per tool; mypyc and Cython are shown side by side when they are installed.
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from benchmarks import tools  # noqa: E402

SOURCE = HERE / "fib.py"
CEILING = HERE / "fib_cython.pyx"
CHILD = HERE / "child.py"
KERNELS = [("fib", 25, 50.0), ("fib_loop", 10, 10.0)]  # name, argument, target speedup
OPT_LEVEL = 3  # the level hintc builds at here, printed with the results
HINTC_LABEL = f"hintc -O{OPT_LEVEL}"


def build_hintc(work: Path) -> tools.Build:
    """Uses hintc's Python API, the way a user script would."""
    # Prefer the checked-out compiler (repo python/) over an installed copy, like the runner.
    if list((tools.REPO / "python" / "hintc").glob("_core*")):
        sys.path.insert(0, str(tools.REPO / "python"))
    try:
        import hintc
    except ImportError as e:
        return tools.Build(ok=False, diagnostic=f"hintc is not importable: {e}")
    out = work / "run"
    out.mkdir(parents=True)
    t0 = time.perf_counter()
    try:
        # benchmarks/ is a package, so name the module explicitly: a top-level `fib`.
        built = hintc.build_module(str(SOURCE), out_dir=str(out), module_name="fib",
                                   opt_level=OPT_LEVEL)
    except hintc.CompileError as e:
        return tools.Build(ok=False, compile_s=time.perf_counter() - t0,
                           diagnostic=tools.first_diagnostic(str(e)))
    except Exception as e:  # a crash in the compiler is still reported, not raised
        return tools.Build(ok=False, diagnostic=f"{type(e).__name__}: {e}")
    wall = time.perf_counter() - t0
    so = Path(built.path)
    return tools.Build(ok=True, module_dir=so.parent, module=built.module_name, compile_s=wall,
                       size_bytes=so.stat().st_size)


def cli_default_level() -> str:
    """The optimisation level of ``hintc build`` without -O, read from the CLI itself."""
    try:
        from hintc import cli
    except ImportError:
        return "?"
    return str(cli._parser().parse_args(["build", "m.py"]).opt_level)


def time_call(build: tools.Build, func: str, arg: int) -> tuple[str, float]:
    assert build.module_dir is not None
    with tempfile.TemporaryDirectory() as tmp:
        timing = Path(tmp) / "t.json"
        proc = subprocess.run([sys.executable, str(CHILD), str(build.module_dir), build.module,
                               str(timing), "micro", func, str(arg), "7"],
                              capture_output=True, text=True, cwd=tmp)
        if proc.returncode != 0:
            raise RuntimeError(proc.stderr.strip().splitlines()[-1])
        return proc.stdout.strip(), float(json.loads(timing.read_text())["seconds"])


def fmt(s: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if s >= scale:
            return f"{s / scale:.3g} {unit}"
    return f"{s / 1e-9:.3g} ns"


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="hintc-demo-"))
    try:
        builds: list[tuple[str, tools.Build]] = [
            ("CPython", tools.CPython().build(SOURCE, work / "cpython")),
            (HINTC_LABEL, build_hintc(work / "hintc")),
        ]
        for label, tool, src in (("mypyc", tools.Mypyc(), SOURCE),
                                 ("Cython (pure .py)", tools.CythonPure(), SOURCE),
                                 ("Cython cpdef int/double", tools.CythonTyped(), CEILING)):
            if tool.available()[0]:
                builds.append((label, tool.build(src, work / tool.name)))
        print(f"hintc builds {SOURCE.name} at -O{OPT_LEVEL} "
              f"(`hintc build` without -O uses -O{cli_default_level()})")
        for label, b in builds[1:]:
            state = f"built in {b.compile_s:.2f} s" if b.ok else f"cannot compile: {b.diagnostic}"
            print(f"{label:24s} {state}")
        print()
        rows = []
        for func, arg, target in KERNELS:
            expected, base = time_call(builds[0][1], func, arg)
            rows.append((f"{func}({arg})", "CPython", fmt(base), "1.0x", ""))
            for label, b in builds[1:]:
                if not b.ok:
                    rows.append(("", label, "cannot compile", "", ""))
                    continue
                out, t = time_call(b, func, arg)
                if out != expected:
                    rows.append(("", label, f"WRONG: {out!r} != {expected!r}", "", ""))
                    continue
                goal = (f"target ≥{target:g}x: {'met' if base / t >= target else 'missed'}"
                        if label == HINTC_LABEL else "")
                rows.append(("", label, fmt(t), f"{base / t:.1f}x", goal))
        widths = [max(len(r[i]) for r in rows + [HEADER]) for i in range(5)]
        for r in [HEADER] + rows:
            print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
        return 0 if builds[1][1].ok else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


HEADER = ("call", "tool", "time per call", "speedup", "goal")

if __name__ == "__main__":
    sys.exit(main())
