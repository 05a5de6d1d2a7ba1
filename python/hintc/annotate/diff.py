"""Compares two annotate reports: which lines and functions got more or less generic."""

from __future__ import annotations

import difflib
from typing import Any

from hintc.annotate.report import SCHEMA, VERSION

# Scores are rounded to 3 places; smaller moves are noise from unrelated code on the line.
_EPSILON = 0.005


def check_schema(report: Any, what: str) -> None:
    if not isinstance(report, dict) or report.get("schema") != SCHEMA:
        raise ValueError(f"{what} is not a hintc annotate report")
    version = report.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise ValueError(f"{what} has report version {version!r}; this hintc reads up to {VERSION}")


def _reason_set(row: dict[str, Any]) -> set[str]:
    return {r["reason"] for r in row.get("reasons", [])}


def diff_reports(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """Lines are matched by their text (edits move line numbers), functions by name."""
    check_schema(old, "the old report")
    check_schema(new, "the new report")
    old_rows, new_rows = old["lines"], new["lines"]
    matcher = difflib.SequenceMatcher(
        a=[r["source"].rstrip() for r in old_rows], b=[r["source"].rstrip() for r in new_rows], autojunk=False
    )
    improved, regressed, changed = [], [], []
    for block in matcher.get_matching_blocks():
        for k in range(block.size):
            before, after = old_rows[block.a + k], new_rows[block.b + k]
            gone = sorted(_reason_set(before) - _reason_set(after))
            added = sorted(_reason_set(after) - _reason_set(before))
            delta = after["score"] - before["score"]
            if abs(delta) <= _EPSILON and not gone and not added:
                continue
            entry = {
                "line": after["line"],
                "old_line": before["line"],
                "source": after["source"],
                "old_score": before["score"],
                "new_score": after["score"],
                "removed_reasons": gone,
                "added_reasons": added,
                # Object calls that came or went explain a score move whose words stayed the same.
                "call_changes": {
                    name: after["calls"].get(name, 0) - before["calls"].get(name, 0)
                    for name in sorted(set(before["calls"]) | set(after["calls"]))
                    if after["calls"].get(name, 0) != before["calls"].get(name, 0)
                },
            }
            if delta < -_EPSILON:
                improved.append(entry)
            elif delta > _EPSILON:
                regressed.append(entry)
            else:
                changed.append(entry)
    old_functions = {f["name"]: f for f in old.get("functions", [])}
    functions = []
    for f in new.get("functions", []):
        before = old_functions.get(f["name"])
        functions.append(
            {"name": f["name"], "old_score": None if before is None else before["score"], "new_score": f["score"]}
        )
    return {
        "old_score": old["score"],
        "new_score": new["score"],
        "improved": sorted(improved, key=lambda e: e["new_score"] - e["old_score"]),
        "regressed": sorted(regressed, key=lambda e: e["old_score"] - e["new_score"]),
        "changed": changed,
        "functions": functions,
    }
