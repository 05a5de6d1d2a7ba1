"""Golden IR tests: translate(tests/golden/NAME.py)["ir"] must equal tests/golden/NAME.ir.
Run `pytest tests/test_golden.py --update-golden` to rewrite the expected files, then review the
diff before committing. Cases translate at -O0 (the frontend's lowering, stable across new
passes) unless the source has a line `# golden: -ON`."""
from __future__ import annotations

import re

import pytest

from helpers import TESTS_DIR, translate

GOLDEN_DIR = TESTS_DIR / "golden"
CASES = sorted(p.stem for p in GOLDEN_DIR.glob("*.py"))


@pytest.mark.parametrize("name", CASES)
def test_golden_ir(name, update_golden):
    src = GOLDEN_DIR / f"{name}.py"
    expected_path = GOLDEN_DIR / f"{name}.ir"
    source = src.read_text()
    m = re.search(r"^# golden: -O([0-3])$", source, re.M)
    opt_level = int(m.group(1)) if m else 0
    # A fixed filename keeps absolute paths out of the expected text.
    result = translate(source, f"{name}.py", name, opt_level=opt_level)
    assert result["ok"], result["diagnostics"]
    ir = result["ir"]
    assert ir.strip()
    if update_golden:
        expected_path.write_text(ir)
        return
    assert expected_path.is_file(), f"{expected_path} missing: run pytest --update-golden"
    assert ir == expected_path.read_text()


def test_every_expected_file_has_a_source():
    orphans = [p.name for p in GOLDEN_DIR.glob("*.ir") if p.with_suffix(".py").stem not in CASES]
    assert not orphans
