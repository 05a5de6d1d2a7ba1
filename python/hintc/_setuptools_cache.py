"""Translation of one module to C++ that leaves the .cpp untouched when nothing it depends on changed.

The first line of every .cpp written here records a key: a hash of the source bytes, the file and
module names, the optimisation level, the compiler's identity, the names of the modules built
together with it and the signatures of the other modules' functions it calls natively (listed on
the second line). When the key of an existing file matches, the file is neither re-translated nor
rewritten, so its mtime stays old and the timestamp check of the build step skips the C++ compile
and link as well: a module whose imported module changed only in its function bodies (or in
functions it does not call) is not rebuilt, one calling a function whose signature changed is.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path

KEY_PREFIX = "// hintc-build-key: "
DEPS_PREFIX = "// hintc-build-uses: "


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


def build_key(
    source: bytes,
    filename: str,
    module_name: str,
    opt_level: int,
    build_set: Mapping[str, str | None] | None = None,
    uses: Sequence[str] = (),
) -> str:
    """``build_set``: interface text (or None) of every module of the build, by name; ``uses``:
    the functions ("module:function") whose signatures this one was compiled against."""
    members = build_set or {}
    signatures = {}
    for use in sorted(uses):
        module, _, function = use.partition(":")
        signatures[use] = function_signatures(members.get(module)).get(function)
    fields = {
        "source": hashlib.sha256(source).hexdigest(),
        "filename": filename,
        "module": module_name,
        "opt_level": opt_level,
        "compiler": compiler_fingerprint(),
        "build_set": sorted(members) if build_set is not None else None,
        "signatures": signatures,
    }
    return hashlib.sha256(json.dumps(fields, sort_keys=True).encode()).hexdigest()


def function_signatures(interface: str | None) -> dict[str, str]:
    """The lines of each function in an interface text (``hintc.build.module_interface``), by
    function name: the part of the interface a caller of that function depends on (and the line
    of each type alias, by alias name: what an annotation naming it depends on)."""
    blocks: dict[str, str] = {}
    name = None
    for line in (interface or "").splitlines():
        if line.startswith("alias "):  # a type alias: "alias NAME TYPE", keyed by NAME
            blocks[line.split(" ")[1]] = line + "\n"
            continue
        if line.startswith("def "):
            name = line[4:]
            blocks[name] = ""
        if name is not None:
            blocks[name] += line + "\n"
    return blocks


def _header(cpp_path: str) -> tuple[str, str]:
    try:
        with open(cpp_path, encoding="utf-8", errors="replace") as f:
            return f.readline(), f.readline()
    except OSError:
        return "", ""


def recorded_key(cpp_path: str) -> str | None:
    first = _header(cpp_path)[0]
    if not first.startswith(KEY_PREFIX):
        return None
    return first[len(KEY_PREFIX) :].strip()


def recorded_uses(cpp_path: str) -> list[str]:
    """The functions of its build ("module:function") the existing .cpp calls natively."""
    second = _header(cpp_path)[1]
    if not second.startswith(DEPS_PREFIX):
        return []
    return second[len(DEPS_PREFIX) :].split()


def translate_to_file(
    source_path: str,
    module_name: str,
    opt_level: int,
    cpp_path: str,
    force: bool = False,
    build_set: Mapping[str, str | None] | None = None,
) -> bool:
    """Makes ``cpp_path`` hold the C++ for ``source_path``; returns True when it translated.

    With ``force`` it translates even when the recorded key matches (``build_ext --force``).
    ``build_set``: the interface text (None when its signatures do not compile) of every module
    built together with this one, by module name; the module then exports its API and calls the
    others' functions natively.

    Raises hintc.CompileError (whose text is the ``file:line:col: error:`` diagnostics) when the
    module does not compile; the old .cpp, if any, is then left as it was.
    """
    from hintc.build import _write_atomic, translate

    with open(source_path, "rb") as f:
        source = f.read()
    key = build_key(
        source, source_path, module_name, opt_level, build_set, recorded_uses(cpp_path)
    )
    if not force and recorded_key(cpp_path) == key:
        return False
    others = [t for name, t in (build_set or {}).items() if name != module_name and t]
    result = translate(
        source,
        source_path,
        module_name,
        opt_level=opt_level,
        interfaces=others,
        export_api=build_set is not None,
    )
    uses = sorted(result["api_imports"])
    key = build_key(source, source_path, module_name, opt_level, build_set, uses)
    # Atomic, so an interrupted build never leaves a truncated file behind a valid key line.
    _write_atomic(
        Path(cpp_path), f"{KEY_PREFIX}{key}\n{DEPS_PREFIX}{' '.join(uses)}\n{result['cpp']}"
    )
    return True
