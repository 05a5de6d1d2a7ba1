"""Cache key of a compiled cell: everything that can change the built extension module."""
from __future__ import annotations

import functools
import hashlib
import importlib.util
import json
import os
import platform
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Dict, Optional, Sequence

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
    """hintc's version plus the identity of the installed compiler core and runtime.

    A development reinstall changes the compiler without bumping the version; the files' sizes
    and mtimes catch that, so an upgraded compiler never serves old builds.
    """
    import hintc

    version = getattr(hintc, "__version__", None)
    if version is None:
        try:
            from importlib.metadata import version as dist_version

            version = dist_version("hintc")
        except Exception:
            version = "unknown"
    parts = [str(version)]
    try:
        # Located, not imported: a cache hit should not pay for loading the compiler core.
        spec = importlib.util.find_spec("hintc._core")
        if spec is not None and spec.origin:
            parts.append(_stat_signature(Path(spec.origin)))
    except (ImportError, OSError, ValueError):
        pass
    try:
        # The runtime is linked into every cell module and its headers are compiled into it.
        from hintc import toolchain

        parts.append(_stat_signature(Path(toolchain.runtime_library())))
        include_dir = Path(toolchain.runtime_include_dir())
        parts.extend(_stat_signature(h) for h in sorted(include_dir.rglob("*.h")))
    except Exception:
        pass
    return "|".join(parts)


def _stat_signature(path: Path) -> str:
    st = path.stat()
    return f"{path.name}:{st.st_size}:{st.st_mtime_ns}"


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


_identity_memo: Dict[str, str] = {}


def _file_signature(arg: str) -> Optional[str]:
    path = shutil.which(arg)
    if path is None:
        return None
    real = os.path.realpath(path)
    st = os.stat(real)
    return f"{real}:{st.st_size}:{st.st_mtime_ns}"


def cxx_identity(cxx: Optional[str] = None, memo_file: Optional[Path] = None) -> str:
    """First line of `$CXX --version` for the compiler a build would run.

    Running the compiler costs 5-20 ms, too much for a cache hit, so the answer is remembered
    (in this process and in `memo_file`) against the compiler binaries' paths, sizes and mtimes:
    installing another compiler changes those, and the identity is asked for again.
    """
    try:
        from hintc import toolchain

        argv = toolchain.cxx_command(cxx)

        def ask() -> str:
            return toolchain.compiler_identity(cxx)
    except (ImportError, AttributeError):
        argv = shlex.split(cxx or os.environ.get("CXX") or "c++")

        def ask() -> str:
            return _version_line(tuple(argv))

    signatures = [sig for sig in (_file_signature(a) for a in argv if not a.startswith("-")) if sig]
    fingerprint = shlex.join(argv) + "|" + "|".join(signatures)
    known = _identity_memo.get(fingerprint)
    if known is not None:
        return known
    stored: Dict[str, str] = {}
    if memo_file is not None:
        try:
            stored = json.loads(Path(memo_file).read_text(encoding="utf-8"))
            if not isinstance(stored, dict):
                stored = {}
        except (OSError, ValueError):
            stored = {}
    identity = stored.get(fingerprint)
    if not isinstance(identity, str):
        identity = f"{shlex.join(argv)}: {ask()}"
        if memo_file is not None:
            stored[fingerprint] = identity
            _write_json_atomic(Path(memo_file), stored)
    _identity_memo[fingerprint] = identity
    return identity


def _write_json_atomic(path: Path, data: dict) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh)
        os.replace(tmp, path)
    except OSError:
        # Only a speed-up: a read-only cache just means asking the compiler next time too.
        pass


def cell_key(cell: str, *, opt_level: int, cxxflags: Sequence[str], name: Optional[str],
             cxx: Optional[str] = None, identity_memo: Optional[Path] = None,
             profile: bool = False) -> str:
    """SHA-256 (hex) over the cell text, parsed options, hintc, the C++ compiler and the ABI.

    Options that do not change the build (--force, --verbose) stay out of the key.
    """
    material = {
        "layout": CACHE_LAYOUT,
        "cell": cell,
        "options": {"opt_level": opt_level, "cxxflags": list(cxxflags), "name": name,
                    "profile": bool(profile)},
        "hintc": hintc_identity(),
        "cxx": cxx_identity(cxx, identity_memo),
        # The toolchain may honour these from the environment, so they belong to the key too.
        "env": {k: os.environ.get(k, "") for k in ("CXX", "CXXFLAGS", "LDFLAGS")},
        "abi": python_abi(),
    }
    blob = json.dumps(material, sort_keys=True, ensure_ascii=False).encode("utf-8")
    return hashlib.sha256(blob).hexdigest()
