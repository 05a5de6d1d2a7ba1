"""`%%compile -a`: the annotate report of a cell, shown inline in the notebook."""

from __future__ import annotations

from typing import Any

from hintc.annotate.api import annotate_source
from hintc.annotate.diff import diff_reports
from hintc.annotate.html import render_fragment

# Named cells (%%compile -a -n NAME) remember their last report in this kernel, so the next
# build of the same name shows what changed.
_last_by_name: dict[str, dict[str, Any]] = {}


def cell_report_html(
    source: str, display_source: str, filename: str, module_name: str, opt_level: int, name: str | None
) -> str:
    report = annotate_source(source, filename, module_name, opt_level, display_source=display_source)
    # The title names the cell as the user does (`-n NAME`), not by its generated module name.
    report["module"] = name if name is not None else "cell"
    diff = None
    if name is not None:
        previous = _last_by_name.get(name)
        if previous is not None:
            diff = diff_reports(previous, report)
        _last_by_name[name] = report
    return render_fragment(report, diff)


def show_cell_report(*args: Any, **kwargs: Any) -> None:
    # IPython ships no type information for its display helpers.
    from IPython.display import HTML, display  # type: ignore[attr-defined]

    display(HTML(cell_report_html(*args, **kwargs)))  # type: ignore[no-untyped-call]
