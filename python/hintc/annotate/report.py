"""Builds the annotate report (a JSON-ready dict) from a module's source, compiler notes and C++."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from hintc.annotate.cppmap import LineCode, call_category, map_cpp
from hintc.annotate.wording import derived_reason, guarded_type

SCHEMA = "hintc-annotate"
VERSION = 1

# How much one compiler note says about a line's speed (docs/ANNOTATE.md has the formula).
NOTE_WEIGHTS = {"generic": 0.6, "call": 0.5, "check": 0.3, "box": 0.3}
# How much one object call in the line's C++ weighs against one native statement.
CALL_WEIGHTS = {"generic": 1.0, "call": 1.0, "box": 0.5, "check": 0.5}

_DEF_OR_CLASS = re.compile(r"^(?:async\s+)?(def|class)\s+([A-Za-z_][A-Za-z0-9_]*)")
MODULE_GROUP = "<module>"
_KIND_ORDER = {"generic": 0, "call": 1, "box": 2, "check": 3}


def level_of(score: float) -> int:
    """Shade bucket 0 (native) to 4 (mostly generic)."""
    if score <= 0:
        return 0
    return min(4, 1 + int(score * 4))


def line_score(kinds: Iterable[str], code: LineCode | None) -> float:
    note_part = 1.0
    for kind in kinds:
        note_part *= 1.0 - NOTE_WEIGHTS.get(kind, 0.0)
    note_part = 1.0 - note_part
    cpp_part = 0.0
    if code is not None:
        weighted = sum(CALL_WEIGHTS[k] * n for k, n in code.kinds.items())
        if weighted + code.native > 0:
            cpp_part = weighted / (weighted + code.native)
    return round(1.0 - (1.0 - note_part) * (1.0 - cpp_part), 3)


def _line_weight(code: LineCode | None, has_notes: bool) -> int:
    """A line counts in function and module scores in proportion to how much code it has."""
    size = 0 if code is None else code.object_calls + code.native
    return max(size, 1 if has_notes else 0)


def function_spans(lines: Sequence[str]) -> list[tuple[str, int, int]]:
    """(name, def line, last line) of each top-level def and of each method of a top-level class
    (named ``Class.method``), 1-based, in source order."""
    spans: list[tuple[str, int, int]] = []
    for kind, name, start, end in _statement_spans(lines, 1, len(lines), 0):
        if kind == "def":
            spans.append((name, start, end))
        elif kind == "class" and start < end:
            body_indent = _indent_of_body(lines, start + 1, end)
            if body_indent is None:
                continue
            for inner, method, m_start, m_end in _statement_spans(lines, start + 1, end, body_indent):
                if inner == "def":
                    spans.append((f"{name}.{method}", m_start, m_end))
    return spans


def _is_code(text: str) -> bool:
    stripped = text.strip()
    return bool(stripped) and not stripped.startswith("#")


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" \t"))


def _indent_of_body(lines: Sequence[str], first: int, last: int) -> int | None:
    for number in range(first, last + 1):
        if _is_code(lines[number - 1]):
            return _indent(lines[number - 1])
    return None


def _statement_spans(
    lines: Sequence[str], first: int, last: int, indent: int
) -> list[tuple[str, str, int, int]]:
    """(``def`` or ``class``, name, first line, last line) of the statements at ``indent``
    between lines ``first`` and ``last``: each spans to the line before the next statement at
    that indentation (or less), without the blank and comment lines before it."""
    starts: list[tuple[str, str, int]] = []
    boundaries: list[int] = []  # lines that start a statement at this indentation
    for number in range(first, last + 1):
        text = lines[number - 1]
        if not _is_code(text) or _indent(text) > indent:
            continue
        boundaries.append(number)
        match = _DEF_OR_CLASS.match(text[indent:])
        if match:
            starts.append((match.group(1), match.group(2), number))
    spans = []
    for kind, name, start in starts:
        later = [b for b in boundaries if b > start]
        end = (later[0] - 1) if later else last
        while end > start and not _is_code(lines[end - 1]):
            end -= 1
        spans.append((kind, name, start, end))
    return spans


def _derived_reasons(code: LineCode) -> list[dict[str, Any]]:
    """Words for object calls the compiler recorded no note about, in Python terms."""
    reasons = []
    guarded = guarded_type(code.calls)
    for kind in ("generic", "call", "box", "check"):
        names = sorted(name for name in code.calls if call_category(name) == kind)
        if names:
            reasons.append({"kind": kind, "col": 0, "names": names})
    if guarded is not None and reasons:
        # One reason: every object call of the line is the path of the guarded type's subclasses.
        names = sorted(n for r in reasons for n in r["names"])
        return [{"kind": reasons[0]["kind"], "col": 0,
                 "reason": derived_reason(reasons[0]["kind"], names, guarded)}]
    return [{"kind": r["kind"], "col": 0, "reason": derived_reason(r["kind"], r["names"])}
            for r in reasons]


def build_report(
    source: str,
    cpp: str,
    notes: Iterable[Sequence[Any]],
    *,
    module_name: str,
    filename: str,
    opt_level: int,
    display_source: str | None = None,
) -> dict[str, Any]:
    """The report for one module; ``display_source`` replaces the shown text line for line."""
    shown = (display_source if display_source is not None else source).splitlines()
    compiled = source.splitlines()
    count = max(len(shown), len(compiled))
    shown += [""] * (count - len(shown))
    code_by_line = map_cpp(cpp)

    notes_by_line: dict[int, list[dict[str, Any]]] = {}
    for line, col, kind, reason in notes:
        notes_by_line.setdefault(int(line), []).append({"kind": str(kind), "col": int(col), "reason": str(reason)})

    spans = function_spans(compiled)
    owner: dict[int, str] = {}
    for name, start, end in spans:
        for number in range(start, end + 1):
            owner[number] = name

    rows: list[dict[str, Any]] = []
    for number in range(1, count + 1):
        code = code_by_line.get(number)
        reasons = sorted(notes_by_line.get(number, []), key=lambda r: (_KIND_ORDER.get(r["kind"], 9), r["col"]))
        score = line_score((r["kind"] for r in reasons), code)
        if score > 0 and not reasons and code is not None:
            reasons = _derived_reasons(code)
        rows.append(
            {
                "line": number,
                "source": shown[number - 1],
                "function": owner.get(number, MODULE_GROUP),
                "score": score,
                "level": level_of(score),
                "reasons": reasons,
                "calls": dict(sorted(code.calls.items())) if code is not None else {},
                "native": code.native if code is not None else 0,
                "weight": _line_weight(code, bool(reasons)),
                "cpp": [
                    {"section": p.section, "scored": p.scored, "code": "\n".join(p.lines)}
                    for p in (code.pieces if code is not None else [])
                ],
            }
        )

    functions = []
    for name, start, end in spans:
        members = [r for r in rows if start <= r["line"] <= end]
        functions.append({"name": name, "line": start, "end_line": end, **_summary(members)})
    module_rows = [r for r in rows if r["function"] == MODULE_GROUP]
    if any(r["weight"] for r in module_rows):
        functions.append({"name": MODULE_GROUP, "line": None, "end_line": None, **_summary(module_rows)})

    return {
        "schema": SCHEMA,
        "version": VERSION,
        "module": module_name,
        "filename": filename,
        "opt_level": opt_level,
        "formula": {"note_weights": NOTE_WEIGHTS, "call_weights": CALL_WEIGHTS},
        **_summary(rows),
        "functions": functions,
        "lines": rows,
    }


def _summary(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    total = sum(r["weight"] for r in rows)
    score = sum(r["score"] * r["weight"] for r in rows) / total if total else 0.0
    return {
        "score": round(score, 3),
        "code_lines": sum(1 for r in rows if r["weight"]),
        "shaded_lines": sum(1 for r in rows if r["level"]),
    }
