"""hintc: compile type-annotated Python modules ahead of time to C++ CPython extensions."""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"

from hintc.build import BuildResult, CompileError, build_module, build_modules, translate

__all__ = [
    "BuildResult",
    "CompileError",
    "__version__",
    "build_module",
    "build_modules",
    "load_ipython_extension",
    "translate",
]


def load_ipython_extension(ipython: Any) -> None:
    """Entry point of ``%load_ext hintc``: registers the ``%%compile`` cell magic."""
    from hintc import ipython_ext

    ipython_ext.load_ipython_extension(ipython)
