"""Renders an annotate report as self-contained HTML (a page, or a fragment for a notebook cell)."""

from __future__ import annotations

import hashlib
import json
import re
from html import escape
from typing import Any

from hintc.annotate.cppmap import call_category
from hintc.annotate.report import level_of
from hintc.annotate.style import CSS, SCOPE

_LEVEL_WORDS = ("native", "a little generic", "partly generic", "mostly generic", "generic")
_IDENT_CALL = re.compile(r"\b([A-Za-z_][A-Za-z0-9_]*)(?=\s*\()")


def _pct(score: float | None) -> str:
    return "—" if score is None else f"{round(score * 100)}%"


def _highlight_cpp(code: str) -> str:
    """Escaped C++ with the object (C-API) calls marked."""

    def mark(match: re.Match[str]) -> str:
        kind = call_category(match.group(1))
        if kind is None:
            return match.group(0)
        return f'<span class="ha-capi ha-k-{kind}" title="{kind}">{match.group(0)}</span>'

    return _IDENT_CALL.sub(mark, escape(code, quote=False))


def _report_id(report: dict[str, Any]) -> str:
    """A page-unique prefix: a notebook can show several reports, and ids must not collide."""
    digest = hashlib.sha1(json.dumps(report, sort_keys=True).encode("utf-8")).hexdigest()
    return "ha" + digest[:10]


def _reasons_html(row: dict[str, Any]) -> str:
    items = []
    for r in row["reasons"]:
        col = f' <span class="ha-col">col {r["col"]}</span>' if r.get("col") else ""
        items.append(
            f'<li class="ha-reason"><span class="ha-kind ha-k-{escape(r["kind"])}">{escape(r["kind"])}</span> '
            f'<span class="ha-text">{escape(r["reason"])}</span>{col}</li>'
        )
    return f'<ul class="ha-why">{"".join(items)}</ul>' if items else ""


def _line_html(row: dict[str, Any], rid: str) -> str:
    number = row["line"]
    level = row["level"]
    head = (
        f'<span class="ha-no">{number}</span>'
        f'<span class="ha-pct">{_pct(row["score"]) if row["weight"] else ""}</span>'
        f'<span class="ha-src">{escape(row["source"]) or " "}</span>'
    )
    attrs = (
        f'class="ha-row ha-l{level}" id="{rid}-L{number}" data-line="{number}" '
        f'data-score="{row["score"]}" data-level="{level}"'
    )
    why = _reasons_html(row)
    if not row["cpp"] and not why:
        return f'<div {attrs}><div class="ha-sum"><div class="ha-line"><span class="ha-tog"> </span>{head}</div></div></div>'
    body = []
    if row["calls"]:
        listed = ", ".join(f"{escape(n)} ×{c}" for n, c in row["calls"].items())
        body.append(f'<div class="ha-calls">object calls: {listed}; native statements: {row["native"]}</div>')
    for piece in row["cpp"]:
        note = "" if piece["scored"] else " (not scored: every def pays it)"
        body.append(
            f'<div class="ha-sec">C++ in {escape(piece["section"])}{note}</div>'
            f'<pre class="ha-cpp">{_highlight_cpp(piece["code"])}</pre>'
        )
    if not row["cpp"]:
        body.append('<div class="ha-sec">no C++ for this line</div>')
    return (
        # The reasons sit in the summary so they show without a click; the C++ opens on one.
        f'<details {attrs}><summary class="ha-sum"><div class="ha-line"><span class="ha-tog">▸</span>{head}</div>'
        f'{why}</summary><div class="ha-body">{"".join(body)}</div></details>'
    )


def _functions_html(report: dict[str, Any], rid: str) -> str:
    rows = []
    for f in report["functions"]:
        level = level_of(f["score"])
        name = escape(f["name"])
        link = f'<a class="ha-link" href="#{rid}-L{f["line"]}">{name}</a>' if f["line"] else name
        where = f'line {f["line"]}' if f["line"] else "top-level code"
        rows.append(
            f'<div class="ha-frow" data-function="{name}" data-score="{f["score"]}">'
            f'<span class="ha-fname">{link}</span><span class="ha-fwhere">{where}</span>'
            f'<span class="ha-bar"><span class="ha-fill ha-l{level}" style="width:{round(f["score"] * 100)}%"></span></span>'
            f'<span class="ha-fpct">{_pct(f["score"])}</span>'
            f'<span class="ha-fshade">{f["shaded_lines"]} of {f["code_lines"]} lines shaded</span></div>'
        )
    return f'<div class="ha-funcs"><div class="ha-h2">Functions</div>{"".join(rows)}</div>'


