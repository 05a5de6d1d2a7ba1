# `python -m benchmarks.corpus`: runs the corpus suites, prints one scoreboard, and checks or
# raises the committed list of passing cases (passing.txt).
from __future__ import annotations

import argparse
import json
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.corpus import mypyc_benchmarks, mypyc_run, pyperformance
from benchmarks.corpus.common import DEFAULT_COMPILER, Case, default_python
from benchmarks.corpus.passing import PASSING, check, load, update

ROOT = Path(__file__).resolve().parents[2]
SUITES = (mypyc_run.SUITE, pyperformance.SUITE, mypyc_benchmarks.SUITE)


def default_corpus() -> Path:
    """../shared/corpus from the repository root; from a worktree one level further down
    (/work/wt/NAME), the same folder one level up."""
    near = ROOT.parent / "shared" / "corpus"
    far = ROOT.parent.parent / "shared" / "corpus"
    return far if not near.is_dir() and far.is_dir() else near


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.corpus", description=__doc__)
    p.add_argument("--corpus", type=Path, default=default_corpus(),
                   help="corpus folder (default: ../shared/corpus from the repository root, or "
                   "../../shared/corpus from a worktree)")
    p.add_argument("--suites", nargs="+", choices=SUITES, default=list(SUITES))
    p.add_argument("--quick", action="store_true", help="a fixed deterministic subset (CI, a few minutes)")
    p.add_argument("--compiler", default=DEFAULT_COMPILER,
                   help="bash template: {srcs} {out} {python} as in the corpus README (default: %(default)s)")
    p.add_argument("--python", default=default_python(), help="interpreter the cases run on")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--check", action="store_true", help=f"exit 1 if a case listed in {PASSING.name} fails")
    p.add_argument("--update", action="store_true", help=f"add newly passing cases to {PASSING.name}")
    p.add_argument("--allow-drop", action="store_true", help="with --update: also remove cases that fail now")
    p.add_argument("--timing", action="store_true",
                   help="also time the passing pyperformance programs and main mypyc benchmarks")
    p.add_argument("--timing-reps", type=int, default=5, help="driver.py count per timed pyperformance run")
    p.add_argument("--report", type=Path, help="write every case's result as JSON")
    p.add_argument("--skip-missing", action="store_true", help="exit 0 with a note when the corpus is absent")
    p.add_argument("--keep", action="store_true", help="keep the scratch folder")
    return p.parse_args(argv)


def scoreboard(cases: list[Case], suites: list[str]) -> None:
    print("\n== corpus scoreboard")
    print(f"{'suite':18} {'passed':>6} {'of':>5} {'rate':>7}  notes")
    for suite in suites:
        mine = [c for c in cases if c.suite == suite and c.status != "skipped"]
        valid = [c for c in mine if c.valid]
        ok = sum(c.status == "pass" for c in valid)
        notes = []
        other = [c for c in mine if not c.valid]
        if suite == mypyc_run.SUITE:
            notes.append("cases that pass uncompiled")
            notes.append(f"mypyc-only cases: {sum(c.status == 'pass' for c in other)} of {len(other)} pass")
            silent = sum(c.status == "fail" and c.reason.startswith("exit 0") for c in valid)
            notes.append(f"{silent} exit 0 with wrong output")
        elif other:
            notes.append(f"{len(other)} fail uncompiled")
        rate = f"{100 * ok / len(valid):6.1f}%" if valid else "     -"
        print(f"{suite:18} {ok:6} {len(valid):5} {rate}  {'; '.join(notes)}")
    bad = [c for c in cases if c.suite in suites and c.status not in ("pass", "skipped")]
    for label, group in (("failing", [c for c in bad if c.valid]),
                         ("failing, mypyc-only expected output", [c for c in bad if not c.valid])):
        if group:
            print(f"\n{label} ({len(group)}):")
            for c in group:
                print(f"  {c.key}  {c.status}  {c.reason[:160]}")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    corpus = args.corpus.resolve()
    if not (corpus / "mypyc-run" / "mypyc_runtests.py").is_file():
        msg = f"corpus not found at {corpus} (see --corpus)"
        if args.skip_missing:
            print(f"benchmarks.corpus: {msg}; skipped")
            return 0
        print(f"benchmarks.corpus: error: {msg}", file=sys.stderr)
        return 2
    scratch = Path(tempfile.mkdtemp(prefix="hintc-corpus-"))
    started = time.time()
    print(f"corpus {corpus}\ncompiler: {args.compiler}\npython: {args.python} ({platform.python_version()})"
          f"{'  [quick]' if args.quick else ''}", flush=True)
    cases: list[Case] = []
    timings: dict = {}
    try:
        if mypyc_run.SUITE in args.suites:
            cases += mypyc_run.run(corpus, args.compiler, args.python, scratch, args.jobs, args.quick)
        if pyperformance.SUITE in args.suites:
            pp = pyperformance.run_suite(corpus, args.compiler, args.python, scratch, args.jobs, args.quick)
            cases += pp
            if args.timing:
                print(f"== {pyperformance.SUITE} timing (driver.py NAME {args.timing_reps}, 3 alternating rounds)")
                timings["pyperformance"] = pyperformance.timing(
                    corpus, args.python, scratch, [c.name for c in pp if c.status == "pass"], args.timing_reps, 3)
        if mypyc_benchmarks.SUITE in args.suites:
            mb = mypyc_benchmarks.run_suite(corpus, args.compiler, args.python, scratch, args.jobs, args.quick)
            cases += mb
            if args.timing:
                ok = {c.name for c in mb if c.status == "pass"}
                names = [b["name"] for b in mypyc_benchmarks.benchmarks(corpus) if b["main"] and b["path"] in ok]
                timings["mypyc-benchmarks"] = mypyc_benchmarks.timing(
                    corpus, args.compiler, args.python, scratch, names, args.quick)
    finally:
        if not args.keep:
            shutil.rmtree(scratch, ignore_errors=True)
        else:
            print(f"scratch kept: {scratch}")
    scoreboard(cases, args.suites)
    print(f"\n({time.time() - started:.0f}s)")
    if args.report:
        args.report.write_text(json.dumps({"corpus": str(corpus), "compiler": args.compiler, "python": args.python,
                                           "quick": args.quick, "cases": [c.__dict__ | {"key": c.key} for c in cases],
                                           "timing": timings}, indent=1) + "\n")
    status = 0
    if args.check:
        lost = check(load(), cases)
        if lost:
            print(f"\nREGRESSION: {len(lost)} case(s) listed in {PASSING.name} fail now:")
            for c in lost:
                print(f"  {c.key}  {c.status}  {c.reason[:160]}")
            status = 1
        else:
            print(f"\ncheck: every case of {PASSING.name} that ran passes")
    if args.update:
        added, dropped = update(cases, args.allow_drop)
        print(f"{PASSING.name}: {added} added, {dropped} removed")
    return status
