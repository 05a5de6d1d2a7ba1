# Turns raw results into the markdown table, the JSON file and the PNG chart.
from __future__ import annotations

import json
from pathlib import Path

TOOL_ORDER = ["cpython", "mypyc", "cython", "cython_typed", "hintc"]
STATUS_TEXT = {
    "cannot-compile": "cannot compile",
    "wrong-answer": "WRONG ANSWER",
    "runtime-error": "runtime error",
    "no-reference": "no reference",
    "unavailable": "unavailable",
}


def fmt_time(s: float | None) -> str:
    if s is None:
        return "—"
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if s >= scale:
            return f"{s / scale:.3g} {unit}"
    return f"{s / 1e-9:.3g} ns"


def fmt_size(n: object) -> str:
    return f"{n / 1024:.0f} KiB" if isinstance(n, int) else "—"


def _tools(doc: dict) -> list[dict]:
    present = {t["name"]: t for t in doc["tools"]}
    return [present[n] for n in TOOL_ORDER if n in present]


def _ratio(entry_a: dict, entry_b: dict) -> float | None:
    a, b = entry_a.get("median_s"), entry_b.get("median_s")
    if entry_a.get("status") == "ok" and entry_b.get("status") == "ok" and a and b:
        return float(a) / float(b)
    return None


class _Notes:
    """Numbered notes so long diagnostics do not break the table layout."""

    def __init__(self) -> None:
        self.items: list[str] = []

    def ref(self, text: str) -> str:
        self.items.append(text)
        return f"({len(self.items)})"


def _cell(entry: dict, tool: dict, bench: str, notes: _Notes) -> str:
    status = entry.get("status", "n/a")
    if status == "ok":
        t = fmt_time(entry.get("median_s"))
        sp = entry.get("speedup")
        return t if tool["name"] == "cpython" or sp is None else f"{t} · **{sp:.3g}x**"
    if status == "n/a":
        return "—"
    text = STATUS_TEXT.get(status, status)
    diag = entry.get("diagnostic") or tool.get("why") or ""
    if diag:
        label = tool["label"]
        return f"{text} " + notes.ref(f"{bench}, {label}: {text}: `{diag}`")
    return text


def markdown(doc: dict) -> str:
    meta = doc["meta"]
    tools = _tools(doc)
    names = [t["name"] for t in tools]
    notes = _Notes()
    out: list[str] = []
    mode = "quick (CI workloads, 1 run, not meaningful as timings)" if meta["quick"] else "full"
    out.append(f"# hintc benchmarks — {mode}\n")
    out.append(f"- Machine: {meta['cpu']}, {meta['cores']} cores, {meta['os']} "
               f"(kernel {meta['kernel']})")
    versions = ", ".join(f"{t['label']} {t['version'] or 'n/a'}" for t in tools)
    out.append(f"- Versions: {versions}")
    out.append(f"- C compiler: {meta['cc']}; C++: {meta['cxx']}; CPython CFLAGS `{meta['cflags']}`")
    out.append(f"- Date: {meta['date_utc']}; command: `{meta['command'].strip()}`")
    out.append(f"- Load average (1/5/15 min) at start: {meta.get('load_start', '?')}; at end: "
               f"{meta.get('load_end', '?')} ({meta['cores']} cores)")
    for n in meta.get("notes", []):
        out.append(f"- Note: {n}")
    out.append("")
    if meta["quick"]:
        out.append(
            "Quick mode: every program ran once per tool on a small workload (one cold call, "
            "no warm-up), to check that each tool's output matches CPython's. The times are "
            "not benchmark results. Speedup = CPython time / tool time; hintc/mypyc and "
            "hintc/Cython are time ratios (below 1.0 means hintc is faster).\n")
    else:
        out.append(
            f"Each cell is the median of ≥{meta['min_runs']} timed runs, each in a fresh "
            "subprocess, after one warm-up run (min, median and every run are in latest.json), "
            "followed by the speedup over CPython (CPython median / tool median). Programs time "
            "`main()`; `fib` and `fib_loop` are per call from Python (timeit autorange, best "
            "of 5 per subprocess). hintc/mypyc and hintc/Cython are time ratios: **below 1.0 "
            "means hintc is faster**. Every tool's output is compared with CPython's; a wrong "
            "answer is reported, not timed.\n")
    head = ["benchmark"] + [t["label"] for t in tools]
    has_hintc = "hintc" in names
    if has_hintc:
        head += [r for r, other in (("hintc/mypyc", "mypyc"), ("hintc/Cython", "cython"),
                                    ("hintc/Cython typed", "cython_typed")) if other in names]
    out.append("| " + " | ".join(head) + " |")
    out.append("|" + "---|" * len(head))
    for b in doc["benchmarks"]:
        res = b["results"]
        row = [f"`{b['name']}`"] + [_cell(res.get(t["name"], {}), t, b["name"], notes)
                                    for t in tools]
        if has_hintc:
            for other in ("mypyc", "cython", "cython_typed"):
                if other in names:
                    r = _ratio(res.get("hintc", {}), res.get(other, {}))
                    row.append(f"{r:.2f}" if r is not None else "—")
        out.append("| " + " | ".join(row) + " |")
    out.append("")
    out.append("Build cost per tool: cold compile wall time (fresh folder, includes the tool's "
               "own start-up and the C/C++ compiler) / size of the produced extension.\n")
    compiled = [t for t in tools if t["name"] != "cpython"]
    out.append("| benchmark | " + " | ".join(t["label"] for t in compiled) + " |")
    out.append("|" + "---|" * (len(compiled) + 1))
    for b in doc["benchmarks"]:
        row = [f"`{b['name']}`"]
        for t in compiled:
            e = b["results"].get(t["name"], {})
            if e.get("compile_s") is None:
                row.append("—")
            elif e.get("status") == "cannot-compile":
                row.append(f"fails after {e['compile_s']:.2f} s")
            else:
                row.append(f"{e['compile_s']:.2f} s / {fmt_size(e.get('size_bytes'))}")
        out.append("| " + " | ".join(row) + " |")
    out.append("")
    if has_hintc:
        out += goals(doc)
    out.append("What each benchmark does:\n")
    for b in doc["benchmarks"]:
        out.append(f"- `{b['name']}` ({b['source']}, workload {b['workload']}): {b['what']}")
    if notes.items:
        out.append("\nNotes:\n")
        out += [f"{i}. {text}" for i, text in enumerate(notes.items, 1)]
    return "\n".join(out) + "\n"


