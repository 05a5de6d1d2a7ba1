"""Line profiler of compiled code: the counters of modules built with ``--profile``, as a table.

Build with ``hintc build --profile``, ``hintc.build_module(..., profile=True)`` or
``%%compile --profile``; run the code; then ``print_stats()`` shows, per compiled function, how
often each line ran and how long it took (callees included), in line_profiler's familiar layout.
``stats()`` returns the same numbers as data and ``reset()`` zeroes them.

Every profile-built module in ``sys.modules`` takes part: its runtime exposes
``__hintc_profile_stats__()`` and ``__hintc_profile_reset__()``.
"""

from __future__ import annotations

import linecache
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, TextIO

__all__ = ["FunctionStats", "LineStats", "print_stats", "reset", "stats"]

_STATS_HOOK = "__hintc_profile_stats__"
_RESET_HOOK = "__hintc_profile_reset__"


@dataclass(frozen=True)
class LineStats:
    line: int  # 1-based source line
    hits: int  # how many times the line started executing
    time: float  # seconds spent on the line (including the functions it called)
    ticks: int  # the same time in the runtime's clock ticks (exact sums)


@dataclass(frozen=True)
class FunctionStats:
    module: str
    filename: str
    name: str
    first_line: int  # line of the ``def``
    calls: int
    total_time: float  # seconds from entry to exit, summed over all calls
    total_ticks: int
    seconds_per_tick: float
    lines: tuple[LineStats, ...]  # the lines that can run, in line order


def _hooks(name: str) -> Iterator[Callable[[], Any]]:
    seen: set[int] = set()
    for module in list(sys.modules.values()):
        # The module dict, not getattr: a module-level __getattr__ must not run here.
        hook = getattr(module, "__dict__", {}).get(name)
        if hook is not None and callable(hook) and id(hook) not in seen:
            seen.add(id(hook))
            yield hook


def stats() -> list[FunctionStats]:
    """Counters of every compiled function of every profile-built module loaded, by file, line."""
    found: list[FunctionStats] = []
    for hook in _hooks(_STATS_HOOK):
        raw = hook()
        unit = float(raw["seconds_per_tick"])
        for f in raw["functions"]:
            lines = tuple(
                LineStats(line, hits, ticks * unit, ticks) for line, hits, ticks in f["lines"]
            )
            found.append(
                FunctionStats(
                    module=raw["module"],
                    filename=raw["filename"],
                    name=f["name"],
                    first_line=f["line"],
                    calls=f["calls"],
                    total_time=f["ticks"] * unit,
                    total_ticks=f["ticks"],
                    seconds_per_tick=unit,
                    lines=lines,
                )
            )
    found.sort(key=lambda s: (s.filename, s.first_line, s.module))
    return found


def reset() -> None:
    """Zeroes the counters of every profile-built module loaded."""
    for hook in _hooks(_RESET_HOOK):
        hook()


def _selected(
    all_stats: list[FunctionStats], filename: str | None, min_time: float
) -> list[FunctionStats]:
    return [
        s
        for s in all_stats
        if s.calls > 0
        and s.total_time >= min_time
        and (filename is None or filename in s.filename)
    ]


def _format_number(value: float, width: int) -> str:
    text = f"{value:.1f}"
    if len(text) > width:
        text = f"{value:.{max(width - 6, 1)}g}"
    return text.rjust(width)


def format_function(s: FunctionStats, unit: float = 1e-9) -> str:
    """One function's table: header, then a row per source line from the ``def`` on."""
    out = [
        f"Total time: {s.total_time:g} s",
        f"File: {s.filename}",
        f"Function: {s.name} at line {s.first_line} "
        f"(module {s.module}, {s.calls} call{'s' if s.calls != 1 else ''})",
        "",
        f"{'Line':>6} {'Hits':>9} {'Time':>12} {'Per Hit':>8} {'% Time':>8}  Line Contents",
        "=" * 62,
    ]
    by_line = {ls.line: ls for ls in s.lines}
    last = max(by_line, default=s.first_line)
    for lineno in range(s.first_line, last + 1):
        text = linecache.getline(s.filename, lineno).rstrip("\n")
        ls = by_line.get(lineno)
        if ls is None or ls.hits == 0 and ls.ticks == 0:
            out.append(f"{lineno:>6} {'':>9} {'':>12} {'':>8} {'':>8}  {text}")
            continue
        time_units = ls.time / unit
        per_hit = time_units / ls.hits if ls.hits else 0.0
        share = 100.0 * ls.ticks / s.total_ticks if s.total_ticks else 0.0
        out.append(
            f"{lineno:>6} {ls.hits:>9} {_format_number(time_units, 12)} "
            f"{_format_number(per_hit, 8)} {share:>8.1f}  {text}"
        )
    return "\n".join(out)


def print_stats(
    stream: TextIO | None = None,
    *,
    filename: str | None = None,
    min_time: float = 0.0,
    unit: float = 1e-9,
) -> None:
    """Prints the line table of every compiled function that ran, grouped by function.

    ``filename`` keeps functions whose source file name contains it; ``min_time`` (seconds)
    leaves out functions whose total time is smaller; ``unit`` is the time unit of the Time and
    Per Hit columns (default nanoseconds: compiled lines are fast), stated in the first line.
    """
    stream = sys.stdout if stream is None else stream
    chosen = _selected(stats(), filename, min_time)
    stream.write(f"Timer unit: {unit:g} s\n")
    if not chosen:
        stream.write("\nNo profiled compiled function ran")
        filtered = filename is not None or min_time > 0
        stream.write(" (matching the filters).\n" if filtered else ".\n")
        return
    for s in chosen:
        stream.write("\n" + format_function(s, unit) + "\n")
