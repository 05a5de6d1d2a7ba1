"""setuptools integration: hintcify() makes Extensions from typed .py files; build_ext builds them.

Usage in a project's ``setup.py`` (with ``hintc`` in ``[build-system] requires``)::

    from setuptools import setup
    from hintc.setuptools import hintcify

    setup(ext_modules=hintcify(["pkg/fast.py", "pkg/sub/*.py"], opt_level="3"))

No ``cmdclass`` is needed: hintc registers a setuptools plugin (entry point group
``setuptools.finalize_distribution_options``) that gives such a project hintc's ``build_ext``,
combined with any ``build_ext`` the project or another plugin chose. Passing
``cmdclass={"build_ext": hintc.setuptools.build_ext}`` explicitly works too.

Translation happens inside ``build_ext`` (not when setup.py is executed), so ``sdist`` and the
metadata steps of ``pip`` never run the compiler, and ``build_ext --parallel N`` / ``-j N``
translates and compiles N modules at a time. Each module's C++ goes to
``<build_temp>/hintc/<pkg>/<mod>.cpp`` and is rewritten only when the source, the options or the
compiler changed, so an unchanged module is neither translated nor compiled on a rebuild.

All the project's hintc modules are compiled as one set: a module that imports another of them
(``import pkg.a``, ``from pkg import a``, ``from .a import f``...) calls its compiled functions
natively. Such a module is rebuilt when a signature of a function it uses changes, not when only
the other module's function bodies change.

The C++ compiler is ``$CXX`` (default ``c++``) with ``$CXXFLAGS`` and ``$LDFLAGS`` appended: the
same command lines as ``hintc build`` (``hintc.toolchain``). The runtime library is linked
statically into every extension, so the built wheel does not need hintc installed.

hintc is not on PyPI: give pip's isolated build a folder holding a hintc wheel
(``PIP_FIND_LINKS=DIR`` or ``--find-links DIR``), or build with ``--no-build-isolation`` (pip) /
``--no-isolation`` (build) where hintc is installed; see docs/SETUPTOOLS.md.
``examples/numkit`` is a complete project using this module.
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from setuptools import Extension
# setuptools' distutils (imported by the line above): `log.info` reaches the build log whether
# that distutils has its own log levels (older setuptools) or logs through `logging` (newer
# ones, where `announce(msg, level=2)` is below DEBUG and never shown).
from distutils import log as _log  # noqa: E402
from setuptools.command.build_ext import build_ext as _setuptools_build_ext
from setuptools.errors import CompileError as _SetuptoolsCompileError
from setuptools.errors import SetupError as _SetuptoolsSetupError

from hintc._setuptools_cache import translate_to_file
from hintc._setuptools_sources import expand_sources

__all__ = ["HintcExtension", "build_ext", "finalize_distribution_options", "hintcify"]


def _parse_opt_level(opt_level: str | int) -> int:
    # A string is accepted because mypycify takes opt_level="3" and users copy that habit.
    try:
        level = int(opt_level)
    except (TypeError, ValueError):
        level = -1
    if level not in (0, 1, 2, 3):
        raise ValueError(f"hintc: opt_level must be 0, 1, 2 or 3, got {opt_level!r}")
    return level


class HintcExtension(Extension):
    """An extension module built from one typed .py file by hintc.

    ``sources`` is ``[the .py file]`` so ``sdist`` ships it and setuptools' bookkeeping sees the
    real input; ``build_ext`` from this module knows to translate it rather than hand it to a C
    compiler.

    ``module_name`` is the module hintc compiles (``pkg.sub``); ``name``, setuptools' idea of the
    extension, differs only for a package's ``__init__.py``: ``pkg.sub.__init__``, so the file
    lands at ``pkg/sub/__init__<EXT_SUFFIX>`` where the import system looks for it.
    """

    # The module name and level of every HintcExtension made in this process, by (extension
    # name, source): a tool that re-creates an extension from its name and sources gets the
    # module hintcify described back (Cython's cythonize does so, as `type(ext)(name=...,
    # sources=[...], ...)`, and setuptools' own build_ext is Cython's when Cython is importable).
    _made: ClassVar[dict[tuple[str, str], tuple[str, int]]] = {}

    def __init__(
        self,
        module_name: str | None = None,
        py_path: str | None = None,
        opt_level: int | None = None,
        **kwargs: Any,
    ) -> None:
        kwargs.setdefault("language", "c++")
        recreated = module_name is None or py_path is None
        if recreated:
            module_name, py_path, level = self._recreated(kwargs)
            opt_level = level if opt_level is None else opt_level
        elif opt_level is None:
            opt_level = 2
        assert module_name is not None and py_path is not None
        is_package = os.path.basename(py_path) == "__init__.py"
        name = module_name + ".__init__" if is_package else module_name
        super().__init__(name, [py_path], **kwargs)
        self.hintc_source = py_path
        self.hintc_module_name = module_name
        self.hintc_opt_level = opt_level
        if not recreated:
            self._made[(name, py_path)] = (module_name, opt_level)

    @classmethod
    def _recreated(cls, kwargs: dict[str, Any]) -> tuple[str, str, int]:
        """(module name, source, level) of an extension made as ``HintcExtension(name=...,
        sources=[the .py file, ...], ...)``; removes ``name`` and ``sources`` from ``kwargs``."""
        name = kwargs.pop("name", None)
        sources = list(kwargs.pop("sources", None) or ())
        if not isinstance(name, str) or not sources:
            raise TypeError(
                "HintcExtension(module_name, py_path, opt_level=2, **options) needs a module "
                "name and its .py file (hintcify([...]) makes them)"
            )
        py_path = os.fspath(sources[0])
        recorded = cls._made.get((name, py_path))
        if recorded is not None:
            return recorded[0], py_path, recorded[1]
        if os.path.basename(py_path) == "__init__.py" and name.endswith(".__init__"):
            name = name[: -len(".__init__")]
        return name, py_path, 2


def hintcify(
    paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]],
    opt_level: str | int = "3",
    *,
    exclude: Iterable[str] = (),
    extra_compile_args: Sequence[str] = (),
    extra_link_args: Sequence[str] = (),
    depends: Sequence[str] = (),
    optional: bool = False,
) -> list[HintcExtension]:
    """One ``HintcExtension`` per module named by ``paths``.

    ``paths``: .py files, glob patterns (``pkg/**/*.py``) or package folders (every .py below),
    relative to the folder holding setup.py. ``exclude``: fnmatch patterns of paths to leave as
    plain Python. ``opt_level`` (0..3) drives hintc's IR passes and the C++ ``-O`` level.
    ``extra_compile_args``/``extra_link_args`` go after the defaults and ``$CXXFLAGS``.
    ``depends``: extra files whose change forces a rebuild. With ``optional=True`` a module that
    fails to build is skipped with a warning, and stays plain Python.

    hintc's setuptools plugin builds them with ``hintc.setuptools.build_ext``; no ``cmdclass``
    is needed.
    """
    level = _parse_opt_level(opt_level)
    return [
        HintcExtension(
            module.module_name,
            module.path,
            opt_level=level,
            extra_compile_args=list(extra_compile_args),
            extra_link_args=list(extra_link_args),
            depends=list(depends),
            optional=optional,
        )
        for module in expand_sources(paths, exclude)
    ]


def _newer_than(target: str, inputs: Iterable[str]) -> bool:
    """True when ``target`` is missing or older than any of ``inputs`` (a missing input counts as
    newer, so it surfaces as an error in the build rather than as a silent skip)."""
    try:
        target_mtime = os.stat(target).st_mtime_ns
    except FileNotFoundError:
        return True
    for path in inputs:
        try:
            if os.stat(path).st_mtime_ns > target_mtime:
                return True
        except FileNotFoundError:
            return True
    return False


class build_ext(_setuptools_build_ext):
    """setuptools' ``build_ext`` that also builds ``HintcExtension``s; other extensions (C, Cython)
    in the same project are built exactly as setuptools would.

    Safe under ``--parallel``: per-module work touches only that module's files, and the C++
    compiler runs as a subprocess per module.
    """

    def build_extensions(self) -> None:
        # Every HintcExtension of the build is one build set: their interfaces are extracted up
        # front (parse and collect only), so a module importing another compiled one calls its
        # functions natively, and a parallel build sees the same set everywhere.
        from hintc.build import build_set_interfaces

        sources: dict[str, tuple[bytes, str]] = {}
        for ext in self.extensions:
            if isinstance(ext, HintcExtension):
                with open(ext.hintc_source, "rb") as f:
                    sources[ext.hintc_module_name] = (f.read(), ext.hintc_source)
        self.hintc_build_set: dict[str, str | None] = build_set_interfaces(sources)
        super().build_extensions()

    def copy_extensions_to_source(self) -> None:
        # `--inplace` copies each built extension next to its source through copy_file, which
        # skips the copy unless the built file is newer than the copy *in whole seconds*
        # (distutils' `newer` compares integer mtimes, and the copy keeps the built file's
        # mtime): a rebuild within the same second as the previous one left the old module in
        # place, beside modules built against the new one. Copy every time.
        saved, self.force = self.force, True
        try:
            super().copy_extensions_to_source()
        finally:
            self.force = saved

    def build_extension(self, ext: Extension) -> None:
        if not isinstance(ext, HintcExtension):
            super().build_extension(ext)
            return
        self._build_hintc_extension(ext)

    def hintc_cpp_path(self, ext: HintcExtension) -> str:
        return os.path.join(self.build_temp, "hintc", *ext.name.split(".")) + ".cpp"

    def _build_hintc_extension(self, ext: HintcExtension) -> None:
        import hintc
        from hintc import toolchain

        cpp_path = self.hintc_cpp_path(ext)
        obj_path = cpp_path[: -len(".cpp")] + ".o"
        ext_path = self.get_ext_fullpath(ext.name)
        try:
            if translate_to_file(
                ext.hintc_source,
                ext.hintc_module_name,
                ext.hintc_opt_level,
                cpp_path,
                force=bool(self.force),
                build_set=getattr(self, "hintc_build_set", None),
            ):
                _log.info(f"hintc: translated {ext.hintc_source} -> {cpp_path}")
            runtime_lib = os.fspath(toolchain.runtime_library())
            include_dir = toolchain.runtime_include_dir()
        except hintc.CompileError as exc:
            raise _SetuptoolsCompileError(
                f"hintc could not compile {ext.hintc_source} "
                f"(module {ext.hintc_module_name}):\n{exc}"
            ) from exc
        except toolchain.ToolchainError as exc:
            raise _SetuptoolsCompileError(f"hintc: {exc}") from exc

        headers = [
            os.path.join(include_dir, "hintc", name)
            for name in sorted(os.listdir(os.path.join(include_dir, "hintc")))
        ]
        inputs = [cpp_path, runtime_lib, *headers, *ext.depends]
        if not (self.force or _newer_than(ext_path, inputs)):
            _log.info(f"hintc: {ext.hintc_module_name} is up to date")
            return

        _log.info(f"hintc: compiling {ext.hintc_module_name}")
        cxxflags = list(ext.extra_compile_args or [])
        if self.debug:
            cxxflags.append("-g")
        compile_cmd = toolchain.compile_command(
            cpp_path, obj_path, opt_level=ext.hintc_opt_level, cxxflags=cxxflags
        )
        # Linked under a temporary name and renamed: an interrupted link must not leave a
        # partial module whose fresh mtime would pass the up-to-date check of the next build.
        tmp_path = f"{ext_path}.{os.getpid()}.tmp"
        link_cmd = toolchain.link_command(obj_path, tmp_path)
        # Last, so a project's own link options override $LDFLAGS.
        link_cmd += list(ext.extra_link_args or [])
        os.makedirs(os.path.dirname(os.path.abspath(ext_path)), exist_ok=True)
        try:
            for cmd, what in ((compile_cmd, "C++ compilation"), (link_cmd, "linking")):
                _log.info(shlex.join(cmd))
                if not self.dry_run:
                    toolchain.run_tool(cmd, f"{what} of {ext.hintc_module_name}")
            if not self.dry_run:
                os.replace(tmp_path, ext_path)
        except toolchain.ToolchainError as exc:
            raise _SetuptoolsCompileError(str(exc)) from exc
        finally:
            if os.path.exists(tmp_path):
                os.unlink(tmp_path)


def finalize_distribution_options(dist: Any) -> None:
    """setuptools plugin hook (entry point group ``setuptools.finalize_distribution_options``).

    When a project's ``ext_modules`` hold HintcExtensions, makes its ``build_ext`` able to build
    them, so ``cmdclass`` becomes optional. A ``build_ext`` chosen by the project or put there by
    another plugin (scikit-build-core wraps every project's) is combined with hintc's rather than
    replaced: hintc's class comes first in the MRO and hands every other extension to it.
    """
    if not any(isinstance(ext, HintcExtension) for ext in dist.ext_modules or ()):
        return
    chosen = dist.cmdclass.get("build_ext")
    if chosen is None:
        dist.cmdclass["build_ext"] = build_ext
        return
    if issubclass(chosen, build_ext):
        return
    try:
        combined = type(chosen.__name__, (build_ext, chosen), {"__module__": chosen.__module__})
    except TypeError as exc:
        raise _SetuptoolsSetupError(
            f"cmdclass['build_ext'] = {chosen!r} cannot be combined with hintc's build_ext "
            f"({exc}); derive it from hintc.setuptools.build_ext"
        ) from exc
    dist.cmdclass["build_ext"] = combined
