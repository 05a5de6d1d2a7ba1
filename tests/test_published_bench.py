"""The published-suites runner (benchmarks/published.py): one quick run of one program per
suite kind produces the JSON, the table and the README section. No timing is asserted."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks import published

ROOT = Path(__file__).resolve().parent.parent
CORPUS = published.corpus_default()

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus is not here")


def test_quick_run_writes_results(tmp_path):
    # mypyc's figures come from an earlier run (--reuse), and the table says when.
    old = tmp_path / "old.json"
    old.write_text(json.dumps({
        "tools": ["mypyc"], "machine": {"date_utc": "2026-01-01 00:00 UTC"},
        "results": {"main": {"mypyc": {"nqueens": {"speedup": 3.25, "compile_s": 9.0}}}},
    }))
    proc = subprocess.run(
        [sys.executable, "-m", "benchmarks.published", "--quick", "--tools", "hintc",
         "--suites", "main,pyperformance", "--names", "nqueens", "--out", str(tmp_path),
         "--reuse", str(old)],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    doc = json.loads((tmp_path / "published.json").read_text())
    assert doc["tools"] == ["hintc", "mypyc"]
    for suite in ("main", "pyperformance"):
        entry = doc["results"][suite]["hintc"]["nqueens"]
        # Either a measured speedup or a stated failure, never nothing.
        assert "speedup" in entry or entry.get("status") == "failed"
        assert entry["compile_s"] > 0
    table = (tmp_path / "published.md").read_text()
    assert "| nqueens |" in table
    assert "3.25x" in table and "mypyc 2026-01-01 00:00 UTC" in table
    assert "python -m benchmarks.published --quick" in table


def test_readme_section_is_rewritten(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text(f"# x\n\n{published.README_START}\nold\n{published.README_END}\ntail\n")
    doc = {
        "machine": {"date_utc": "d", "cpu": "c", "cores": 2, "os": "o", "python": "3.11.7",
                    "load_end": "0"},
        "quick": True, "tools": ["hintc", "mypyc"], "suites": ["main"], "command": "cmd",
        "results": {"main": {"hintc": {"a": {"speedup": 2.0, "compile_s": 1.0}},
                             "mypyc": {"a": {"status": "failed", "reason": "x"}}}},
    }
    assert published.rewrite_readme(readme, doc, "benchmarks/results/published.png")
    text = readme.read_text()
    assert "old" not in text and text.endswith("tail\n")
    assert "| a | 2.00x | fails |" in text
    assert "![speedups over CPython](benchmarks/results/published.png)" in text


def test_bad_reuse_file_fails_before_running(tmp_path):
    bad = tmp_path / "old.json"
    bad.write_text("{}")
    r = subprocess.run([sys.executable, "-m", "benchmarks.published", "--quick", "--reuse", str(bad)],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "--reuse" in r.stderr and "not a results file" in r.stderr
    assert "Traceback" not in r.stderr
