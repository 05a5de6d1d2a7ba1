"""Entry points of the annotate report: from source to report, and report files on disk."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hintc.annotate.diff import check_schema, diff_reports
from hintc.annotate.html import render_html
from hintc.annotate.report import build_report


def annotate_source(
    source: str | bytes,
    filename: str,
    module_name: str,
    opt_level: int = 2,
    display_source: str | None = None,
    interfaces: Sequence[str] = (),
) -> dict[str, Any]:
    """Translates ``source`` (no C++ compile) and builds its report; CompileError if it fails.
    ``interfaces``: those of the other modules of its build (calls into them are native)."""
    from hintc.build import translate

    text = source.decode("utf-8") if isinstance(source, bytes) else source
    result = translate(text, filename, module_name, opt_level, interfaces)
    return build_report(
        text,
        result["cpp"],
        result.get("notes", []),
        module_name=module_name,
        filename=filename,
        opt_level=opt_level,
        display_source=display_source,
    )


def load_report(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Reads a NAME.annotate.json; ValueError when it is not one this hintc understands."""
    try:
        report: dict[str, Any] = json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not JSON ({exc})") from None
    check_schema(report, str(path))
    return report


def write_report(
    report: dict[str, Any], stem_path: str | os.PathLike[str], old: dict[str, Any] | None = None
) -> tuple[Path, Path]:
    """Writes STEM.html and STEM.annotate.json; with ``old``, the page shows what changed."""
    stem = Path(stem_path)
    diff = diff_reports(old, report) if old is not None else None
    html_path = stem.with_name(stem.name + ".html")
    json_path = stem.with_name(stem.name + ".annotate.json")
    _write_atomic(json_path, json.dumps(report, indent=1) + "\n")
    _write_atomic(html_path, render_html(report, diff=diff, full_page=True))
    return html_path, json_path


def _write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
