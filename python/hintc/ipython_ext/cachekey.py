"""Cache key of a compiled cell: everything that can change the built extension module."""
from __future__ import annotations

import functools
import hashlib
import json
import os
import platform
import shlex
import subprocess
import sys
import sysconfig
from typing import Optional, Sequence

# Bumped when the on-disk layout or the meaning of a cache entry changes.
CACHE_LAYOUT = "v1"


@functools.lru_cache(maxsize=None)
def python_abi() -> str:
    """The interpreter ABI a built module is tied to."""
    return "|".join(
        (
            sys.implementation.cache_tag or "",
            sysconfig.get_config_var("EXT_SUFFIX") or "",
            sys.version,
            getattr(sys, "abiflags", ""),
            platform.machine(),
        )
    )


@functools.lru_cache(maxsize=None)
def hintc_identity() -> str:
    """hintc's version plus the identity of the installed compiler core.

    A development reinstall changes the compiler without bumping the version; the core
    library's size and mtime catch that, so an upgraded compiler never serves old builds.
    """
    import hintc

    version = getattr(hintc, "__version__", None)
    if version is None:
        try:
            from importlib.metadata import version as dist_version

            version = dist_version("hintc")
        except Exception:
            version = "unknown"
    core = ""
    try:
        from hintc import _core

        st = os.stat(_core.__file__)
        core = f"{st.st_size}:{st.st_mtime_ns}"
    except (ImportError, OSError, TypeError):
        pass
    return f"{version}|{core}"


@functools.lru_cache(maxsize=None)
def _version_line(argv: tuple) -> str:
    try:
        proc = subprocess.run(
            [*argv, "--version"], capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return f"{argv[0]}: unavailable ({type(exc).__name__})"
    lines = (proc.stdout or proc.stderr).splitlines()
    return lines[0].strip() if lines else argv[0]


def cxx_identity(cxx: Optional[str] = None) -> str:
    """First line of `$CXX --version` for the compiler a build would run (cached per process)."""
    try:
        from hintc import toolchain

        return f"{shlex.join(toolchain.cxx_command(cxx))}: {toolchain.compiler_identity(cxx)}"
    except (ImportError, AttributeError):
        # An older toolchain module without the identity helper: ask the compiler directly.
        argv = tuple(shlex.split(cxx or os.environ.get("CXX") or "c++"))
        return f"{shlex.join(argv)}: {_version_line(argv)}"


def cell_key(cell: str, *, opt_level: int, cxxflags: Sequence[str], name: Optional[str],
             cxx: Optional[str] = None) -> str:
    """SHA-256 (hex) over the cell text, parsed options, hintc, the C++ compiler and the ABI.

    Options that do not change the build (--force, --verbose) stay out of the key.
    """
    material = {
        "layout": CACHE_LAYOUT,
        "cell": cell,
        "options": {"opt_level": opt_level, "cxxflags": list(cxxflags), "name": name},
        "hintc": hintc_identity(),
        "cxx": cxx_identity(cxx),
        # The toolchain may honour these from the environment, so they belong to the key too.
        "env": {k: os.environ.get(k, "") for k in ("CXX", "CXXFLAGS", "LDFLAGS")},
        "abi": python_abi(),
    }
    blob = json.dumps(material, sort_keys=True, ensure_ascii=False).encode("utf-8")
    return hashlib.sha256(blob).hexdigest()
