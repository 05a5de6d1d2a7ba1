"""Builds the annotate report (a JSON-ready dict) from a module's source, compiler notes and C++."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from hintc.annotate.cppmap import LineCode, call_category, map_cpp

SCHEMA = "hintc-annotate"
VERSION = 1

# How much one compiler note says about a line's speed (docs/ANNOTATE.md has the formula).
NOTE_WEIGHTS = {"generic": 0.6, "call": 0.5, "check": 0.3, "box": 0.3}
# How much one object call in the line's C++ weighs against one native statement.
CALL_WEIGHTS = {"generic": 1.0, "call": 1.0, "box": 0.5, "check": 0.5}

_CALL_WORDS = {
    "generic": "a generic (C-API) operation",
    "call": "a call into Python",
    "box": "boxing a native value into a Python object",
    "check": "a run-time type check and unboxing",
}

_TOP_LEVEL_DEF = re.compile(r"^(?:async\s+)?def\s+([A-Za-z_][A-Za-z0-9_]*)")
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
    """(name, def line, last line) of each top-level def, 1-based."""
    starts: list[tuple[str, int]] = []
    boundaries: list[int] = []  # lines that end the previous top-level statement
    for number, text in enumerate(lines, start=1):
        if not text.strip() or text[0] in " \t#":
            continue
        boundaries.append(number)
        match = _TOP_LEVEL_DEF.match(text)
        if match:
            starts.append((match.group(1), number))
    spans = []
    for name, start in starts:
        later = [b for b in boundaries if b > start]
        end = (later[0] - 1) if later else len(lines)
        # Blank lines and column-0 comments before the next statement are not the function's.
        while end > start and (not lines[end - 1].strip() or lines[end - 1].startswith("#")):
            end -= 1
        spans.append((name, start, end))
    return spans


def _derived_reasons(code: LineCode) -> list[dict[str, Any]]:
    """Words for object calls the compiler recorded no note about."""
    reasons = []
    for kind in ("generic", "call", "box", "check"):
        names = sorted(name for name in code.calls if call_category(name) == kind)
        if names:
            listed = ", ".join(f"`{n}`" for n in names)
            reasons.append(
                {"kind": kind, "col": 0, "reason": f"the generated C++ calls {listed}: {_CALL_WORDS[kind]}"}
            )
    return reasons


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
