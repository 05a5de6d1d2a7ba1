"""Module names and output paths derived from where a source file sits in its package tree."""

from __future__ import annotations

import os
from pathlib import Path


def module_name_for(path: str | os.PathLike[str]) -> str:
    """Dotted module name of ``path``, walking up through directories that hold ``__init__.py``.

    ``pkg/sub/m.py`` -> ``pkg.sub.m`` when ``pkg`` and ``pkg/sub`` are packages;
    ``pkg/__init__.py`` -> ``pkg``; a file outside any package is named by its stem.
    """
    p = Path(path).resolve()
    directory = p.parent
    if p.stem == "__init__":
        parts = [directory.name]
        directory = directory.parent
    else:
        parts = [p.stem]
    # The filesystem root has an empty name, which is no identifier, so the walk ends there.
    while directory.name.isidentifier() and (directory / "__init__.py").is_file():
        parts.append(directory.name)
        directory = directory.parent
    parts.reverse()
    if not all(part.isidentifier() for part in parts):
        raise ValueError(
            f"cannot derive a module name from {os.fspath(path)!r}: "
            f"{'.'.join(parts)!r} is not a valid dotted name"
        )
    return ".".join(parts)


def module_relative_path(module_name: str, suffix: str) -> Path:
    """Output path of a module relative to the output root: ``pkg.sub.m`` -> ``pkg/sub/m<suffix>``.

    A package (``pkg`` built from ``pkg/__init__.py``) is written as ``pkg/__init__<suffix>`` by
    the caller passing ``module_name + ".__init__"``; this function only maps dots to folders.
    """
    parts = module_name.split(".")
    if not all(part.isidentifier() for part in parts):
        raise ValueError(f"invalid module name {module_name!r}")
    return Path(*parts[:-1], parts[-1] + suffix)


def output_relative_path(source: str | os.PathLike[str], module_name: str, suffix: str) -> Path:
    """Where the extension for ``source`` goes under the output root.

    A package's ``__init__.py`` becomes ``pkg/__init__<suffix>`` so the package imports from the
    compiled file; any other module ``pkg.sub.m`` becomes ``pkg/sub/m<suffix>``.
    """
    if Path(source).stem == "__init__":
        return module_relative_path(module_name + ".__init__", suffix)
    return module_relative_path(module_name, suffix)
