"""IPython extension: `%load_ext hintc` registers the %%compile and %compile_cache magics."""
from __future__ import annotations

from .errors import CellCompileError
from .magics import HintcMagics

__all__ = ["CellCompileError", "HintcMagics", "load_ipython_extension", "unload_ipython_extension"]


def load_ipython_extension(ip) -> None:
    ip.register_magics(HintcMagics)


def unload_ipython_extension(ip) -> None:
    # Magics have no unregister API; compiled modules stay imported, as extension modules must.
    pass
