"""Short bounded libFuzzer run over compile_module (scripts/fuzz.sh): replays fuzz/regressions/
and fuzzes for a few seconds; any crash, sanitizer report, leak or timeout fails the test."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FUZZ_SECONDS = 45
# Text libFuzzer and the sanitizers print when something went wrong, whatever the exit status.
FAILURE_MARKERS = ("ERROR: libFuzzer", "ERROR: AddressSanitizer", "ERROR: LeakSanitizer",
                   "runtime error:", "SUMMARY: ", "==ERROR", "broke its contract")


@pytest.mark.skipif(shutil.which("clang++") is None, reason="the fuzz target needs clang++")
def test_fuzz_smoke(tmp_path):
    proc = subprocess.run(
        ["bash", str(ROOT / "scripts" / "fuzz.sh"), str(FUZZ_SECONDS)],
        cwd=ROOT, capture_output=True, text=True, errors="replace", timeout=1500,
    )
    log = proc.stdout + proc.stderr
    (tmp_path / "fuzz.log").write_text(log)
    tail = "\n".join(log.splitlines()[-60:])
    found = [m for m in FAILURE_MARKERS if m in log]
    assert proc.returncode == 0 and not found, f"fuzzing failed ({found}):\n{tail}"
    runs = re.search(r"Done (\d+) runs", log)
    assert runs and int(runs.group(1)) > 0, f"the fuzzer did not run:\n{tail}"
    regressions = sorted((ROOT / "fuzz" / "regressions").glob("*.input"))
    if regressions:
        assert f"replaying {len(regressions)} regression input(s)" in log, tail