def _diff_entry_html(entry: dict[str, Any], rid: str) -> str:
    reasons = "".join(
        f'<li class="ha-reason"><span class="ha-kind ha-k-gone">gone</span> <span class="ha-text">{escape(r)}</span></li>'
        for r in entry["removed_reasons"]
    ) + "".join(
        f'<li class="ha-reason"><span class="ha-kind ha-k-new">new</span> <span class="ha-text">{escape(r)}</span></li>'
        for r in entry["added_reasons"]
    )
    calls = ", ".join(f"{escape(n)} {d:+d}" for n, d in entry.get("call_changes", {}).items())
    if calls:
        reasons += f'<li class="ha-reason"><span class="ha-kind ha-k-calls">calls</span> <span class="ha-text">{calls}</span></li>'
    return (
        f'<div class="ha-drow"><a class="ha-link" href="#{rid}-L{entry["line"]}">line {entry["line"]}</a> '
        f'<span class="ha-dscore">{_pct(entry["old_score"])} → {_pct(entry["new_score"])}</span> '
        f'<span class="ha-src">{escape(entry["source"].strip())}</span>'
        f'{f"<ul class=ha-why>{reasons}</ul>" if reasons else ""}</div>'
    )


def _diff_html(diff: dict[str, Any], rid: str) -> str:
    parts = [
        f'<div class="ha-h2">Since the last build: module {_pct(diff["old_score"])} → {_pct(diff["new_score"])} generic</div>'
    ]
    for key, title in (("regressed", "Regressed"), ("improved", "Improved"), ("changed", "Reasons changed")):
        entries = diff[key]
        if entries:
            rows = "".join(_diff_entry_html(e, rid) for e in entries)
            parts.append(f'<div class="ha-dgroup ha-d-{key}" data-diff="{key}"><div class="ha-h3">{title} ({len(entries)})</div>{rows}</div>')
    if not any(diff[k] for k in ("regressed", "improved", "changed")):
        parts.append('<div class="ha-dnone">No line changed its score or reasons.</div>')
    moved = [f for f in diff["functions"] if f["old_score"] is None or abs(f["new_score"] - f["old_score"]) > 0.005]
    if moved:
        items = ", ".join(f'{escape(f["name"])} {_pct(f["old_score"])} → {_pct(f["new_score"])}' for f in moved)
        parts.append(f'<div class="ha-dfuncs">functions: {items}</div>')
    return f'<div class="ha-diff">{"".join(parts)}</div>'


def _legend_html() -> str:
    swatches = "".join(
        f'<span class="ha-swatch ha-l{i}">{_LEVEL_WORDS[i]}</span>' for i in range(len(_LEVEL_WORDS))
    )
    return f'<div class="ha-legend">{swatches}</div>'


def render_fragment(report: dict[str, Any], diff: dict[str, Any] | None = None) -> str:
    """The report as one scoped element plus its style: safe to put inside a notebook output."""
    rid = _report_id(report)
    level = level_of(report["score"])
    header = (
        f'<div class="ha-head"><div class="ha-title">hintc annotate: module '
        f'<b class="ha-mod">{escape(report["module"])}</b> <span class="ha-file">'
        f'{escape(report["filename"])} · -O{report["opt_level"]}</span></div>'
        f'<div class="ha-total ha-l{level}" data-score="{report["score"]}">module score '
        f'{_pct(report["score"])} generic · {report["shaded_lines"]} of {report["code_lines"]} '
        f'lines with code are shaded</div>{_legend_html()}'
        f'<div class="ha-hint">Click a line to see its generated C++.</div></div>'
    )
    lines = "".join(_line_html(row, rid) for row in report["lines"])
    return (
        f"<style>{CSS}</style>"
        f'<div class="{SCOPE}" id="{rid}" data-module="{escape(report["module"])}">{header}'
        f'{_diff_html(diff, rid) if diff is not None else ""}{_functions_html(report, rid)}'
        f'<div class="ha-lines"><div class="ha-h2">Source</div>{lines}</div></div>'
    )


def render_html(report: dict[str, Any], diff: dict[str, Any] | None = None, full_page: bool = True) -> str:
    fragment = render_fragment(report, diff)
    if not full_page:
        return fragment
    title = escape(f"hintc annotate: {report['module']}")
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="color-scheme" content="light dark">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title>'
        f'</head><body style="margin:0">{fragment}</body></html>\n'
    )
