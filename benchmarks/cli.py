# `python -m benchmarks`: builds every program with every tool, times them, writes md/json/png.
from __future__ import annotations

import argparse
import concurrent.futures
import shutil
import sys
import tempfile
from pathlib import Path

from benchmarks import catalog, machine, measure, report, tools

RESULTS = Path(__file__).resolve().parent / "results"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    p.add_argument("--quick", action="store_true",
                   help="CI mode: small workloads, one run per tool, checksums checked")
    p.add_argument("--only", nargs="+", metavar="NAME", help="benchmarks to run (default: all)")
    p.add_argument("--tools", nargs="+", metavar="TOOL",
                   help="tools to compare (default: all; cpython is always included); "
                   + ", ".join(t.name for t in tools.ALL_TOOLS))
    p.add_argument("--out", type=Path, help="output folder (default: benchmarks/results, or "
                   "benchmarks/results/quick with --quick)")
    p.add_argument("--jobs", type=int, default=None,
                   help="parallel builds (default 1 for full runs, so compile latency is cold "
                   "and uncontended; 2 with --quick)")
    p.add_argument("--min-runs", type=int, default=5)
    p.add_argument("--max-runs", type=int, default=15)
    p.add_argument("--tolerance", type=float, default=0.03,
                   help="stop timing once (median - min) / min is below this (after --min-runs)")
    p.add_argument("--micro-repeat", type=int, default=5,
                   help="timeit repeats per subprocess for the microbenchmarks")
    p.add_argument("--no-setup", action="store_true",
                   help="do not pip-install missing pinned baselines")
    p.add_argument("--no-chart", action="store_true")
    p.add_argument("--keep-builds", action="store_true", help="keep the temporary build folders")
    args = p.parse_args(argv)
    if args.jobs is None:
        args.jobs = 2 if args.quick else 1
    if args.out is None:
        args.out = RESULTS / "quick" if args.quick else RESULTS
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    benches = catalog.by_name(args.only)
    selected = tools.by_names(args.tools)
    notes: list[str] = []
    if not args.no_setup:
        wanted = [p for p, t in (("mypy", "mypyc"), ("cython", "cython"))
                  if any(s.name.startswith(t) for s in selected)]
        if not args.no_chart:
            wanted.append("matplotlib")
        notes += machine.ensure_pinned(wanted)

    tool_info: list[dict[str, object]] = []
    usable: list[tools.Tool] = []
    for t in selected:
        ok, why = t.available()
        tool_info.append({"name": t.name, "label": t.label, "available": ok, "why": why,
                          "version": t.version() if ok else ""})
        if ok:
            usable.append(t)
        else:
            print(f"{t.name}: unavailable: {why}", flush=True)

    load_start = machine.load_average()
    root = Path(tempfile.mkdtemp(prefix="hintc-bench-"))
    try:
        builds = build_all(benches, usable, root, args.jobs)
        results = [run_benchmark(b, selected, usable, builds, args) for b in benches]
    finally:
        if args.keep_builds:
            print(f"builds kept in {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)

    doc = {
        "meta": {**machine.describe(), "load_start": load_start, "quick": args.quick,
                 "command": "python -m benchmarks " + " ".join(argv if argv is not None
                                                               else sys.argv[1:]),
                 "min_runs": args.min_runs, "max_runs": args.max_runs,
                 "tolerance": args.tolerance, "notes": notes},
        "tools": tool_info,
        "benchmarks": results,
    }
    args.out.mkdir(parents=True, exist_ok=True)
    written = report.write_all(doc, args.out, chart=not args.no_chart)
    # Only a full run of everything into the default folder is the README's "latest" result.
    if (not args.quick and args.out.resolve() == RESULTS and not args.only
            and not args.tools and report.update_readme(doc)):
        written.append(report.README)
    print(report.markdown(doc))
    for path in written:
        print(f"wrote {path}")
    return 0


def build_all(benches: list[catalog.Benchmark], usable: list[tools.Tool], root: Path,
              jobs: int) -> dict[tuple[str, Path], tools.Build]:
    """One cold build per (tool, source file); fib and fib_loop share theirs."""
    todo: dict[tuple[str, Path], tools.Tool] = {}
    for b in benches:
        for t in usable:
            if t.applies(b):
                todo.setdefault((t.name, t.source_for(b)), t)
    out: dict[tuple[str, Path], tools.Build] = {}

    def one(key: tuple[str, Path]) -> tuple[tuple[str, Path], tools.Build]:
        name, src = key
        work = root / f"{name}-{src.stem}-{src.suffix[1:]}"
        build = todo[key].build(src, work)
        state = "ok" if build.ok else f"cannot compile: {build.diagnostic}"
        print(f"build {name:13s} {src.name:18s} {build.compile_s or 0.0:7.2f}s  {state}",
              flush=True)
        return key, build

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for key, build in pool.map(one, list(todo)):
            out[key] = build
    return out


def run_benchmark(b: catalog.Benchmark, selected: list[tools.Tool], usable: list[tools.Tool],
                  builds: dict[tuple[str, Path], tools.Build],
                  args: argparse.Namespace) -> dict[str, object]:
    usable_names = {t.name for t in usable}
    why_unusable = {t.name: t.available()[1] for t in selected if t.name not in usable_names}
    per_tool: dict[str, dict[str, object]] = {}
    expected: str | None = None
    for t in selected:  # cpython first: its output is the reference checksum
        entry: dict[str, object] = {"status": "n/a"}
        per_tool[t.name] = entry
        if t.name not in usable_names:
            entry.update(status="unavailable", diagnostic=why_unusable[t.name])
            continue
        if not t.applies(b):
            continue
        build = builds[(t.name, t.source_for(b))]
        entry.update(compile_s=build.compile_s, size_bytes=build.size_bytes,
                     source=str(t.source_for(b).relative_to(catalog.HERE.parent)))
        if not build.ok:
            entry.update(status="cannot-compile", diagnostic=build.diagnostic)
            continue
        if t.name != "cpython" and expected is None:
            entry.update(status="no-reference", diagnostic="CPython did not produce a checksum")
            continue
        assert build.module_dir is not None
        m = measure.measure(build.module_dir, build.module, b, expected, args.quick,
                            args.min_runs, args.max_runs, args.tolerance, args.micro_repeat)
        entry.update(status=m.status, output=m.output, times=m.times, min_s=m.min,
                     median_s=m.median, origin=m.origin)
        if m.error:
            entry["diagnostic"] = m.error
        if t.name == "cpython" and m.status == "ok":
            expected = m.output
        shown = f"median {m.median:.3g}s" if m.median is not None else m.error
        print(f"run   {t.name:13s} {b.name:18s} {m.status:14s} {shown}", flush=True)
    ref = per_tool.get("cpython", {}).get("median_s")
    for entry in per_tool.values():
        med = entry.get("median_s")
        if entry.get("status") == "ok" and isinstance(ref, float) and isinstance(med, float):
            entry["speedup"] = ref / med
    workload = (b.quick_arg if args.quick else b.arg) if b.is_micro else (
        b.quick_arg if args.quick else "default")
    return {"name": b.name, "what": b.what, "source": str(b.source.relative_to(
        catalog.HERE.parent)), "micro": b.is_micro, "workload": workload,
        "numeric": b.numeric, "results": per_tool}
