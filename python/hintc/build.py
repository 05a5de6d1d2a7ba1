"""Builds one Python module into an extension: compiler core, then the system C++ toolchain."""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hintc import syntax, toolchain
from hintc.naming import module_name_for, output_relative_path


class CompileError(Exception):
    """The source is not a program hintc accepts; ``str()`` is the compiler's diagnostics text."""

    def __init__(self, diagnostics: str, errors: Sequence[tuple[int, int, str]] | None = None) -> None:
        super().__init__(diagnostics)
        self.diagnostics = diagnostics
        self.errors = [tuple(e) for e in errors] if errors is not None else []

    def __str__(self) -> str:
        return self.diagnostics


@dataclass
class BuildResult:
    path: Path  # the extension module (.so)
    module_name: str
    cpp_path: Path | None  # the C++ source kept on disk, when one was (emit_cpp or build_dir)
    timings: dict[str, float] = field(default_factory=dict)
    commands: list[list[str]] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    ir_path: Path | None = None


def translate(
    source: str | bytes,
    filename: str,
    module_name: str,
    opt_level: int = 2,
    interfaces: Sequence[str] = (),
    export_api: bool = False,
    *,
    profile: bool = False,
) -> dict[str, Any]:
    """Runs the compiler core on one module's source; errors in the source raise CompileError.

    ``interfaces``: the interface texts (``module_interface``) of the other modules compiled in
    the same build, whose functions this module then calls natively; ``export_api``: publish this
    module's own API table for them. ``profile`` adds the line profiler's instrumentation (see
    hintc.profile).
    """
    # The target version's own syntax first: its messages and positions are CPython's.
    tree, rejected = syntax.parse(source, filename)
    if rejected is not None:
        raise CompileError(rejected[0], [rejected[1]])
    # Imported on first use so the pure-Python parts (naming, CLI help) work without the core.
    core = importlib.import_module("hintc._core")
    result: dict[str, Any] = core.translate(
        source, filename, module_name, opt_level, list(interfaces), export_api, profile=profile
    )
    if not result["ok"]:
        errors = [tuple(e) for e in result["errors"]]
        text = result["diagnostics"] or f"{filename}: error: compilation failed\n"
        raise CompileError(text, errors)
    rejected = syntax.compile_check(tree, source, filename) if tree is not None else None
    if rejected is not None:
        raise CompileError(rejected[0], [rejected[1]])
    return result


def module_interface(
    source: str | bytes, filename: str, module_name: str, interfaces: Sequence[str] = ()
) -> str | None:
    """The interface text of a module (its compiled functions' signatures and type aliases),
    from its defs alone: cheap enough to run over every module of a build before any is
    compiled. ``interfaces``: the other modules' (their type aliases may appear in its
    signatures). None when the module's signatures do not compile (its own build then reports
    the errors)."""
    core = importlib.import_module("hintc._core")
    result: dict[str, Any] = core.interface(source, filename, module_name, list(interfaces))
    return str(result["text"]) if result["ok"] else None


# A chain of aliases through N modules settles in N rounds; a longer one (or a cycle) keeps the
# interfaces of the last round, which every module of the build then compiles against alike.
_MAX_INTERFACE_ROUNDS = 4


def build_set_interfaces(
    sources: Mapping[str, tuple[bytes, str]],
) -> dict[str, str | None]:
    """The interfaces of the modules of one build (module name -> (source, filename)): each
    module's signatures may name another's type aliases (``from ._types import Pos``), so the
    interfaces are extracted again with the others' until none changes."""
    texts = {name: module_interface(src, fn, name) for name, (src, fn) in sources.items()}
    for _ in range(_MAX_INTERFACE_ROUNDS):
        if not any(t and "\nalias " in t for t in texts.values()):
            break
        new = {
            name: module_interface(
                src, fn, name, [t for n, t in texts.items() if n != name and t]
            )
            for name, (src, fn) in sources.items()
        }
        if new == texts:
            break
        texts = new
    return texts


