"""Translation of one module to C++ that leaves the .cpp untouched when nothing it depends on changed.

The first line of every .cpp written here records a key: a hash of the source bytes, the file and
module names, the optimisation level and the compiler's identity. When the key of an existing file
matches, the file is neither re-translated nor rewritten, so its mtime stays old and the
timestamp check of the build step skips the C++ compile and link as well.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import json
import os
from pathlib import Path

KEY_PREFIX = "// hintc-build-key: "


@functools.lru_cache(maxsize=None)
def compiler_fingerprint() -> str:
    """hintc's version plus a hash of the compiled compiler core, so a rebuilt compiler with an
    unchanged version number still invalidates old translations."""
    import hintc

    digest = hashlib.sha256(hintc.__version__.encode())
    spec = importlib.util.find_spec("hintc._core")
    if spec is not None and spec.origin and os.path.isfile(spec.origin):
        with open(spec.origin, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
    return digest.hexdigest()


def build_key(source: bytes, filename: str, module_name: str, opt_level: int) -> str:
    fields = {
        "source": hashlib.sha256(source).hexdigest(),
        "filename": filename,
        "module": module_name,
        "opt_level": opt_level,
        "compiler": compiler_fingerprint(),
    }
    return hashlib.sha256(json.dumps(fields, sort_keys=True).encode()).hexdigest()


def recorded_key(cpp_path: str) -> str | None:
    try:
        with open(cpp_path, encoding="utf-8", errors="replace") as f:
            first = f.readline()
    except OSError:
        return None
    if not first.startswith(KEY_PREFIX):
        return None
    return first[len(KEY_PREFIX) :].strip()


def translate_to_file(
    source_path: str, module_name: str, opt_level: int, cpp_path: str, force: bool = False
) -> bool:
    """Makes ``cpp_path`` hold the C++ for ``source_path``; returns True when it translated.

    With ``force`` it translates even when the recorded key matches (``build_ext --force``).

    Raises hintc.CompileError (whose text is the ``file:line:col: error:`` diagnostics) when the
    module does not compile; the old .cpp, if any, is then left as it was.
    """
    from hintc.build import _write_atomic, translate

    with open(source_path, "rb") as f:
        source = f.read()
    key = build_key(source, source_path, module_name, opt_level)
    if not force and recorded_key(cpp_path) == key:
        return False
    result = translate(source, source_path, module_name, opt_level=opt_level)
    # Atomic, so an interrupted build never leaves a truncated file behind a valid key line.
    _write_atomic(Path(cpp_path), f"{KEY_PREFIX}{key}\n{result['cpp']}")
    return True
