# Suite "mypyc-benchmarks": every main and micro benchmark module of mypyc-benchmarks compiled
# unmodified (in its package, beside benchmarking.py) and imported; optional timing through the
# corpus's own mypyc_bench.py.
from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from benchmarks.corpus.common import Case, clean_env, compile_with, extension_suffixes, limited, run

SUITE = "mypyc-benchmarks"
QUICK = ["benchmarks/bm_richards.py", "benchmarks/bm_nqueens.py", "microbenchmarks/integers.py",
         "microbenchmarks/callables.py"]
TIMEOUT = 600


def _bench_tool(corpus: Path):
    """The corpus's mypyc_bench.py as a module: it knows which benchmarks exist and which run."""
    path = corpus / "mypyc-benchmarks" / "mypyc_bench.py"
    spec = importlib.util.spec_from_file_location("corpus_mypyc_bench", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclass-free, but keep the usual import invariant
    spec.loader.exec_module(mod)
    return mod


def benchmarks(corpus: Path) -> list[dict]:
    """Runnable main and micro benchmarks (not mypy_*, not mypyc-only variants)."""
    tool = _bench_tool(corpus)
    every = tool.find_benchmarks(tool.Repo(str(corpus / "mypyc-benchmarks" / "src")))
    return [b for b in every if tool.runnable(b) and (b["main"] or b["path"].startswith("microbenchmarks/"))]


def _one(corpus: Path, compiler: str, python: str, scratch: Path, path: str, suffixes: list[str]) -> Case:
    src = corpus / "mypyc-benchmarks" / "src"
    work = scratch / "mypyc-benchmarks" / path.replace("/", "_")[:-3]
    pkg = Path(path).parent
    (work / pkg).mkdir(parents=True, exist_ok=True)
    for rel in ("benchmarking.py", str(pkg / "__init__.py"), path):
        shutil.copy(src / rel, work / rel)
    status, reason = compile_with(compiler, [path], str(work), python, TIMEOUT)
    if status != "pass":
        return Case(SUITE, path, status, reason)
    module = path[:-3].replace("/", ".")
    rc, out = run([python, "-c", f"import {module} as m; print(m.__file__)"], work, TIMEOUT, clean_env([str(work)]))
    last = out.strip().splitlines()[-1] if out.strip() else ""
    if rc != 0:
        return Case(SUITE, path, "fail", f"import: {last[:300]}")
    if not any(last.endswith(s) for s in suffixes):
        return Case(SUITE, path, "fail", f"imported {last}, not the extension")
    return Case(SUITE, path, "pass")


def run_suite(corpus: Path, compiler: str, python: str, scratch: Path, jobs: int, quick: bool) -> list[Case]:
    paths = sorted({b["path"] for b in benchmarks(corpus)})
    if quick:
        paths = [p for p in paths if p in QUICK]
    suffixes = extension_suffixes(python)
    print(f"== {SUITE}: {len(paths)} modules", flush=True)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(lambda p: _one(corpus, compiler, python, scratch, p, suffixes), paths))


def timing(corpus: Path, compiler: str, python: str, scratch: Path, names: list[str], quick: bool) -> dict:
    """mypyc_bench.py over `names` (benchmark function names); returns its JSON report."""
    report = scratch / "bench-timing.json"
    cmd = [sys.executable, str(corpus / "mypyc-benchmarks" / "mypyc_bench.py"), "--bench-repo",
           str(corpus / "mypyc-benchmarks" / "src"), "--compiler", limited(compiler), "--python", python,
           "--report", str(report), "--names", ",".join(names)] + (["--quick"] if quick else [])
    subprocess.run(cmd, check=False)
    with open(report, encoding="utf-8") as f:
        return json.load(f)
