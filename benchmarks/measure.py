# Runs a built benchmark in fresh subprocesses: warm-up, then timed runs until the times settle.
from __future__ import annotations

import dataclasses
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from benchmarks.catalog import Benchmark

CHILD = Path(__file__).resolve().parent / "child.py"
RUN_TIMEOUT_S = 300


@dataclasses.dataclass
class Run:
    ok: bool
    output: str = ""
    seconds: float | None = None
    error: str = ""
    origin: str = ""


def run_once(module_dir: Path, module: str, bench: Benchmark, quick: bool,
             micro_repeat: int) -> Run:
    with tempfile.TemporaryDirectory(prefix="hintc-bench-run-") as tmp:
        timing = Path(tmp) / "timing.json"
        cmd = [sys.executable, str(CHILD), str(module_dir), module, str(timing)]
        if bench.micro_func is not None:
            arg = bench.quick_arg if quick else bench.arg
            cmd += ["micro", bench.micro_func, str(arg), str(0 if quick else micro_repeat)]
        else:
            cmd += ["program"] + ([str(bench.quick_arg)] if quick else [])
        try:
            proc = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True,
                                  timeout=RUN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return Run(ok=False, error=f"timed out after {RUN_TIMEOUT_S}s")
        if proc.returncode != 0 or not timing.exists():
            lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
            return Run(ok=False, output=proc.stdout,
                       error=lines[-1] if lines else f"exit status {proc.returncode}")
        data = json.loads(timing.read_text())
        return Run(ok=True, output=proc.stdout, seconds=float(data["seconds"]),
                   origin=str(data.get("origin", "")))


def settled(times: list[float], tolerance: float) -> bool:
    """Stable once the median is within tolerance of the minimum."""
    lo = min(times)
    return (statistics.median(times) - lo) <= tolerance * lo


@dataclasses.dataclass
class Measurement:
    status: str  # ok | wrong-answer | runtime-error
    output: str = ""
    times: list[float] = dataclasses.field(default_factory=list)
    error: str = ""
    origin: str = ""

    @property
    def min(self) -> float | None:
        return min(self.times) if self.times else None

    @property
    def median(self) -> float | None:
        return statistics.median(self.times) if self.times else None


def measure(module_dir: Path, module: str, bench: Benchmark, expected: str | None,
            quick: bool, min_runs: int, max_runs: int, tolerance: float,
            micro_repeat: int) -> Measurement:
    """expected=None means this is the reference (CPython) whose output defines the checksum."""
    first = run_once(module_dir, module, bench, quick, micro_repeat)
    if not first.ok:
        return Measurement(status="runtime-error", output=first.output, error=first.error)
    if expected is not None and first.output != expected:
        return Measurement(status="wrong-answer", output=first.output,
                           error=_diff_line(expected, first.output), origin=first.origin)
    if quick:
        assert first.seconds is not None
        return Measurement(status="ok", output=first.output, times=[first.seconds],
                           origin=first.origin)
    # The first run was the warm-up (page cache, CPU frequency); it is not timed.
    times: list[float] = []
    while len(times) < min_runs or (len(times) < max_runs and not settled(times, tolerance)):
        r = run_once(module_dir, module, bench, quick, micro_repeat)
        if not r.ok:
            return Measurement(status="runtime-error", output=r.output, error=r.error,
                               times=times, origin=first.origin)
        if r.output != first.output:
            return Measurement(status="wrong-answer", output=r.output,
                               error="output changed between runs: "
                               + _diff_line(first.output, r.output), origin=first.origin)
        assert r.seconds is not None
        times.append(r.seconds)
    return Measurement(status="ok", output=first.output, times=times, origin=first.origin)


def _diff_line(expected: str, got: str) -> str:
    exp, out = expected.splitlines(), got.splitlines()
    for i in range(max(len(exp), len(out))):
        e = exp[i] if i < len(exp) else "<missing>"
        g = out[i] if i < len(out) else "<missing>"
        if e != g:
            return f"line {i + 1}: expected {e!r}, got {g!r}"
    return "outputs differ"