def goals(doc: dict) -> list[str]:
    out = ["Goals (from the benchmark issue and the core issue):\n"]
    faster, slower, missing = [], [], []
    for b in doc["benchmarks"]:
        r = _ratio(b["results"].get("hintc", {}), b["results"].get("mypyc", {}))
        if r is None:
            missing.append(b["name"])
        elif r < 1.0:
            faster.append(b["name"])
        else:
            slower.append(f"{b['name']} ({r:.2f})")
    compared = len(faster) + len(slower)
    out.append(f"- hintc faster than mypyc: {len(faster)} of the {compared} benchmarks both "
               f"tools ran (of {len(doc['benchmarks'])})"
               + (f"; not faster (hintc/mypyc ≥ 1.00) on {', '.join(slower)}" if slower else "")
               + (f"; not compared (a tool did not produce a time): {', '.join(missing)}"
                  if missing else ""))
    for b in doc["benchmarks"]:
        if not b["numeric"]:
            continue
        res = b["results"]
        typed = _ratio(res.get("hintc", {}), res.get("cython_typed", {}))
        pure = _ratio(res.get("hintc", {}), res.get("cython", {}))
        if typed is not None:
            verdict = "met" if typed <= 1.5 else "missed"
            out.append(f"- `{b['name']}` within 1.5x of hand-typed Cython: {verdict} "
                       f"(hintc/Cython typed = {typed:.2f})")
        elif pure is not None:
            out.append(f"- `{b['name']}`: no hand-typed .pyx; hintc/Cython pure = {pure:.2f}")
        else:
            out.append(f"- `{b['name']}`: no hintc time to compare")
    targets = {"fib": 50.0, "fib_loop": 10.0}
    for b in doc["benchmarks"]:
        if b["name"] in targets:
            sp = b["results"].get("hintc", {}).get("speedup")
            want = targets[b["name"]]
            if isinstance(sp, float):
                verdict = "met" if sp >= want else "missed"
                out.append(f"- `{b['name']}` ≥ {want:g}x CPython: {verdict} ({sp:.3g}x)")
            else:
                out.append(f"- `{b['name']}` ≥ {want:g}x CPython: no hintc time")
    out.append("")
    return out


README = Path(__file__).resolve().parent / "README.md"
START, END = "<!-- results:start -->", "<!-- results:end -->"


def update_readme(doc: dict, readme: Path = README) -> bool:
    """Replaces the README's results section with the latest table and chart."""
    text = readme.read_text()
    if START not in text or END not in text:
        return False
    body = markdown(doc)
    if body.startswith("# "):
        body = "### " + body[2:]  # nest the run's title under the README's own heading
    section = f"{START}\n{body}\n![speedup over CPython](results/latest.png)\n{END}"
    head, rest = text.split(START, 1)
    readme.write_text(head + section + rest.split(END, 1)[1])
    return True


def write_all(doc: dict, out_dir: Path, chart: bool) -> list[Path]:
    written = []
    md = out_dir / "latest.md"
    md.write_text(markdown(doc))
    written.append(md)
    js = out_dir / "latest.json"
    js.write_text(json.dumps(doc, indent=1, sort_keys=False) + "\n")
    written.append(js)
    if chart:
        from benchmarks import chart as chart_mod
        png = out_dir / "latest.png"
        chart_mod.draw(doc, png)
        written.append(png)
    return written
