"""Loading a compiled cell: linecache registration, import under a unique name, exported names."""
from __future__ import annotations

import importlib.machinery
import importlib.util
import linecache
import sys
import types
from pathlib import Path
from typing import Dict, Iterable, Optional


def register_source(filename: str, text: str) -> None:
    """Makes `filename` resolve to the cell's text, so tracebacks through compiled code show it.

    An mtime of None marks the entry as not backed by a file, which keeps
    `linecache.checkcache()` from dropping it.
    """
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    linecache.cache[filename] = (len(text), None, lines, filename)


def load_module(module_name: str, path: Path) -> types.ModuleType:
    """Imports the extension at `path` as `module_name` (unique per build, never re-initialised)."""
    loader = importlib.machinery.ExtensionFileLoader(module_name, str(path))
    spec = importlib.util.spec_from_file_location(module_name, str(path), loader=loader)
    if spec is None:
        raise ImportError(f"cannot load compiled cell from {path}", name=module_name, path=str(path))
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    # Registered so pickling, inspect.getmodule() and __module__ lookups find the module.
    sys.modules[module_name] = module
    return module


def exported_names(module: types.ModuleType, names: Optional[Iterable[str]]) -> Dict[str, object]:
    """The functions, classes and constants the cell defines (or its `__all__`), no modules."""
    if hasattr(module, "__all__"):
        chosen = [str(n) for n in module.__all__]
    elif names is not None:
        chosen = list(names)
    else:
        chosen = [n for n in vars(module) if not n.startswith("_")]
    exported = {}
    for name in chosen:
        try:
            value = getattr(module, name)
        except AttributeError:
            continue
        if isinstance(value, types.ModuleType):
            continue
        exported[name] = value
    return exported


def shorten_import_traceback(exc: BaseException, display_filename: str, shell) -> None:
    """Makes IPython show an error raised by the cell's top-level code from the cell's frames on.

    The exception keeps its type (so `except ZeroDivisionError` still works); only IPython's
    display skips the magic's and importlib's frames, via the `_render_traceback_` hook it honours.
    """
    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != display_filename:
        tb = tb.tb_next
    formatter = getattr(shell, "InteractiveTB", None)
    if tb is None or formatter is None:
        return
    try:
        # tb_offset=0: the shell formatter otherwise skips the first frame (its own exec frame).
        rendered = formatter.structured_traceback(type(exc), exc, tb, tb_offset=0)
    except Exception:
        return  # keep IPython's default display rather than fail while reporting an error
    try:
        exc._render_traceback_ = lambda: rendered
    except AttributeError:
        pass

