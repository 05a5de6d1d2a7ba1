"""The published suites side by side: hintc, mypyc and Cython against CPython, in one run.

    python -m benchmarks.published                  # full method, every tool and suite
    python -m benchmarks.published --quick --suites main --tools hintc,mypyc
    python -m benchmarks.published --readme         # also rewrite README.md's results section

Suites (from the corpus, code nobody on this project wrote, compiled unmodified):
- ``main``: mypyc's main benchmarks as published (mypyc-benchmarks ``benchmarks/``);
- ``micro``: mypyc's microbenchmarks (always the quick method: 3 alternating pairs each);
- ``pyperformance``: the corpus's pyperformance programs (mostly untyped).

mypyc's benchmarks are timed by the corpus's ``mypyc_bench.py`` (fresh processes, compiled and
interpreted runs alternating, as mypyc's own ``runbench.py``); each tool gets its own run of it,
one tool after another. A pyperformance program is timed by the corpus's ``driver.py`` (best of
its repetitions, in fresh processes, alternating interpreted and compiled); a compiled program
whose check value differs from CPython's counts as failed. Every tool builds at its default
level (what a user gets). Results go to benchmarks/results/published.{json,md,png}.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.machine import describe

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
README_START = "<!-- published-results:start -->"
README_END = "<!-- published-results:end -->"

# How each tool compiles a module in place ({srcs}: its path, run in its folder).
TEMPLATES = {
    "hintc": "{python} -m hintc build {srcs} -o {out}",
    "mypyc": "{python} -m mypyc {srcs}",
    "cython": "{python} -m Cython.Build.Cythonize -i -3 -q {srcs}",
}
LABELS = {"hintc": "hintc", "mypyc": "mypyc", "cython": "Cython (pure Python mode)"}
SUITES = ("main", "micro", "pyperformance")


def corpus_default() -> Path:
    """``$HINTC_CORPUS``, else the nearest ``shared/corpus`` beside the checkout or above it."""
    if os.environ.get("HINTC_CORPUS"):
        return Path(os.environ["HINTC_CORPUS"])
    for parent in ROOT.parents:
        if (parent / "shared" / "corpus").is_dir():
            return parent / "shared" / "corpus"
    return ROOT.parent / "shared" / "corpus"


def _expand(template: str, python: str, src: str, out: str) -> str:
    return (template.replace("{python}", python).replace("{srcs}", src).replace("{out}", out)
            .replace("{dir}", out))


# ---- mypyc's benchmarks, through the corpus's own timer ----------------------------------------

def mypyc_names(corpus: Path, python: str, kind: str) -> list[str]:
    """The runnable benchmarks of one kind (``main`` or ``micro``), as the timer lists them."""
    listing = subprocess.run(
        [python, str(corpus / "mypyc-benchmarks" / "mypyc_bench.py"), "--bench-repo",
         str(corpus / "mypyc-benchmarks" / "src"), "--list"],
        capture_output=True, text=True, check=True).stdout
    names = []
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[1] == kind and "not runnable" not in line:
            names.append(parts[0])
    return sorted(set(names))


def run_mypyc_suite(corpus: Path, python: str, tool: str, names: list[str], quick: bool,
                    scratch: Path) -> dict[str, dict]:
    report = scratch / f"mypyc-bench-{tool}-{len(names)}.json"
    template = TEMPLATES[tool]
    cmd = [python, str(corpus / "mypyc-benchmarks" / "mypyc_bench.py"), "--bench-repo",
           str(corpus / "mypyc-benchmarks" / "src"), "--compiler", template, "--python", python,
           "--report", str(report), "--names", ",".join(names)]
    if quick:
        cmd.append("--quick")
    print(f"== {tool}: mypyc benchmarks {'(quick)' if quick else ''}", flush=True)
    subprocess.run(cmd, check=False)
    if not report.exists():
        return {}
    doc = json.loads(report.read_text())
    out = {}
    for b in doc["benchmarks"]:
        entry = {"compile_s": b.get("compile_s")}
        if b["status"] == "ok":
            entry.update(speedup=b["speedup"], interpreted_s=b["interpreted_s"],
                         compiled_s=b["compiled_s"])
        else:
            entry.update(status="failed", reason=b.get("reason", "")[:200])
        out[b["name"]] = entry
    return out


# ---- pyperformance, through the corpus's driver -------------------------------------------------

def pyperformance_names(corpus: Path) -> list[str]:
    return sorted(p.name[3:] for p in (corpus / "pyperformance").glob("bm_*") if p.is_dir())


def _driver(python: str, corpus: Path, folder: Path, name: str, reps: int) -> dict:
    env = dict(os.environ, PYTHONPATH=f"{folder}{os.pathsep}{corpus / 'pyperformance'}")
    proc = subprocess.run([python, str(corpus / "pyperformance" / "driver.py"), name, str(reps)],
                          capture_output=True, text=True, env=env, timeout=1200)
    if proc.returncode != 0:
        raise RuntimeError((proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["failed"])
    return json.loads(proc.stdout.strip().splitlines()[-1])


def run_pyperformance(corpus: Path, python: str, tool: str, names: list[str], quick: bool,
                      scratch: Path) -> dict[str, dict]:
    rounds, reps = (1, 1) if quick else (3, 3)
    out: dict[str, dict] = {}
    for name in names:
        interp = scratch / f"pp-{tool}-{name}-interpreted"
        comp = scratch / f"pp-{tool}-{name}-compiled"
        for d in (interp, comp):
            d.mkdir(parents=True, exist_ok=True)
            shutil.copy(corpus / "pyperformance" / f"bm_{name}" / "run_benchmark.py",
                        d / f"bm_{name}.py")
        cmd = _expand(TEMPLATES[tool], python, f"bm_{name}.py", str(comp))
        t0 = time.perf_counter()
        # The programs import the corpus's pyperf harness: mypy (mypyc) must find it to compile.
        env = dict(os.environ, MYPYPATH=str(corpus / "pyperformance"))
        proc = subprocess.run(["bash", "-c", cmd], cwd=comp, capture_output=True, text=True,
                              timeout=1800, env=env)
        compile_s = round(time.perf_counter() - t0, 2)
        if proc.returncode != 0:
            last = (proc.stderr or proc.stdout).strip().splitlines()
            out[name] = {"status": "failed", "compile_s": compile_s,
                         "reason": "cannot compile: " + (last[0] if last else "")[:200]}
            print(f"   {tool} {name}: cannot compile", flush=True)
            continue
        (comp / f"bm_{name}.py").unlink()  # only the extension can be imported
        try:
            ti, tc, check_i, check_c = [], [], None, None
            for _ in range(rounds):
                r = _driver(python, corpus, comp, name, reps)
                tc.append(r["seconds"])
                check_c = r["check"]
                r = _driver(python, corpus, interp, name, reps)
                ti.append(r["seconds"])
                check_i = r["check"]
        except (RuntimeError, subprocess.TimeoutExpired, json.JSONDecodeError) as exc:
            out[name] = {"status": "failed", "compile_s": compile_s, "reason": f"run: {exc}"[:200]}
            print(f"   {tool} {name}: run failed", flush=True)
            continue
        if check_c != check_i:
            out[name] = {"status": "failed", "compile_s": compile_s,
                         "reason": f"wrong result: {check_c[:60]!r} != {check_i[:60]!r}"}
            print(f"   {tool} {name}: wrong result", flush=True)
            continue
        sp = min(ti) / min(tc)
        out[name] = {"speedup": sp, "interpreted_s": min(ti), "compiled_s": min(tc),
                     "compile_s": compile_s}
        print(f"   {tool} {name}: {sp:.2f}x", flush=True)
    return out


# ---- output -------------------------------------------------------------------------------------

def _cell(entry: dict | None) -> str:
    if not entry:
        return "—"
    if "speedup" in entry:
        return f"{entry['speedup']:.2f}x"
    reason = entry.get("reason", "")
    return "wrong result" if reason.startswith("wrong") else "fails"


def _geomean(values: list[float]) -> float | None:
    return statistics.geometric_mean(values) if values else None


def summary_rows(doc: dict) -> list[tuple[str, dict[str, str]]]:
    """Per suite, a row each: geometric mean speedup, how many run slower than CPython, how many
    fail (do not compile, crash or give another result), and the median build time."""
    rows = []
    for suite in doc["suites"]:
        res = doc["results"][suite]
        stats: dict[str, list[str]] = {}
        for tool in doc["tools"]:
            entries = res.get(tool, {})
            sps = [e["speedup"] for e in entries.values() if "speedup" in e]
            geo = _geomean(sps)
            comp = [e["compile_s"] for e in entries.values() if e.get("compile_s")]
            stats[tool] = [
                f"{geo:.2f}x" if geo else "—",
                f"{sum(1 for x in sps if x < 1.0)} of {len(entries)}" if entries else "—",
                f"{sum(1 for e in entries.values() if 'speedup' not in e)} of {len(entries)}"
                if entries else "—",
                f"{statistics.median(comp):.1f} s" if comp else "—",
            ]
        for k, what in enumerate(("geometric mean", "slower than CPython", "failing",
                                  "median build time")):
            rows.append((f"{suite}: {what}", {t: stats[t][k] for t in doc["tools"]}))
    return rows


def markdown(doc: dict) -> str:
    m = doc["machine"]
    tools = doc["tools"]
    lines = [
        f"Measured {m['date_utc']} on {m['cpu']} ({m['cores']} cores), {m['os']}, CPython "
        f"{m['python']}; load average at the end {m['load_end']}. Method: "
        + ("quick (3 pairs, best of 1)" if doc["quick"] else
           "full (mypyc's: ≥10 alternating fresh-process pairs, ≥2 s, slowest third dropped; "
           "pyperformance: best of 3×3 runs)")
        + "; microbenchmarks always quick. Command: `" + doc["command"] + "`.",
    ]
    when = doc.get("measured", {})
    if len(set(when.values())) > 1:
        lines.append("Measured: " + ", ".join(f"{LABELS[t]} {when[t]}" for t in tools) + ".")
    lines += [
        "",
        "| suite: measure | " + " | ".join(LABELS[t] for t in tools) + " |",
        "|---|" + "---|" * len(tools),
    ]
    for suite, cells in summary_rows(doc):
        lines.append(f"| {suite} | " + " | ".join(cells[t] for t in tools) + " |")
    for suite in doc["suites"]:
        res = doc["results"][suite]
        names = sorted({n for t in tools for n in res.get(t, {})})
        if suite == "micro":
            continue  # the summary row; the per-benchmark table is in the JSON and the md file
        lines += ["", f"**{suite}** (speedup over CPython)", "",
                  "| benchmark | " + " | ".join(LABELS[t] for t in tools) + " |",
                  "|---|" + "---|" * len(tools)]
        for n in names:
            lines.append(f"| {n} | " + " | ".join(_cell(res.get(t, {}).get(n)) for t in tools)
                         + " |")
    return "\n".join(lines) + "\n"


def full_markdown(doc: dict) -> str:
    text = markdown(doc)
    res = doc["results"].get("micro")
    if res:
        names = sorted({n for t in doc["tools"] for n in res.get(t, {})})
        text += "\n**micro** (speedup over CPython)\n\n| benchmark | " + " | ".join(
            LABELS[t] for t in doc["tools"]) + " |\n|---|" + "---|" * len(doc["tools"]) + "\n"
        for n in names:
            text += f"| {n} | " + " | ".join(_cell(res.get(t, {}).get(n)) for t in doc["tools"]) + " |\n"
    return text


def chart(doc: dict, path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    colors = {"hintc": "#55a868", "mypyc": "#4c72b0", "cython": "#dd8452"}
    suites = [s for s in doc["suites"] if s != "micro"]
    benches = [(s, n) for s in suites
               for n in sorted({n for t in doc["tools"] for n in doc["results"][s].get(t, {})})]
    if "micro" in doc["suites"]:
        benches.append(("micro", "micro geomean"))
    fig, ax = plt.subplots(figsize=(max(8.0, 0.55 * len(benches) + 2), 5.0))
    width = 0.8 / max(1, len(doc["tools"]))
    for k, tool in enumerate(doc["tools"]):
        xs, ys = [], []
        for i, (suite, name) in enumerate(benches):
            entries = doc["results"][suite].get(tool, {})
            if name == "micro geomean":
                sp = _geomean([e["speedup"] for e in entries.values() if "speedup" in e])
            else:
                sp = entries.get(name, {}).get("speedup")
            x = i - 0.4 + width * (k + 0.5)
            if sp:
                xs.append(x)
                ys.append(sp)
            elif name in entries or name == "micro geomean":
                ax.text(x, 1.0, "×", ha="center", va="bottom", color=colors[tool], fontsize=9)
        ax.bar(xs, ys, width=width, color=colors[tool], label=LABELS[tool])
    ax.set_yscale("log")
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks(range(len(benches)))
    ax.set_xticklabels([n for _, n in benches], rotation=45, ha="right", fontsize=8)
    ax.set_ylabel("speedup over CPython (log scale)")
    m = doc["machine"]
    ax.set_title(f"Published suites: speedup over CPython {m['python']} ({m['date_utc']}"
                 + (", quick" if doc["quick"] else "") + ");  × = fails", fontsize=10)
    ax.legend(fontsize=8)
    ax.grid(axis="y", which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def rewrite_readme(readme: Path, doc: dict, chart_rel: str) -> bool:
    text = readme.read_text()
    if README_START not in text or README_END not in text:
        return False
    body = markdown(doc) + f"\n![speedups over CPython]({chart_rel})\n"
    new = re.sub(re.escape(README_START) + r".*?" + re.escape(README_END),
                 lambda _: f"{README_START}\n{body}{README_END}", text, flags=re.S)
    readme.write_text(new)
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.published",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=corpus_default())
    ap.add_argument("--tools", default="hintc,mypyc,cython")
    ap.add_argument("--suites", default=",".join(SUITES))
    ap.add_argument("--names", default="", help="only these benchmarks (any suite)")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--out", type=Path, default=RESULTS)
    ap.add_argument("--readme", action="store_true", help="rewrite README.md's results section")
    ap.add_argument("--reuse", type=Path, metavar="JSON",
                    help="take the tools not run now from an earlier run's published.json "
                         "(mypyc's and Cython's speed does not depend on hintc); the table says "
                         "when each was measured")
    args = ap.parse_args(argv)
    tools = [t for t in args.tools.split(",") if t]
    suites = [s for s in args.suites.split(",") if s]
    for t in tools:
        if t not in TEMPLATES:
            ap.error(f"unknown tool {t!r} (choose from {', '.join(TEMPLATES)})")
    for s in suites:
        if s not in SUITES:
            ap.error(f"unknown suite {s!r} (choose from {', '.join(SUITES)})")
    only = {n for n in args.names.split(",") if n}
    old = None
    if args.reuse:  # read before the run, so a bad file fails in a second, not after an hour
        try:
            old = json.loads(args.reuse.read_text())
            if not isinstance(old, dict) or not {"tools", "results", "machine"} <= old.keys():
                raise ValueError("not a results file of this script")
        except (OSError, ValueError) as e:
            ap.error(f"--reuse {args.reuse}: {e}")
    corpus = args.corpus.resolve()
    results: dict[str, dict[str, dict]] = {s: {} for s in suites}
    start = time.time()
    with tempfile.TemporaryDirectory(prefix="hintc-published-") as tmp:
        scratch = Path(tmp)
        for suite in suites:
            for tool in tools:
                if suite == "pyperformance":
                    names = [n for n in pyperformance_names(corpus) if not only or n in only]
                    results[suite][tool] = run_pyperformance(corpus, args.python, tool, names,
                                                             args.quick, scratch)
                    continue
                names = [n for n in mypyc_names(corpus, args.python, suite)
                         if not only or n in only]
                if not names:
                    continue
                results[suite][tool] = run_mypyc_suite(corpus, args.python, tool, names,
                                                       args.quick or suite == "micro", scratch)
    measured = {t: describe()["date_utc"] for t in tools}
    if old is not None:
        for t in old["tools"]:
            if t in tools:
                continue
            tools.append(t)
            measured[t] = old.get("measured", {}).get(t, old["machine"]["date_utc"])
            for s in suites:
                if s in old["results"] and t in old["results"][s]:
                    results[s][t] = old["results"][s][t]
    doc = {
        "machine": describe(),
        "measured": measured,
        "quick": args.quick,
        "tools": tools,
        "suites": suites,
        "command": "python -m benchmarks.published" + (" " + " ".join(argv or sys.argv[1:])
                                                       if (argv or sys.argv[1:]) else ""),
        "elapsed_s": round(time.time() - start, 1),
        "results": results,
    }
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "published.json").write_text(json.dumps(doc, indent=1) + "\n")
    (args.out / "published.md").write_text(full_markdown(doc))
    try:
        chart(doc, args.out / "published.png")
    except ImportError:
        print("matplotlib is not installed: no chart", file=sys.stderr)
    print()
    print(markdown(doc))
    if args.readme:
        rel = os.path.relpath(args.out / "published.png", ROOT)
        if not rewrite_readme(ROOT / "README.md", doc, rel):
            print(f"README.md has no {README_START} ... {README_END} section", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
