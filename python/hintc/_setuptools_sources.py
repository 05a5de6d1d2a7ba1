"""Turns the paths given to ``hintcify`` (files, globs, package folders) into (path, module) pairs."""

from __future__ import annotations

import fnmatch
import glob
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from hintc.naming import module_name_for


@dataclass(frozen=True)
class ModuleSource:
    """One module to compile: ``path`` as the user spelled it (relative to the project root, with
    forward slashes, so diagnostics and tracebacks name the file the way the user knows it) and its
    dotted module name."""

    path: str
    module_name: str


def _has_magic(pattern: str) -> bool:
    return any(ch in pattern for ch in "*?[")


def _posix(path: str) -> str:
    # Keep paths relative when given relative: an absolute build-machine path would end up in
    # tracebacks of the installed wheel.
    return Path(os.path.normpath(path)).as_posix()


def _expand_one(entry: str) -> list[str]:
    if _has_magic(entry):
        matches = sorted(p for p in glob.glob(entry, recursive=True) if p.endswith(".py"))
        if not matches:
            raise ValueError(f"hintc: pattern {entry!r} matches no .py file")
        return matches
    if os.path.isdir(entry):
        found = sorted(glob.glob(os.path.join(glob.escape(entry), "**", "*.py"), recursive=True))
        if not found:
            raise ValueError(f"hintc: folder {entry!r} holds no .py file")
        return found
    if not os.path.isfile(entry):
        raise ValueError(f"hintc: no such file {entry!r}")
    if not entry.endswith(".py"):
        raise ValueError(f"hintc: {entry!r} is not a .py file")
    return [entry]


def expand_sources(
    paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]],
    exclude: Iterable[str] = (),
) -> list[ModuleSource]:
    """Expands files, glob patterns (``**`` recurses) and folders (every ``.py`` below them) into
    modules, in the order given, each once.

    ``exclude`` holds fnmatch patterns tested against the normalised path (``pkg/_pure.py``,
    ``*/tests/*``). Module names come from the package layout (folders with ``__init__.py``).
    Raises ValueError when an entry matches nothing or two files would make the same module.
    """
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    excludes = list(exclude)
    seen_paths: set[str] = set()
    by_module: dict[str, str] = {}
    out: list[ModuleSource] = []
    for raw in paths:
        for found in _expand_one(os.fspath(raw)):
            path = _posix(found)
            if path in seen_paths or any(fnmatch.fnmatch(path, pat) for pat in excludes):
                continue
            seen_paths.add(path)
            name = module_name_for(path)
            if name in by_module:
                raise ValueError(
                    f"hintc: {by_module[name]!r} and {path!r} would both build module {name!r}"
                )
            by_module[name] = path
            out.append(ModuleSource(path, name))
    if not out:
        raise ValueError("hintc: no modules to compile (every path was excluded)")
    return out
