"""Annotate report: which source lines run through generic (boxed, C-API) code, and why.

`annotate_source()` translates a module and returns the report as a JSON-ready dict (schema in
docs/ANNOTATE.md); `render_html()` turns it into a self-contained page; `diff_reports()` compares
it with an earlier report; `write_report()` writes NAME.html and NAME.annotate.json.
"""

from __future__ import annotations

from hintc.annotate.api import annotate_source, load_report, write_report
from hintc.annotate.diff import diff_reports
from hintc.annotate.html import render_html
from hintc.annotate.report import SCHEMA, VERSION, build_report

__all__ = [
    "SCHEMA",
    "VERSION",
    "annotate_source",
    "build_report",
    "diff_reports",
    "load_report",
    "render_html",
    "write_report",
]
