"""pytest configuration shared by the suites: the --update-golden option and the tests/ import path."""
import sys
from pathlib import Path

import pytest

# Lets every suite `import helpers` regardless of how pytest was invoked.
sys.path.insert(0, str(Path(__file__).resolve().parent))


def pytest_addoption(parser):
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite tests/golden/*.ir from the compiler's current output instead of comparing",
    )
    parser.addoption(
        "--run-opt-level",
        type=int,
        choices=[0, 1, 2, 3],
        default=1,
        help="optimisation level the run-test corpus (tests/run) is compiled at (default 1)",
    )


@pytest.fixture(scope="session")
def update_golden(request) -> bool:
    return bool(request.config.getoption("--update-golden"))
