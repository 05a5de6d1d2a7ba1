# Line profiler overhead: compiled vs compiled --profile vs interpreted vs interpreted under
# line_profiler, on kernels dominated by short lines (the worst case for any line profiler).
#
# Run from the repo root:  python benchmarks/profile_overhead.py [--repeats N] [--quick]
# Every variant runs the same typed source in this process; each time is the best of N repeats.
# line_profiler (pinned in requirements-dev.txt) profiles the interpreted kernels when it is
# installed; otherwise a sys.settrace line counter stands in for it, and the output says so.
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

SOURCE = '''\
def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def sum_mod(n: int) -> int:
    s = 0
    for i in range(n):
        if i % 3 == 0:
            s += i * i % 7
        else:
            s -= 1
    return s


def gcd_total(n: int) -> int:
    total = 0
    for a in range(1, n):
        x = a
        y = n
        while y != 0:
            x, y = y, x % y
        total += x
    return total


def newton_sqrt(n: int) -> float:
    acc = 0.0
    for k in range(1, n):
        x = float(k)
        guess = x / 2.0 + 1.0
        for _ in range(20):
            guess = 0.5 * (guess + x / guess)
        acc += guess
    return acc
'''

# kernel, argument (normal), argument (--quick)
KERNELS = [("fib", 24, 18), ("sum_mod", 300_000, 20_000), ("gcd_total", 100_000, 5_000),
           ("newton_sqrt", 6_000, 500)]


def build(work: Path, name: str, profile: bool):
    if list((REPO / "python" / "hintc").glob("_core*")):
        sys.path.insert(0, str(REPO / "python"))
    import importlib.util

    import hintc

    src = work / f"{name}.py"
    src.write_text(SOURCE, encoding="utf-8")
    built = hintc.build_module(str(src), out_dir=str(work / "out"), module_name=name, opt_level=2,
                               profile=profile)
    spec = importlib.util.spec_from_file_location(name, built.path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def interpreted(filename: str) -> dict:
    namespace: dict = {"__name__": "interpreted_kernels"}
    exec(compile(SOURCE, filename, "exec"), namespace)
    return namespace


def best_of(repeats: int, run: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - t0)
    return best


class SettraceCounter:
    """Stand-in for line_profiler: counts and times 'line' events of the given code objects."""

    name = "sys.settrace counter"

    def __init__(self, functions):
        self.codes = {f.__code__ for f in functions}
        self.hits: Counter = Counter()

    def _trace(self, frame, event, arg):
        if frame.f_code not in self.codes:
            return None
        if event == "line":
            self.hits[frame.f_lineno] += 1
        return self._trace

    def run(self, call):
        sys.settrace(self._trace)
        try:
            return call()
        finally:
            sys.settrace(None)


class LineProfilerRunner:
    name = "line_profiler"

    def __init__(self, functions):
        from line_profiler import LineProfiler

        self.profiler = LineProfiler()
        for f in functions:
            self.profiler.add_function(f)

    def run(self, call):
        self.profiler.enable_by_count()
        try:
            return call()
        finally:
            self.profiler.disable_by_count()


def line_profiler_runner(functions):
    try:
        import line_profiler  # noqa: F401
    except ImportError:
        return SettraceCounter(functions)
    return LineProfilerRunner(functions)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="small arguments, 1 repeat (CI)")
    args = parser.parse_args(argv)
    repeats = 1 if args.quick else args.repeats

    with tempfile.TemporaryDirectory(prefix="hintc-profbench-") as tmp:
        work = Path(tmp)
        plain = build(work, "kernels_plain", profile=False)
        profiled = build(work, "kernels_profiled", profile=True)
        py = interpreted(str(work / "kernels_plain.py"))
        tracer = line_profiler_runner([py[k] for k, _, _ in KERNELS])
        from hintc import profile

        rows = []
        for name, arg, quick_arg in KERNELS:
            n = quick_arg if args.quick else arg
            expected = py[name](n)
            for module in (plain, profiled):
                if getattr(module, name)(n) != expected:
                    raise SystemExit(f"{module.__name__}.{name}({n}) disagrees with CPython")
            times = {
                "compiled": best_of(repeats, lambda: getattr(plain, name)(n)),
                "compiled --profile": best_of(repeats, lambda: getattr(profiled, name)(n)),
                "interpreted": best_of(repeats, lambda: py[name](n)),
                f"interpreted + {tracer.name}": best_of(
                    repeats, lambda: tracer.run(lambda: py[name](n))),
            }
            # Line events of one run (the interpreted run has the same: see tests/test_profile.py).
            profile.reset()
            getattr(profiled, name)(n)
            events = sum(ls.hits for f in profile.stats() if f.module == "kernels_profiled"
                         for ls in f.lines)
            rows.append((f"{name}({n})", times, events))

    headers = list(rows[0][1])
    print(f"Line profiler overhead (best of {repeats}; times in ms)\n")
    print(f"{'kernel':<22}" + "".join(f"{h:>32}" for h in headers))
    for label, times, _ in rows:
        print(f"{label:<22}" + "".join(f"{times[h] * 1e3:>32.2f}" for h in headers))
    print(f"\n{'kernel':<22}{'line events':>12}{'--profile/compiled':>20}{'tracer/interpreted':>20}"
          f"{'ns/event hintc':>16}{'ns/event tracer':>17}{'interp+tracer/profile':>23}")
    for label, times, events in rows:
        t = list(times.values())
        print(f"{label:<22}{events:>12,}{t[1] / t[0]:>19.1f}x{t[3] / t[2]:>19.1f}x"
              f"{(t[1] - t[0]) / events * 1e9:>16.1f}{(t[3] - t[2]) / events * 1e9:>17.1f}"
              f"{t[3] / t[1]:>22.1f}x")
    print("\n--profile/compiled: the instrumentation's cost on compiled code (profile builds also "
          "drop the\nint64 fast clones, which fib benefits from); tracer/interpreted: the line "
          "profiler's cost on\nCPython; ns/event: the added time per line event; last column: how "
          "much faster the profiled\ncompiled code runs than the profiled interpreted code.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
