# Build time and the C++ compiler's peak memory against source size (a benchmark, not a test).
#
# Run from the repo root:  python benchmarks/build_scaling.py [--quick] [--out FILE.md]
# Each build runs `hintc build` in a fresh wrapper process that reports its wall time and the
# largest resident set of its children (the C++ compiler: resource.RUSAGE_CHILDREN). Cases:
# generated modules of 1k, 5k and 20k lines (functions with loops, branches and calls to earlier
# functions), call chains of N=40 and N=5,000 small functions (issue 25's shape), a module of
# literal tables, one function of 1k, 4k and 16k statements (the C++ compiler's time per function
# must stay linear too), and a build of 200 generated modules with -j 1, -j 2 and a warm cache.
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

MEASURE = r"""
import json, resource, subprocess, sys, time
t = time.perf_counter()
p = subprocess.run(sys.argv[1:], capture_output=True, text=True)
wall = time.perf_counter() - t
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"rc": p.returncode, "wall": wall, "user": ru.ru_utime, "rss_kb": ru.ru_maxrss,
                  "err": p.stderr[-2000:]}))
"""


def chain(n: int) -> str:
    parts = ["def f1(x: int) -> int:\n    return x + 1\n"]
    for i in range(2, n + 1):
        parts.append(f"def f{i}(x: int) -> int:\n    return x * 2 + f{i - 1}(x) % 7\n")
    return "\n".join(parts)


def mixed(lines: int) -> str:
    """About `lines` lines: 10-line functions with a loop, a branch and a call to an earlier one."""
    out = ["from typing import List\n"]
    i = 0
    while sum(s.count("\n") for s in out) < lines:
        call = f"g{i - 1}(n - 1, xs)" if i else "0"
        out.append(
            f"def g{i}(n: int, xs: List[int]) -> int:\n"
            f"    total = {i}\n"
            "    for k in range(n):\n"
            "        if k % 3 == 0:\n"
            "            total += xs[k % len(xs)] if xs else k\n"
            "        else:\n"
            "            total -= k * 2\n"
            f"    if n > 0:\n        total += {call}\n"
            "    return total\n\n")
        i += 1
    return "".join(out)


def long_function(n: int) -> str:
    """One function of n statements (unpackings, int arithmetic, branches, dict reads, calls),
    the shape of pyperformance's unpack_sequence and of generated or hand-unrolled code."""
    body = ["from typing import Dict, Tuple\n",
            "def long_fn(xs: Tuple[int, int, int], d: Dict[str, int], n: int) -> int:\n",
            "    total = 0\n"]
    for k in range(n - 2):
        body.append(("    a, b, c = xs\n",
                     f"    total += a * n + b - c + {k}\n",
                     f"    if total > {1000 + k}:\n        total = total % 1000 + d.get('k{k % 10}', 0)\n",
                     "    total = max(total, len(xs))\n")[k % 4])
    body.append("    return total\n")
    return "".join(body)


def tables(n: int) -> str:
    body = ", ".join(f"'k{i}': ['v{i}', 'w', {i}, {i / 4}]" for i in range(n))
    return "from typing import Dict, List, Any\nT: Dict[str, List[Any]] = {" + body + "}\n"


def measure(argv: list[str]) -> dict:
    out = subprocess.run([sys.executable, "-c", MEASURE, *argv], capture_output=True, text=True)
    return json.loads(out.stdout)


def hintc(*args: str) -> list[str]:
    return [sys.executable, "-m", "hintc", "build", *args]


def row(label: str, src_bytes: int, lines: int, r: dict) -> str:
    status = "ok" if r["rc"] == 0 else "FAILED: " + r["err"].strip().splitlines()[-1][:80]
    return (f"| {label} | {lines} | {src_bytes} | {r['wall']:.1f} | {r['user']:.1f} | "
            f"{r['rss_kb'] / 1024:.0f} | {status} |")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="small sizes only (1k lines, N=40, 20 modules)")
    ap.add_argument("--out", help="also write the table to this markdown file")
    ap.add_argument("--only", metavar="TEXT", help="only the cases whose label contains TEXT "
                    "(and no multi-module build)")
    ap.add_argument("--cxxflags", default="", help="passed on to hintc build (to compare)")
    ap.add_argument("--no-modules", action="store_true", help="leave out the multi-module build")
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="hintc-scaling-"))
    cases = [("mixed 1k lines", "m1k", mixed(1000)), ("chain N=40", "c40", chain(40)),
             ("literal table 2k entries", "t2k", tables(2000)),
             ("one function, 1k statements", "l1k", long_function(1000))]
    if not args.quick:
        cases += [("mixed 5k lines", "m5k", mixed(5000)), ("mixed 20k lines", "m20k", mixed(20000)),
                  ("chain N=5000", "c5000", chain(5000)),
                  ("one function, 4k statements", "l4k", long_function(4000)),
                  ("one function, 16k statements", "l16k", long_function(16000))]
    if args.only:
        cases = [c for c in cases if args.only in c[0]]
    lines = ["| case | lines | source bytes | wall s | user s (children) | peak RSS MB | result |",
             "|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for label, name, text in cases:
        src = work / f"{name}.py"
        src.write_text(text)
        r = measure(hintc(str(src), "--no-cache", f"--cxxflags={args.cxxflags}"))
        lines.append(row(label, len(text.encode()), text.count("\n"), r))
        print(lines[-1], flush=True)
    if args.only or args.no_modules:
        if args.out:
            Path(args.out).write_text("\n".join(lines) + "\n")
        return 0
    n_mod = 20 if args.quick else 200
    proj = work / "proj"
    proj.mkdir()
    for i in range(n_mod):
        (proj / f"mod{i}.py").write_text(mixed(30).replace("def g", f"def m{i}_g").replace(
            "+= g", f"+= m{i}_g"))
    total = sum(len(p.read_bytes()) for p in proj.glob("*.py"))
    nlines = sum(p.read_text().count("\n") for p in proj.glob("*.py"))
    for label, extra in ((f"{n_mod} modules, -j 1", ["-j", "1", "--no-cache"]),
                         (f"{n_mod} modules, -j 2", ["-j", "2", "--no-cache"]),
                         (f"{n_mod} modules, warm cache", ["-j", "2"])):
        r = measure(hintc(str(proj), *extra))
        lines.append(row(label, total, nlines, r))
        print(lines[-1], flush=True)
    if args.out:
        Path(args.out).write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
