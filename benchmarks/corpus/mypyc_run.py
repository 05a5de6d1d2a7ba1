# Suite "mypyc-run": mypyc's run-*.test cases, through the corpus's own mypyc_runtests.py (run once
# uncompiled as the baseline, then with the compiler), read back from its JSON reports.
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from benchmarks.corpus.common import Case, limited

SUITE = "mypyc-run"
QUICK_SAMPLE = 24  # evenly spaced cases (the runner's --sample: deterministic for a given corpus)


def _runtests(corpus: Path, compiler: str, python: str, report: Path, jobs: int, sample: int | None) -> dict:
    cmd = [sys.executable, str(corpus / "mypyc-run" / "mypyc_runtests.py"), "run",
           "--cases", str(corpus / "mypyc-run" / "cases"), "--compiler", compiler, "--python", python,
           "--report", str(report), "--jobs", str(jobs)]
    if sample:
        cmd += ["--sample", str(sample)]
    print(f"== {SUITE}: compiler {compiler}", flush=True)
    # The runner prints one line per failing case as it goes; keep only its summary on our output.
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
    if p.returncode != 0 or not report.exists():
        raise RuntimeError(f"mypyc_runtests.py failed (exit {p.returncode}): {p.stdout[-2000:]}")
    with open(report, encoding="utf-8") as f:
        return json.load(f)


def run(corpus: Path, compiler: str, python: str, scratch: Path, jobs: int, quick: bool) -> list[Case]:
    sample = QUICK_SAMPLE if quick else None
    base = _runtests(corpus, "none", python, scratch / "rt-none.json", jobs, sample)
    valid = {(r["file"], r["name"]) for r in base["cases"] if r["status"] == "pass"}
    mine = _runtests(corpus, limited(compiler), python, scratch / "rt-compiled.json", jobs, sample)
    cases = []
    for r in mine["cases"]:
        reason = r.get("reason", "")
        if r["status"] == "fail" and not reason.startswith("exit "):
            reason = "exit 0 with wrong output: " + reason
        cases.append(Case(SUITE, f"{r['file']}::{r['name']}", r["status"], reason,
                          valid=(r["file"], r["name"]) in valid))
    return cases
