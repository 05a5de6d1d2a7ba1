# Suite "pyperformance": each mostly untyped program compiled unmodified; its driver's check value
# must equal CPython's. With timing on, compiled and CPython driver runs alternate in fresh processes.
from __future__ import annotations

import json
import shutil
import statistics
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from benchmarks.corpus.common import Case, clean_env, compile_with, extension_suffixes, run

SUITE = "pyperformance"
# Quick mode: the programs that compile and run fastest, a fixed list.
QUICK = ["nbody", "richards", "fannkuch", "spectral_norm", "float"]
CHECK_REPS = 2  # two runs in one process: a check value that changes between them is a failure
RUN_TIMEOUT = 600


def programs(corpus: Path) -> list[str]:
    return sorted(p.name[3:] for p in (corpus / "pyperformance").glob("bm_*") if (p / "run_benchmark.py").is_file())


def _driver(corpus: Path, python: str, folder: Path, name: str, reps: int) -> tuple[str, dict | None, str]:
    """Runs driver.py NAME REPS with `folder` first on the path: (status, its JSON line, reason)."""
    env = clean_env([str(folder), str(corpus / "pyperformance")])
    rc, out = run([python, str(corpus / "pyperformance" / "driver.py"), name, str(reps)], folder, RUN_TIMEOUT, env)
    if rc is None:
        return "timeout", None, f"driver took > {RUN_TIMEOUT}s"
    lines = [ln for ln in out.splitlines() if ln.startswith("{")]
    if rc != 0 or not lines:
        tail = " | ".join(ln.strip() for ln in out.splitlines()[-2:])
        return "fail", None, f"driver exit {rc}: {tail[-300:]}"
    return "pass", json.loads(lines[-1]), ""


def _setup(corpus: Path, scratch: Path, name: str, side: str) -> Path:
    folder = scratch / side / name
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(corpus / "pyperformance" / f"bm_{name}" / "run_benchmark.py", folder / f"bm_{name}.py")
    return folder


def _one(corpus: Path, compiler: str, python: str, scratch: Path, name: str, suffixes: list[str]) -> Case:
    ref_dir = _setup(corpus, scratch, name, "cpython")
    status, ref, reason = _driver(corpus, python, ref_dir, name, CHECK_REPS)
    if status != "pass":
        return Case(SUITE, name, status, "uncompiled: " + reason, valid=False)
    comp_dir = _setup(corpus, scratch, name, "compiled")
    status, reason = compile_with(compiler, [f"bm_{name}.py"], str(comp_dir), python, RUN_TIMEOUT)
    if status != "pass":
        return Case(SUITE, name, status, reason)
    status, got, reason = _driver(corpus, python, comp_dir, name, CHECK_REPS)
    if status != "pass":
        return Case(SUITE, name, status, reason)
    if not any(got["file"].endswith(s) for s in suffixes):
        return Case(SUITE, name, "fail", f"imported {got['file']}, not the extension")
    if got["check"] != ref["check"]:
        return Case(SUITE, name, "fail", f"check {got['check'][:80]!r}, CPython {ref['check'][:80]!r}")
    return Case(SUITE, name, "pass")


def run_suite(corpus: Path, compiler: str, python: str, scratch: Path, jobs: int, quick: bool) -> list[Case]:
    names = [n for n in programs(corpus) if not quick or n in QUICK]
    suffixes = extension_suffixes(python)
    print(f"== {SUITE}: {len(names)} programs", flush=True)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(lambda n: _one(corpus, compiler, python, scratch, n, suffixes), names))


def timing(corpus: Path, python: str, scratch: Path, names: list[str], reps: int, rounds: int) -> list[dict]:
    """Compiled vs CPython, each `driver.py NAME reps` in a fresh process, alternating, `rounds`
    times; a run's figure is the driver's best of `reps`, a side's the median of its rounds. Needs
    the folders run_suite left in `scratch`."""
    rows = []
    for name in names:
        times: dict[str, list[float]] = {"cpython": [], "compiled": []}
        for _ in range(rounds):
            for side in ("compiled", "cpython"):
                status, got, reason = _driver(corpus, python, scratch / side / name, name, reps)
                if status != "pass":
                    raise RuntimeError(f"{name} ({side}): {reason}")
                times[side].append(got["seconds"])
        cp, co = statistics.median(times["cpython"]), statistics.median(times["compiled"])
        rows.append({"name": name, "cpython_s": cp, "compiled_s": co, "speedup": cp / co, "runs": times})
        print(f"  {name:16} cpython {cp:8.4f}s  compiled {co:8.4f}s  {cp / co:5.2f}x", flush=True)
    return rows
