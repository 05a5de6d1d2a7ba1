"""Latency of the %%compile magic: cold builds and cache hits of a 10-line numeric cell.

Usage: python benchmarks/magic_latency.py [--runs N] [-O LEVEL] [--compare-cython]

Cold builds use a fresh cell each run (a different constant), so every run misses the cache;
they are timed with the precompiled runtime header ready and with it turned off.
Cache hits are measured three ways: re-running the cell in the same session (in memory), after
forgetting the in-process table (disk, same process) and in a new process (disk, what a new
kernel sees). Only the magic call is timed, not interpreter or IPython start-up. The cache
lives in a temporary directory, never the user's.
"""
from __future__ import annotations

import argparse
import atexit
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CELL = """\
K: float = {k}.0
def poly(x: float) -> float:
    return 3.0 * x * x + 2.0 * x + K

def integrate(a: float, b: float, n: int) -> float:
    h: float = (b - a) / n
    total: float = 0.0
    for i in range(n):
        total += poly(a + (i + 0.5) * h)
    return total * h
"""

_FRESH_PROCESS = r"""
import json, sys, time
from IPython.core.interactiveshell import InteractiveShell
ip = InteractiveShell.instance()
ip.run_line_magic("load_ext", "hintc")
line, cell = sys.argv[1], sys.stdin.read()
start = time.perf_counter()
ip.run_cell_magic("compile", line, cell)
elapsed = time.perf_counter() - start
assert ip.user_ns["integrate"](0.0, 1.0, 10) > 0
print(json.dumps(elapsed))
"""


def summary(label: str, seconds: list[float]) -> str:
    ms = [s * 1e3 for s in seconds]
    return f"  {label:<36} min {min(ms):9.1f} ms   median {statistics.median(ms):9.1f} ms   (n={len(ms)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="measurements per scenario (default 5)")
    parser.add_argument("-O", dest="opt_level", type=int, default=None,
                        help="pass -O LEVEL to the magic (default: the magic's own default)")
    parser.add_argument("--compare-cython", action="store_true",
                        help="also time Cython's %%%%cython magic cold builds on the same cell")
    args = parser.parse_args()

    cache_home = Path(tempfile.mkdtemp(prefix="hintc-magic-bench-"))
    # Registered before the shell exists so it runs after IPython's own exit handler, which
    # still writes its history database under this directory.
    atexit.register(shutil.rmtree, cache_home, True)
    os.environ["XDG_CACHE_HOME"] = str(cache_home)
    os.environ["IPYTHONDIR"] = str(cache_home / "ipython-profile")

    import hintc
    from IPython.core.interactiveshell import InteractiveShell

    build_timings: list[dict] = []
    real_build = hintc.build_module

    def recording_build(*a, **k):
        result = real_build(*a, **k)
        build_timings.append(dict(result.timings))
        return result

    hintc.build_module = recording_build
    ip = InteractiveShell.instance()
    ip.run_line_magic("load_ext", "hintc")
    magics = ip.magics_manager.registry["HintcMagics"]
    line = "" if args.opt_level is None else f"-O {args.opt_level}"

    def timed(cell: str, line: str = line, magic: str = "compile") -> float:
        start = time.perf_counter()
        ip.run_cell_magic(magic, line, cell)
        return time.perf_counter() - start

    # The first build of a process also pays for importing the compiler core and asking the
    # C++ compiler for its identity; reported on its own.
    first = timed(CELL.format(k=1000))
    # Cold builds once the precompiled runtime header (built in the background after the first
    # build) is ready: the steady state of a session.
    magics.precompiled_headers(magics.store()).wait()
    build_timings.clear()
    cold = [timed(CELL.format(k=k)) for k in range(args.runs)]
    cold_timings = list(build_timings)
    magics.precompiled_header = False
    no_pch = [timed(CELL.format(k=k + 2000)) for k in range(args.runs)]
    magics.precompiled_header = True
    build_timings[:] = cold_timings
    in_memory = [timed(CELL.format(k=0)) for _ in range(args.runs)]
    disk_same_process = []
    for _ in range(args.runs):
        magics._loaded.clear()
        disk_same_process.append(timed(CELL.format(k=0)))
    fresh = []
    for _ in range(args.runs):
        proc = subprocess.run(
            [sys.executable, "-c", _FRESH_PROCESS, line], input=CELL.format(k=0),
            capture_output=True, text=True, check=True,
        )
        fresh.append(json.loads(proc.stdout.strip().splitlines()[-1]))

    print(f"hintc %%compile latency, 10-line numeric cell, {args.runs} runs "
          f"(opt level {args.opt_level if args.opt_level is not None else magics.default_opt_level})")
    print(f"  {'first build (no precompiled header)':<36} {first * 1e3:9.1f} ms")
    print(summary("cold build (precompiled header)", cold))
    for key, label in (("parse", "  translate: parse"), ("lower", "  translate: lower"),
                       ("codegen", "  translate: codegen"), ("cxx_compile", "  C++ compile"),
                       ("link", "  link")):
        print(summary(label, [t.get(key, 0.0) for t in build_timings]))
    overhead = [c - t.get("total", 0.0) for c, t in zip(cold, build_timings)]
    print(summary("  magic overhead (key, install, load)", overhead))
    print(summary("cold build, no precompiled header", no_pch))
    print(summary("cache hit, same session (in memory)", in_memory))
    print(summary("cache hit, same process (disk)", disk_same_process))
    print(summary("cache hit, new process (disk)", fresh))

    if args.compare_cython:
        ip.run_line_magic("load_ext", "Cython")
        cython_cold = [timed(CELL.format(k=k + 5000), line="", magic="cython") for k in range(args.runs)]
        print(summary("Cython %%cython cold build", cython_cold))
    return 0


if __name__ == "__main__":
    sys.exit(main())
