"""Error tests: every tests/errors/*.py holds compile errors and, in trailing comments
`# error: LINE:COL: message`, exactly the diagnostics hintc must report for it."""
from __future__ import annotations

import subprocess
import sys

import pytest

from helpers import TESTS_DIR, expected_errors, translate

ERRORS_DIR = TESTS_DIR / "errors"
CASES = sorted(p.stem for p in ERRORS_DIR.glob("*.py"))


def test_corpus_has_expectations():
    assert CASES
    empty = [c for c in CASES if not expected_errors((ERRORS_DIR / f"{c}.py").read_text())]
    assert not empty, f"error tests without '# error:' lines: {empty}"


@pytest.mark.parametrize("name", CASES)
def test_diagnostics(name):
    path = ERRORS_DIR / f"{name}.py"
    source = path.read_text()
    result = translate(source, str(path), name)
    assert not result["ok"], "the program compiled although it has errors"
    assert result["cpp"] == ""
    got = [(int(line), int(col), str(message)) for line, col, message in result["errors"]]
    assert got == expected_errors(source)
    # The text form carries each error as file:line:col: error: message.
    for line, col, message in got:
        assert f"{path}:{line}:{col}: error: {message}" in result["diagnostics"]


@pytest.mark.parametrize("name", ["undefined_names", "syntax_missing_colon", "unsupported_class"])
def test_cli_reports_errors(name, tmp_path):
    path = ERRORS_DIR / f"{name}.py"
    proc = subprocess.run(
        [sys.executable, "-m", "hintc", "build", str(path), "-o", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1, proc.stderr
    lines = proc.stderr.splitlines()
    for line, col, message in expected_errors(path.read_text()):
        header = f"{path}:{line}:{col}: error: {message}"
        assert header in lines, proc.stderr
        # The header is followed by the offending source line and a caret under the column.
        i = lines.index(header)
        source_line = path.read_text().splitlines()[line - 1]
        assert lines[i + 1].strip() == source_line.strip()
        caret_line = lines[i + 2]
        assert caret_line.strip() == "^"
        indent = len(lines[i + 1]) - len(source_line)
        assert caret_line.index("^") == indent + col - 1
    assert not list(tmp_path.iterdir()), "a failed build must not leave an extension behind"