def _write_atomic(path: Path, data: str | bytes) -> None:
    """Readers (an importing interpreter, a concurrent build) never see a half-written file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(tmp, path)
    except BaseException:
        _unlink_quietly(tmp)
        raise


def _unlink_quietly(path: str | os.PathLike[str]) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def _stable_work_dir(so_path: Path) -> Path:
    """A scratch folder for one output path, the same in every build of it."""
    digest = hashlib.sha256(str(so_path).encode("utf-8", "surrogatepass")).hexdigest()[:16]
    uid = os.getuid() if hasattr(os, "getuid") else 0
    return Path(tempfile.gettempdir()) / f"hintc-work-{uid}-{digest}"


def _default_out_dir(src: Path, relative: Path) -> Path:
    """The root under which ``relative`` lands beside ``src``, so the source tree imports it."""
    root = src.parent
    for part in reversed(relative.parent.parts):
        if root.name != part:
            # An explicit module name that does not match the folders: keep it beside the source.
            return src.parent
        root = root.parent
    return root


def build_module(
    src_path: str | os.PathLike[str],
    out_dir: str | os.PathLike[str] | None = None,
    module_name: str | None = None,
    opt_level: int = 2,
    emit_cpp: bool = False,
    emit_ir: bool = False,
    verbose: bool = False,
    cxx: str | Sequence[str] | None = None,
    cxxflags: Sequence[str] = (),
    build_dir: str | os.PathLike[str] | None = None,
    source_text: str | bytes | None = None,
    display_filename: str | None = None,
    profile: bool = False,
    interfaces: Sequence[str] = (),
    export_api: bool = False,
    cache: bool = True,
) -> BuildResult:
    """Compiles ``src_path`` to ``out_dir/<package path>/<name><EXT_SUFFIX>``.

    ``out_dir`` defaults to the root of the source's package tree, which puts the extension
    beside the ``.py`` file. ``source_text`` replaces the file's contents (the file need not
    exist); ``display_filename`` is the name diagnostics and tracebacks show (default: the
    absolute source path). With ``verbose`` the compiler commands and a timing breakdown go to
    stderr. ``profile`` instruments the compiled functions for the line profiler
    (``hintc.profile``) and makes them visible to ``cProfile``; a normal build has none of it.
    ``interfaces`` and ``export_api``: see ``translate`` (``build_modules`` sets them).
    With ``cache`` an extension already built from the same inputs (``build_key``) is kept and
    neither compiler runs (``timings["cached"]`` is then 1.0).
    """
    start = time.perf_counter()
    src = Path(src_path).resolve()
    source: str | bytes = src.read_bytes() if source_text is None else source_text
    if module_name is None:
        module_name = module_name_for(src)
    filename = display_filename if display_filename is not None else str(src)

    relative = output_relative_path(src, module_name, toolchain.extension_suffix())
    root = Path(out_dir) if out_dir is not None else _default_out_dir(src, relative)
    so_path = (root / relative).resolve()
    stem = so_path.name[: -len(toolchain.extension_suffix())]

    # Builds that must write more than the extension (C++, IR, a kept build folder) always run.
    key_path = so_path.with_name(f".{stem}.hintc-key")
    key = None
    if cache and not (emit_cpp or emit_ir or build_dir is not None):
        key = build_key(source, filename, module_name, opt_level, cxx, cxxflags, interfaces,
                        export_api, profile)
        if so_path.is_file() and _read_text(key_path) == key:
            if verbose:
                print(f"hintc: {module_name} -> {so_path} (up to date)", file=sys.stderr, flush=True)
            return BuildResult(path=so_path, module_name=module_name, cpp_path=None,
                               timings={"cached": 1.0, "total": time.perf_counter() - start},
                               names=_cached_names(key_path))
    _unlink_quietly(key_path)

    result = translate(source, filename, module_name, opt_level, interfaces, export_api,
                       profile=profile)
    timings = {k: float(result["timings"][k]) for k in ("parse", "lower", "codegen")}

    cpp_path = so_path.with_name(stem + ".cpp") if emit_cpp else None
    ir_path = so_path.with_name(stem + ".ir") if emit_ir else None
    if cpp_path is not None:
        _write_atomic(cpp_path, result["cpp"])
    if ir_path is not None:
        _write_atomic(ir_path, result["ir"])

    so_path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="hintc-") as scratch:
        # The C++ file of a module is compiled from the same path each time, so a cached
        # compiler (ccache, sccache: their keys include the path) hits on an unchanged module.
        work = Path(build_dir) if build_dir is not None else _stable_work_dir(so_path)
        work.mkdir(parents=True, exist_ok=True)
        if cpp_path is None:
            compiled_cpp = work / f"{module_name}.cpp"
            _write_atomic(compiled_cpp, result["cpp"])
            if build_dir is not None:
                cpp_path = compiled_cpp
        else:
            compiled_cpp = cpp_path
        obj_path = Path(scratch) / f"{module_name}.o"
        # Linked under a private name, then renamed, so an importer never maps a partial file.
        fd, tmp_so = tempfile.mkstemp(prefix=f".{stem}.", suffix=".so.tmp", dir=so_path.parent)
        os.close(fd)
        try:
            tool = toolchain.compile_and_link(
                compiled_cpp, obj_path, tmp_so, opt_level, cxx, cxxflags, echo=verbose
            )
            os.replace(tmp_so, so_path)
        except BaseException:
            _unlink_quietly(tmp_so)
            raise
        finally:
            if build_dir is None and cpp_path is None:
                _unlink_quietly(compiled_cpp)
                try:
                    work.rmdir()  # left when a concurrent build of the same output still uses it
                except OSError:
                    pass

    timings.update(tool.timings)
    timings["total"] = time.perf_counter() - start
    if key is not None:
        _write_atomic(key_path, key)
        _write_atomic(key_path.with_name(key_path.name + ".names"), json.dumps(list(result["names"])))
    build = BuildResult(
        path=so_path,
        module_name=module_name,
        cpp_path=cpp_path,
        timings=timings,
        commands=tool.commands,
        names=list(result["names"]),
        ir_path=ir_path,
    )
    if verbose:
        print(format_timings(build), file=sys.stderr, flush=True)
    return build


def build_key(
    source: str | bytes,
    filename: str,
    module_name: str,
    opt_level: int,
    cxx: str | Sequence[str] | None,
    cxxflags: Sequence[str],
    interfaces: Sequence[str],
    export_api: bool,
    profile: bool,
) -> str:
    """Hash of everything an extension is built from: the source, the compiler core, runtime and
    C++ compiler (their identities), the flags (also $CXXFLAGS/$LDFLAGS) and the interfaces of
    the build's other modules (so a changed signature rebuilds the modules compiled against it)."""
    from hintc.ipython_ext.cachekey import hintc_identity

    data = source.encode("utf-8", "surrogatepass") if isinstance(source, str) else source
    material = {
        "source": hashlib.sha256(data).hexdigest(),
        "filename": filename,
        "module": module_name,
        "opt_level": opt_level,
        "cxx": toolchain.compiler_identity(cxx),
        "cxx_command": toolchain.cxx_command(cxx),
        "cxxflags": list(cxxflags),
        "env": {k: os.environ.get(k, "") for k in ("CXXFLAGS", "LDFLAGS")},
        "interfaces": sorted(interfaces),
        "export_api": export_api,
        "profile": profile,
        "hintc": hintc_identity(),
        "python": sys.version,
    }
    blob = json.dumps(material, sort_keys=True, ensure_ascii=False).encode("utf-8")
    return hashlib.sha256(blob).hexdigest()


