# `python -m benchmarks.versions PY...`: hintc's speedup over CPython, one column per interpreter.
"""Runs the benchmark runner (`python -m benchmarks`, which times with the interpreter it runs
under) once per interpreter given, each with hintc installed in it, and prints hintc's speedup
over that same interpreter side by side; writes benchmarks/results/versions.md (and .json).
The first interpreter is the baseline: a speedup that drops by more than a fifth against its
column is flagged."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.report import fmt_time

RESULTS = Path(__file__).resolve().parent / "results"
REPO = Path(__file__).resolve().parent.parent
DROP = 0.8  # a speedup below this fraction of the baseline's is flagged


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.versions", description=__doc__)
    p.add_argument("pythons", nargs="+", metavar="PY",
                   help="interpreters with hintc installed (first: baseline)")
    p.add_argument("--quick", action="store_true", help="the runner's CI workloads")
    p.add_argument("--only", nargs="+", metavar="NAME", help="benchmarks to run (default: all)")
    p.add_argument("--out", type=Path, default=RESULTS / "versions.md")
    return p.parse_args(argv)


def run_one(python: str, args: argparse.Namespace, out: Path) -> dict:
    """The runner's JSON document for one interpreter (CPython and hintc only)."""
    cmd = [python, "-m", "benchmarks", "--tools", "cpython", "hintc", "--no-chart", "--no-setup",
           "--out", str(out)]
    if args.quick:
        cmd.append("--quick")
    if args.only:
        cmd += ["--only", *args.only]
    print("$", " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=REPO, check=True)
    return json.loads((out / "latest.json").read_text())


def version_of(python: str) -> str:
    return subprocess.run([python, "-c", "import platform; print(platform.python_version())"],
                          capture_output=True, text=True, check=True).stdout.strip()


def cell(entry: dict) -> tuple[str, float | None]:
    sp = entry.get("speedup")
    if entry.get("status") == "ok" and isinstance(sp, float):
        return f"{sp:.3g}x", sp
    return entry.get("status", "n/a"), None


def table(docs: list[tuple[str, dict]], command: str) -> str:
    names = [b["name"] for b in docs[0][1]["benchmarks"]]
    by_version = [{b["name"]: b for b in doc["benchmarks"]} for _, doc in docs]
    head = "| benchmark | " + " | ".join(f"CPython {v} · hintc speedup" for v, _ in docs) + " |"
    lines = ["# hintc speedup over CPython, per CPython version", "",
             f"- command: `{command}`",
             "- each cell: CPython's median time / hintc's, both under that interpreter "
             "(the runner's own method: fresh subprocesses, median of the timed runs)",
             f"- flagged (↓): a speedup below {DROP:.0%} of the {docs[0][0]} column's", "",
             head, "|---|" + "---|" * len(docs)]
    for name in names:
        row, base = [], None
        for i, results in enumerate(by_version):
            entry = results.get(name, {}).get("results", {})
            cpython = entry.get("cpython", {})
            text, sp = cell(entry.get("hintc", {}))
            if sp is not None and cpython.get("median_s"):
                text = f"{fmt_time(cpython['median_s'])} · **{text}**"
            if i == 0:
                base = sp
            elif sp is not None and base is not None and sp < DROP * base:
                text += " ↓"
            row.append(text)
        lines.append(f"| `{name}` | " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    docs: list[tuple[str, dict]] = []
    with tempfile.TemporaryDirectory(prefix="hintc-versions-") as tmp:
        for i, python in enumerate(args.pythons):
            docs.append((version_of(python), run_one(python, args, Path(tmp) / str(i))))
    command = "python -m benchmarks.versions " + " ".join(argv if argv is not None
                                                           else sys.argv[1:])
    text = table(docs, command)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    args.out.with_suffix(".json").write_text(json.dumps(
        {"command": command, "versions": {v: d for v, d in docs}}, indent=1))
    print(text)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
