"""IPython extension: `%load_ext hintc` registers the %%compile, %compile_cache and
%compile_profile magics.

    %%compile [-f] [-a] [--profile] [-O LEVEL] [-n NAME] [-v] [--cxxflags FLAGS...]

builds the cell with hintc and binds the functions, classes and constants it defines; `-a` shows
the annotate report (hintc.annotate) below the cell; `--profile` instruments the cell's functions
and `%compile_profile [-f TEXT] [-m SECONDS] [-r]` prints their line profile. Modules:
`magics` (the magics), `cachekey` (what a build depends on), `store` (the on-disk cache under
IPython's cache dir), `loading` (import, linecache, namespace), `errors` (cell-relative compile
errors), `pch` (precompiled runtime header). Settings: `c.HintcMagics.cache_size_limit`,
`c.HintcMagics.default_opt_level`, `c.HintcMagics.precompiled_header`.
"""
from __future__ import annotations

from .errors import CellCompileError
from .magics import HintcMagics

__all__ = ["CellCompileError", "HintcMagics", "load_ipython_extension", "unload_ipython_extension"]


def load_ipython_extension(ip) -> None:
    ip.register_magics(HintcMagics)


def unload_ipython_extension(ip) -> None:
    # Magics have no unregister API; compiled modules stay imported, as extension modules must.
    pass