def _read_text(path: Path) -> str | None:
    try:
        return path.read_text()
    except (OSError, UnicodeDecodeError):
        return None


def _cached_names(key_path: Path) -> list[str]:
    text = _read_text(key_path.with_name(key_path.name + ".names"))
    try:
        return [str(n) for n in json.loads(text)] if text else []
    except ValueError:
        return []


@dataclass
class BuildSetModule:
    """One module of a build set: its source path, module name and interface text."""

    path: Path
    module_name: str
    interface: str | None


def plan_build_set(src_paths: Sequence[str | os.PathLike[str]]) -> list[BuildSetModule]:
    """Module names and interfaces of the modules compiled together; raises ValueError when two
    files would make the same module."""
    seen: dict[str, str] = {}
    paths: dict[str, Path] = {}
    for raw in src_paths:
        src = Path(raw).resolve()
        name = module_name_for(src)
        if name in seen:
            # Named as given, like every message about the user's paths.
            raise ValueError(f"{seen[name]} and {os.fspath(raw)} would both build module {name!r}")
        seen[name] = os.fspath(raw)
        paths[name] = src
    texts = build_set_interfaces({name: (src.read_bytes(), str(src)) for name, src in paths.items()})
    return [BuildSetModule(src, name, texts[name]) for name, src in paths.items()]


def other_interfaces(modules: Sequence[BuildSetModule], module_name: str) -> list[str]:
    """The interfaces a module of the set compiles against: every other module's."""
    return [m.interface for m in modules if m.module_name != module_name and m.interface]


def build_modules(
    src_paths: Sequence[str | os.PathLike[str]], jobs: int = 1, **options: Any
) -> list[BuildResult]:
    """Builds several modules as one set: a module importing another of the set calls its
    compiled functions natively. ``options`` are ``build_module``'s; ``jobs`` modules build at
    once (their C++ compilers run in parallel). Raises the first module's error, in order."""
    modules = plan_build_set(src_paths)

    def one(m: BuildSetModule) -> BuildResult:
        return build_module(
            m.path,
            module_name=m.module_name,
            interfaces=other_interfaces(modules, m.module_name),
            export_api=True,
            **options,
        )

    return run_parallel(one, modules, jobs)


def run_parallel(fn: Any, items: Sequence[Any], jobs: int) -> list[Any]:
    """``[fn(x) for x in items]`` with up to ``jobs`` running at once (threads: the work is in the
    C++ compiler's processes); results in order, and the first failure in order is raised."""
    if jobs <= 1 or len(items) <= 1:
        return [fn(x) for x in items]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(fn, x) for x in items]
        return [f.result() for f in futures]


_TIMING_LABELS = (
    ("parse", "parse"),
    ("lower", "lower"),
    ("codegen", "codegen"),
    ("cxx_compile", "C++ compile"),
    ("link", "link"),
    ("total", "total"),
)


def format_timings(build: BuildResult) -> str:
    lines = [f"hintc: {build.module_name} -> {build.path}"]
    for key, label in _TIMING_LABELS:
        lines.append(f"  {label + ':':<13}{build.timings.get(key, 0.0) * 1000:9.1f} ms")
    return "\n".join(lines)
