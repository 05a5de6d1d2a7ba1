"""The %%compile cell magic and the %compile_cache line magic."""
from __future__ import annotations

import argparse
import re
import shlex
import shutil
import sys
import time
from pathlib import Path
from typing import Dict, Optional, Tuple

from IPython.core.magic import Magics, cell_magic, line_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring
from IPython.paths import get_ipython_cache_dir
from traitlets import Bool, Integer

from .cachekey import CACHE_LAYOUT, cell_key, cxx_identity
from .errors import CellCompileError
from .loading import exported_names, load_module, register_source, shorten_import_traceback
from .pch import PrecompiledHeaders
from .store import CellStore, Entry

DEFAULT_CACHE_LIMIT = 512 * 1024 * 1024
_SIZE_UNITS = {"": 1, "B": 1, "K": 1024, "M": 1024 ** 2, "G": 1024 ** 3}


def parse_size(text: str) -> int:
    """'512M', '2G', '64K' or a plain byte count."""
    match = re.fullmatch(r"\s*(\d+)\s*([KMGB]?)(?:I?B)?\s*", text, re.IGNORECASE)
    if not match:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (use e.g. 200M, 1G, 65536)")
    return int(match.group(1)) * _SIZE_UNITS[match.group(2).upper()]


def _format_size(n: int) -> str:
    for unit in ("B", "KiB", "MiB"):
        if n < 1024:
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} GiB"


def _friendly(name: Optional[str]) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9_]", "_", name or "cell")[:40]
    return cleaned or "cell"


def _build_function():
    # Looked up on every build (not bound at import) so tests can spy on hintc.build_module.
    import hintc

    build = getattr(hintc, "build_module", None)
    if build is None:
        from hintc.build import build_module as build
    return build


def _compile_error_types() -> Tuple[type, ...]:
    import hintc

    error = getattr(hintc, "CompileError", None)
    return (error,) if isinstance(error, type) else ()


def _short_display(exc: BaseException) -> None:
    """Shows a failed C++ build as its message (command and compiler output), not a stack."""
    if type(exc).__module__.startswith("hintc."):
        text = f"{type(exc).__name__}: {exc}"
        try:
            exc._render_traceback_ = lambda: text.splitlines()
        except AttributeError:
            pass


