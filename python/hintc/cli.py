"""The ``hintc`` command line: ``hintc build SRC... [-o OUTDIR] [-O0..-O3] [--emit-cpp] ...``."""

from __future__ import annotations

import argparse
import re
import shlex
import signal
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import hintc
from hintc.build import (
    BuildResult,
    CompileError,
    build_module,
    other_interfaces,
    plan_build_set,
    run_parallel,
)
from hintc.toolchain import ToolchainError


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hintc",
        description="Compile type-annotated Python modules to C++ CPython extension modules.",
    )
    parser.add_argument("--version", action="version", version=f"hintc {hintc.__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    build = commands.add_parser(
        "build",
        help="compile Python modules to extension modules",
        description="Compile each SRC (a .py file, or a folder: every .py file under it) to an "
        "extension module. Module names follow the package layout (folders with __init__.py). "
        "Modules given together form one build: a module importing another one of them calls "
        "its functions natively.",
    )
    build.add_argument("sources", nargs="+", metavar="SRC", help=".py file or folder")
    build.add_argument(
        "-o",
        "--output",
        metavar="OUTDIR",
        help="root folder for the extensions (default: beside each source)",
    )
    build.add_argument(
        "-O",
        dest="opt_level",
        type=int,
        choices=(0, 1, 2, 3),
        default=2,
        metavar="LEVEL",
        help="optimisation level 0-3, written -O0 .. -O3 (default: -O2)",
    )
    build.add_argument("--emit-cpp", action="store_true", help="keep NAME.cpp beside the module")
    build.add_argument("--emit-ir", action="store_true", help="write NAME.ir beside the module")
    build.add_argument(
        "--cxx", metavar="CMD", help="C++ compiler (default: $CXX, else c++)"
    )
    build.add_argument(
        "--cxxflags", metavar="FLAGS", default="", help="extra C++ compiler flags (one string)"
    )
    build.add_argument(
        "--annotate",
        action="store_true",
        help="write NAME.html and NAME.annotate.json: which lines run generic code, and why",
    )
    build.add_argument(
        "--annotate-diff",
        metavar="OLD.json",
        help="with --annotate: show what changed since OLD.json (an earlier NAME.annotate.json)",
    )
    build.add_argument(
        "--profile",
        action="store_true",
        help="instrument compiled functions for the line profiler (hintc.profile) and cProfile",
    )
    build.add_argument(
        "-j",
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="build N modules at once (their C++ compiles run in parallel; default 1)",
    )
    build.add_argument(
        "--no-cache",
        action="store_true",
        help="rebuild every module (by default one whose inputs are unchanged is kept)",
    )
    build.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="print the compiler commands and a timing breakdown",
    )
    return parser


def _expand_sources(args: Sequence[str]) -> list[Path]:
    files: list[Path] = []
    for arg in args:
        path = Path(arg)
        if path.is_dir():
            found = sorted(
                p
                for p in path.rglob("*.py")
                if not any(part.startswith(".") or part == "__pycache__" for part in p.parts)
            )
            if not found:
                raise FileNotFoundError(f"no .py files under {arg}")
            files.extend(found)
        elif path.is_file():
            files.append(path)
        else:
            raise FileNotFoundError(f"{arg}: no such file or directory")
    return files


def _as_given(diagnostics: str, path: Path) -> str:
    """Diagnostics naming the source as the user spelled it (``pkg/m.py:3:5: error: ...``): the
    compiler sees the absolute path, which the compiled module's tracebacks keep."""
    absolute = re.escape(str(path.resolve()))
    return re.sub(rf"^{absolute}:", lambda _: f"{path}:", diagnostics, flags=re.MULTILINE)


def _error(message: str) -> None:
    print(f"hintc: error: {message}", file=sys.stderr)


def _build(args: argparse.Namespace) -> int:
    try:
        files = _expand_sources(args.sources)
    except FileNotFoundError as exc:
        _error(str(exc))
        return 1
    if args.annotate_diff and not args.annotate:
        args.annotate = True
    if args.annotate_diff and len(files) > 1:
        _error("--annotate-diff compares one module: give one source file")
        return 1
    old_report: dict[str, Any] | None = None
    if args.annotate_diff:
        from hintc.annotate import load_report

        try:
            old_report = load_report(args.annotate_diff)
        except (OSError, ValueError) as exc:
            _error(f"--annotate-diff: {exc}")
            return 1
    try:
        modules = plan_build_set(files)
    except ValueError as exc:
        _error(str(exc))
        return 1
    except ImportError as exc:
        _error(f"the compiler core (hintc._core) cannot be loaded: {exc}")
        return 1
    # A single module exports no API: no other module of its build can use it.
    together = len(modules) > 1

    def build_one(pair: tuple[Path, Any]) -> int:
        """Builds one module; 1 when it failed (reported), 0 when built, -1: no compiler core."""
        path, module = pair
        try:
            result = build_module(
                path,
                module_name=module.module_name,
                interfaces=other_interfaces(modules, module.module_name) if together else (),
                export_api=together,
                out_dir=args.output,
                opt_level=args.opt_level,
                emit_cpp=args.emit_cpp,
                emit_ir=args.emit_ir,
                verbose=args.verbose,
                cxx=args.cxx,
                cxxflags=shlex.split(args.cxxflags),
                profile=args.profile,
                cache=not (args.no_cache or args.annotate),
            )
            if args.annotate:
                interfaces = other_interfaces(modules, module.module_name) if together else ()
                _annotate(path, result, args.opt_level, old_report, interfaces)
        except CompileError as exc:
            text = _as_given(exc.diagnostics, path)
            sys.stderr.write(text if text.endswith("\n") else text + "\n")
            return 1
        except (ToolchainError, OSError, ValueError) as exc:
            _error(f"{path}: {exc}")
            return 1
        except ImportError as exc:
            _error(f"the compiler core (hintc._core) cannot be loaded: {exc}")
            return -1
        return 0

    outcomes = run_parallel(build_one, list(zip(files, modules)), args.jobs)
    if -1 in outcomes:
        return 1
    failed = sum(outcomes)
    if failed and len(files) > 1:
        _error(f"{failed} of {len(files)} modules failed to compile")
    return 1 if failed else 0


def _annotate(
    path: Path,
    result: BuildResult,
    opt_level: int,
    old_report: dict[str, Any] | None,
    interfaces: Sequence[str] = (),
) -> None:
    """Writes the annotate report beside the built module; the source is translated again."""
    from hintc import toolchain
    from hintc.annotate import annotate_source, write_report

    report = annotate_source(
        path.read_bytes(), str(path.resolve()), result.module_name, opt_level,
        interfaces=interfaces,
    )
    stem = result.path.name[: -len(toolchain.extension_suffix())]
    html_path, _ = write_report(report, result.path.with_name(stem), old_report)
    print(f"hintc: annotate report {html_path} ({round(report['score'] * 100)}% generic)", file=sys.stderr)


def _exit_on_signal(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    # SIGTERM (`timeout`, a CI runner, kill) ends the build like Ctrl-C does: through the
    # cleanup that stops the C++ compiler and removes the temporary .cpp and partial module.
    in_main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGTERM, _exit_on_signal) if in_main_thread else None
    try:
        if args.command == "build":
            return _build(args)
    except KeyboardInterrupt:
        return 130
    finally:
        if in_main_thread:
            signal.signal(signal.SIGTERM, previous)
    parser.error(f"unknown command {args.command!r}")
    return 2


if __name__ == "__main__":
    sys.exit(main())
