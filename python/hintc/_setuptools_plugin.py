"""The setuptools plugin entry point (``setuptools.finalize_distribution_options``).

setuptools runs it for every project built where hintc is installed, so it imports nothing until
it knows the project uses hintc: a project that made HintcExtensions has imported
``hintc.setuptools`` already (setup.py runs before this hook), and one that did not has none.
"""

from __future__ import annotations

import sys
from typing import Any


def finalize_distribution_options(dist: Any) -> None:
    module = sys.modules.get("hintc.setuptools")
    if module is not None:
        module.finalize_distribution_options(dist)