@magics_class
class HintcMagics(Magics):
    cache_size_limit = Integer(
        DEFAULT_CACHE_LIMIT,
        help="Upper bound in bytes of the compiled-cell cache; least recently used cells are evicted.",
    ).tag(config=True)
    default_opt_level = Integer(
        2,
        help="Optimisation level when %%compile gets no -O: -O2, as fast as -O3 on GCC and built as "
        "quickly as -O1 for a cell.",
    ).tag(config=True)

    precompiled_header = Bool(
        True,
        help="Build and use a precompiled runtime header (GCC only) to cut C++ compile time.",
    ).tag(config=True)

    def __init__(self, shell=None, **kwargs):
        super().__init__(shell=shell, **kwargs)
        # Modules already imported in this process, by cache key: re-running an unchanged cell
        # re-binds these without touching the disk (extension modules cannot be re-initialised).
        self._loaded: Dict[str, Tuple[object, Entry]] = {}

    def cache_root(self) -> Path:
        return Path(get_ipython_cache_dir()) / "hintc" / CACHE_LAYOUT

    def store(self) -> CellStore:
        return CellStore(self.cache_root())

    def precompiled_headers(self, store: CellStore) -> Optional[PrecompiledHeaders]:
        return PrecompiledHeaders(store.root / "pch") if self.precompiled_header else None

    @magic_arguments(name="%compile")  # usage then reads "%%compile"
    @argument("-f", "--force", action="store_true", help="Rebuild even if the cell is cached.")
    @argument(
        "-O", dest="opt_level", type=int, choices=range(4), default=None, metavar="LEVEL",
        help="Optimisation level 0-3 (default: HintcMagics.default_opt_level, tuned for build latency).",
    )
    @argument("-n", "--name", default=None,
              help="Friendly name of the module, used for display and cache file names only.")
    @argument("-v", "--verbose", action="store_true",
              help="Print the compiler commands and the timing breakdown (translate, C++ compile, link, load).")
    @argument("-a", "--annotate", action="store_true",
              help="Show the annotate report: which lines run generic (boxed, C-API) code, and why.")
    @argument("--profile", action="store_true",
              help="Instrument the compiled functions for the line profiler (see %%compile_profile) and cProfile.")
    @argument(
        "--cxxflags", nargs=argparse.REMAINDER, default=[], metavar="FLAGS",
        help="Extra C++ compiler flags; takes the rest of the line, e.g. --cxxflags -march=native -ffast-math.",
    )
    @cell_magic("compile")
    def compile_cell(self, line: str, cell: str):
        """Compile the cell's typed Python with hintc and bind what it defines.

        The cell is translated to C++, compiled into an extension module, imported under a
        unique name and its functions, classes and constants (or its `__all__`) are pushed into
        the namespace; modules it imports are not. Builds are cached under IPython's cache dir,
        keyed by the cell text, options, hintc, the C++ compiler and the Python ABI; an edited
        cell always gets a fresh module. Compile errors raise, reported as
        `cell LINE:COL: error: MESSAGE`, with line 1 being the `%%compile` line. Use
        `%compile_cache` to inspect, bound or clear the cache.
        """
        started = time.perf_counter()
        args = parse_argstring(self.compile_cell, line)
        opt_level = self.default_opt_level if args.opt_level is None else args.opt_level
        cxxflags = [flag for chunk in args.cxxflags for flag in shlex.split(chunk)]
        store = self.store()
        key = cell_key(cell, opt_level=opt_level, cxxflags=cxxflags, name=args.name,
                       identity_memo=store.root / "compilers.memo", profile=args.profile)
        friendly = _friendly(args.name)
        display_filename = f"<hintc-cell-{friendly + '-' if args.name else ''}{key[:12]}>"
        # Line 1 is the magic line, so reported line numbers match the notebook's numbering.
        cell_text = f"%%compile {line}".rstrip() + "\n" + cell
        register_source(display_filename, cell_text)

        module = None
        if not args.force:
            module, entry, how = self._from_cache(key, store)
        if module is None:
            module, entry, report = self._build(store, key, cell, cell_text, display_filename, friendly,
                                                opt_level, cxxflags, args.profile, name=args.name)
            how = "built"
        bound = exported_names(module, entry.names)
        self.shell.push(bound)
        if args.verbose:
            total = time.perf_counter() - started
            if how == "built":
                self._print_build_report(entry, report, total)
            else:
                print(f"hintc: cache hit ({how}) for {friendly} (built at -O{opt_level}): "
                      f"{entry.so_path}")
                print(f"  total        {total * 1e3:8.1f} ms")
            print(f"  bound: {', '.join(sorted(bound)) or '(nothing)'}")
        if args.annotate:
            from hintc.annotate.notebook import show_cell_report

            # The same text the build compiled: line 1 blank where the magic line is shown.
            show_cell_report("\n" + cell, cell_text, display_filename, entry.module_name, opt_level, args.name)

    def _from_cache(self, key: str, store: CellStore):
        loaded = self._loaded.get(key)
        if loaded is not None:
            module, entry = loaded
            store.touch(entry)
            return module, entry, "in memory"
        entry = store.lookup(key)
        if entry is None:
            return None, None, None
        try:
            module = load_module(entry.module_name, entry.so_path)
        except ImportError as exc:
            if entry.so_path.exists():
                shorten_import_traceback(exc, entry.meta.get("display_filename", ""), self.shell)
                raise
            # Evicted or replaced by another kernel between lookup and load: rebuild instead.
            return None, None, None
        except Exception as exc:
            # The cell's top-level code raised while the module initialised.
            shorten_import_traceback(exc, entry.meta.get("display_filename", ""), self.shell)
            raise
        store.touch(entry)
        self._loaded[key] = (module, entry)
        return module, entry, "disk"

    def _build(self, store, key, cell, cell_text, display_filename, friendly, opt_level, cxxflags,
               profile=False, name=None):
        build = _build_function()
        compile_errors = _compile_error_types()
        module_name = f"_hintc_cell_{key[:24]}"
        if module_name in sys.modules or store.lookup(key) is not None:
            # A rebuild must not reuse a name or file this process may already have imported:
            # the dynamic loader would hand back the old code.
            module_name += f"_{time.time_ns() & 0xFFFFFFFF:08x}"
        # The compiler sees an empty line where the magic line is, keeping line numbers aligned.
        source = "\n" + cell
        pch = self.precompiled_headers(store)
        plan = None
        if pch is not None:
            plan = pch.plan(opt_level, cxxflags, cxx_identity(None, store.root / "compilers.memo"))
        # A missing header is built after this cell, not alongside it: on a two-core machine
        # the concurrent header build would double this cell's compile time.
        pch_flags = pch.flags(plan, start=False) if pch is not None else []
        pch_dropped = False
        build_dir = store.new_build_dir()
        try:
            src_path = build_dir / f"{friendly}.py"
            src_path.write_text(source, encoding="utf-8")

            def run_build(extra_flags):
                # Passed only when set, so a build function without the option still serves
                # normal builds.
                more = {"profile": True} if profile else {}
                return build(
                    str(src_path), out_dir=str(build_dir), module_name=module_name,
                    opt_level=opt_level, cxxflags=tuple(cxxflags) + tuple(extra_flags),
                    build_dir=str(build_dir), source_text=source,
                    display_filename=display_filename, verbose=False, **more,
                )

            try:
                result = run_build(pch_flags)
            except compile_errors as exc:
                raise CellCompileError.from_compiler(
                    exc, cell_text.splitlines(), display_filename, name) from None
            except Exception as exc:
                if not pch_flags:
                    _short_display(exc)
                    raise
                # The precompiled header is only a speed-up: drop it and build from sources.
                pch.discard(plan)
                pch_flags, plan = [], None
                pch_dropped = True
                try:
                    result = run_build(pch_flags)
                except Exception as retry_exc:
                    _short_display(retry_exc)
                    raise
            entry = store.install(
                key, Path(result.path), module_name, friendly, getattr(result, "names", None),
                extra={"display_filename": display_filename, "opt_level": opt_level,
                       "cxxflags": cxxflags, "profile": bool(profile)},
            )
        finally:
            shutil.rmtree(build_dir, ignore_errors=True)
        if pch is not None and plan is not None and not pch_flags:
            pch.flags(plan, start=True)
        load_started = time.perf_counter()
        try:
            module = load_module(entry.module_name, entry.so_path)
        except Exception as exc:
            shorten_import_traceback(exc, display_filename, self.shell)
            raise
        load_seconds = time.perf_counter() - load_started
        self._loaded[key] = (module, entry)
        store.evict(self.cache_size_limit, keep={key})
        if pch_flags:
            pch_state = "used"
        elif pch_dropped:
            pch_state = "dropped after a failed build; built from the sources"
        elif pch is None:
            pch_state = "off"
        elif plan is None:
            pch_state = "not supported with this compiler"
        elif pch.failed(plan):
            pch_state = "could not be built for these flags"
        else:
            pch_state = "being built for these flags; used from the next build on"
        return module, entry, (result, load_seconds, pch_state)

    def _print_build_report(self, entry: Entry, report, total: float) -> None:
        result, load_seconds, pch_state = report
        timings = dict(getattr(result, "timings", {}) or {})
        level = entry.meta.get("opt_level", "?")
        print(f"hintc: built {entry.meta.get('friendly', '?')} at -O{level} as {entry.module_name}: "
              f"{entry.so_path}")
        for argv in getattr(result, "commands", None) or ():
            print("  $ " + shlex.join(str(a) for a in argv))
        translate = sum(timings.get(k, 0.0) for k in ("parse", "lower", "codegen"))
        rows = [
            ("translate", translate),
            ("C++ compile", timings.get("cxx_compile", 0.0)),
            ("link", timings.get("link", 0.0)),
            ("load", load_seconds),
            ("total", total),
        ]
        for label, seconds in rows:
            print(f"  {label:<12} {seconds * 1e3:8.1f} ms")
        print(f"  precompiled runtime header: {pch_state}")

    @magic_arguments(name="compile_profile")
    @argument("-f", "--filename", default=None, metavar="TEXT",
              help="Only functions whose file name contains TEXT (cells are <hintc-cell-NAME-...>).")
    @argument("-m", "--min-time", type=float, default=0.0, metavar="SECONDS",
              help="Leave out functions whose total time is below SECONDS.")
    @argument("-u", "--unit", type=float, default=1e-9, metavar="SECONDS",
              help="Time unit of the Time and Per Hit columns (default 1e-9: nanoseconds).")
    @argument("-r", "--reset", action="store_true", help="Zero the counters (after printing them).")
    @line_magic("compile_profile")
    def compile_profile(self, line: str):
        """Print the line profile of the functions of cells built with `%%compile --profile`.

        Per function: total time, then per source line its hits, time (callees included), time
        per hit and share of the function's time, as hintc.profile.print_stats() prints it.
        """
        from hintc import profile

        args = parse_argstring(self.compile_profile, line)
        profile.print_stats(sys.stdout, filename=args.filename, min_time=args.min_time, unit=args.unit)
        if args.reset:
            profile.reset()

    @magic_arguments(name="compile_cache")
    @argument("--clear", action="store_true", help="Remove every compiled cell from the cache.")
    @argument("--max-size", type=parse_size, default=None, metavar="SIZE",
              help="Set this session's cache bound (e.g. 200M, 1G) and evict down to it.")
    @line_magic("compile_cache")
    def compile_cache(self, line: str):
        """Show, bound or clear the cache of cells built by %%compile."""
        args = parse_argstring(self.compile_cache, line)
        store = self.store()
        if args.clear:
            removed = store.clear()
            PrecompiledHeaders(store.root / "pch").clear()
            self._loaded.clear()
            print(f"hintc: removed {removed} cached cell(s) from {store.root}")
            return
        if args.max_size is not None:
            self.cache_size_limit = args.max_size
            evicted = store.evict(self.cache_size_limit)
            print(f"hintc: cache bound {_format_size(self.cache_size_limit)}; evicted {len(evicted)} cell(s)")
            return
        infos = store.entries()
        total = sum(info.size for info in infos)
        # The cache is shared by every kernel of this user; the list shows this session's cells.
        mine = [info for info in infos if info.key in self._loaded]
        print(f"hintc cache: {store.root}")
        print(f"  {len(infos)} cell(s) of all sessions, {_format_size(total)} of "
              f"{_format_size(self.cache_size_limit)}; {len(mine)} built or loaded by this session:")
        pch_size = PrecompiledHeaders(store.root / "pch").size()
        if pch_size:
            print(f"  precompiled runtime headers: {_format_size(pch_size)} (not counted in the bound)")
        for info in reversed(mine):
            used = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(info.last_used_ns / 1e9))
            print(f"  {info.key[:12]}  {info.friendly:<20} {_format_size(info.size):>10}  last used {used}")
