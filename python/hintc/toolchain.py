"""The system C++ compiler: command lines for generated modules, running them, and timing them."""

from __future__ import annotations

import functools
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
RUNTIME_LIBRARY_NAME = "libhintc_rt.a"


class ToolchainError(Exception):
    """The C++ compiler or linker could not be run or rejected the generated code."""

    def __init__(self, message: str, command: Sequence[str] | None = None, output: str = "") -> None:
        super().__init__(message)
        self.command = list(command) if command is not None else None
        self.output = output


@dataclass
class ToolchainResult:
    commands: list[list[str]] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)


def runtime_include_dir() -> Path:
    """Folder holding ``hintc/runtime.h``, installed inside the package by ``pip install .``."""
    path = _PACKAGE_DIR / "runtime" / "include"
    if not (path / "hintc" / "runtime.h").is_file():
        raise ToolchainError(
            f"hintc runtime headers not found in {path}; "
            "hintc must be installed (pip install .) to compile modules"
        )
    return path


def runtime_library() -> Path:
    """The static runtime library that every generated module links."""
    path = _PACKAGE_DIR / "runtime" / "lib" / RUNTIME_LIBRARY_NAME
    if not path.is_file():
        raise ToolchainError(
            f"hintc runtime library not found at {path}; "
            "hintc must be installed (pip install .) to compile modules"
        )
    return path


def python_include_dirs() -> list[str]:
    paths = sysconfig.get_paths()
    dirs = [paths["include"]]
    if paths.get("platinclude") and paths["platinclude"] != paths["include"]:
        dirs.append(paths["platinclude"])
    return dirs


# sysconfig fills its config variables lazily and not thread-safely (a second thread can see the
# dict half filled, without EXT_SUFFIX); `hintc build -j N` asks from N threads, so they are
# filled here, once, on import.
sysconfig.get_config_vars()


def extension_suffix() -> str:
    """File suffix CPython imports extension modules from, e.g. ``.cpython-311-x86_64-linux-gnu.so``."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    if not suffix:
        raise ToolchainError("this Python does not report an extension module suffix (EXT_SUFFIX)")
    return str(suffix)


def cxx_command(cxx: str | Sequence[str] | None = None) -> list[str]:
    """The compiler as an argv prefix: ``cxx`` if given, else ``$CXX``, else ``c++``.

    A string is split like a shell would, so ``CXX="ccache g++"`` works.
    """
    given = cxx is not None
    from_env = not given and bool(os.environ.get("CXX"))
    if cxx is None:
        cxx = os.environ.get("CXX") or "c++"
    argv = shlex.split(cxx) if isinstance(cxx, str) else list(cxx)
    if not argv:
        raise ToolchainError("empty C++ compiler command")
    if shutil.which(argv[0]) is None:
        # Say where the name came from, and suggest $CXX only when nothing chose a compiler.
        if given:
            raise ToolchainError(f"C++ compiler {argv[0]!r} not found on PATH")
        if from_env:
            raise ToolchainError(f"C++ compiler {argv[0]!r} (from $CXX) not found on PATH")
        raise ToolchainError(
            f"no C++ compiler: {argv[0]!r} not found on PATH "
            "(install g++ or clang++, or set $CXX to one)"
        )
    return argv


@functools.lru_cache(maxsize=None)
def _identity(argv: tuple[str, ...]) -> str:
    try:
        proc = subprocess.run(
            [*argv, "--version"], capture_output=True, text=True, errors="replace", check=False
        )
    except OSError as exc:
        raise ToolchainError(f"cannot run {argv[0]!r}: {exc}") from exc
    lines = (proc.stdout or proc.stderr).splitlines()
    return lines[0].strip() if lines else argv[0]


def compiler_identity(cxx: str | Sequence[str] | None = None) -> str:
    """First line of ``$CXX --version``: tells compilers apart in cache keys."""
    return _identity(tuple(cxx_command(cxx)))


@functools.lru_cache(maxsize=None)
def _is_gcc(argv: tuple[str, ...]) -> bool:
    try:
        proc = subprocess.run(
            [*argv, "--version"], capture_output=True, text=True, errors="replace", check=False
        )
    except OSError:
        return False
    return "Free Software Foundation" in proc.stdout and "clang" not in proc.stdout.lower()


# GCC's -O2 inliner gives up where generated code gains most: with these two -O3 settings
# (and none of -O3's loop passes, which cost build time) recursive fib(25) runs 2x faster and
# the C++ compile takes the same time (benchmarks/results/build_scaling.md).
GCC_O2_INLINE_FLAGS = ("--param=inline-heuristics-hint-percent=600", "--param=inline-min-speedup=15")


def _env_flags(name: str) -> list[str]:
    return shlex.split(os.environ.get(name, ""))


def compile_command(
    cpp_path: str | os.PathLike[str],
    obj_path: str | os.PathLike[str],
    opt_level: int = 2,
    cxx: str | Sequence[str] | None = None,
    cxxflags: Sequence[str] = (),
) -> list[str]:
    """Command turning one generated C++ file into an object file for a shared extension."""
    if opt_level not in (0, 1, 2, 3):
        raise ValueError(f"opt_level must be 0..3, got {opt_level!r}")
    compiler = cxx_command(cxx)
    cmd = compiler + ["-std=c++17", "-fPIC", f"-O{opt_level}", "-fvisibility=hidden"]
    if opt_level == 2 and _is_gcc(tuple(compiler)):
        cmd += GCC_O2_INLINE_FLAGS
    if opt_level > 0:
        cmd.append("-DNDEBUG")
    cmd += [f"-I{d}" for d in python_include_dirs()]
    cmd.append(f"-I{runtime_include_dir()}")
    # The environment comes first so flags given for this build win.
    cmd += _env_flags("CXXFLAGS")
    cmd += list(cxxflags)
    cmd += ["-c", os.fspath(cpp_path), "-o", os.fspath(obj_path)]
    return cmd


def link_command(
    obj_path: str | os.PathLike[str],
    out_path: str | os.PathLike[str],
    cxx: str | Sequence[str] | None = None,
) -> list[str]:
    """Command linking an object file and the runtime into a loadable extension module.

    libpython is not linked: the interpreter that imports the module provides its symbols.
    """
    cmd = cxx_command(cxx)
    cmd += ["-shared", os.fspath(obj_path), os.fspath(runtime_library())]
    cmd += _env_flags("LDFLAGS")
    cmd += ["-o", os.fspath(out_path)]
    return cmd


def run_tool(
    cmd: Sequence[str], what: str, tmp_dir: str | os.PathLike[str] | None = None
) -> float:
    """Runs one compiler command and returns its wall time; failures raise ToolchainError.

    ``tmp_dir``: the compiler's $TMPDIR. A build that removes that folder when it ends (even
    when interrupted) then leaves none of the compiler's temporary files behind, even those a
    compiler proper still running after its interrupted driver writes."""
    start = time.perf_counter()
    try:
        proc = subprocess.Popen(
            list(cmd),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
            env=_env_with_tmpdir(tmp_dir),
        )
    except OSError as exc:
        raise ToolchainError(f"{what} failed: cannot run {cmd[0]!r}: {exc}", cmd) from exc
    with proc:
        try:
            output, _ = proc.communicate()
        except BaseException:
            _stop(proc)
            raise
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise ToolchainError(
            f"{what} failed (exit status {proc.returncode}):\n"
            f"$ {shlex.join(cmd)}\n{output.rstrip()}",
            cmd,
            output,
        )
    return elapsed


def _env_with_tmpdir(tmp_dir: str | os.PathLike[str] | None) -> dict[str, str] | None:
    return None if tmp_dir is None else dict(os.environ, TMPDIR=os.fspath(tmp_dir))


def _stop(proc: subprocess.Popen[str]) -> None:
    """Ends a compiler interrupted by Ctrl-C or an error: SIGTERM first, which lets the driver
    (g++, clang++) delete its temporary files (the assembly of a large module is tens of MB),
    then SIGKILL if it has not exited within a few seconds."""
    proc.terminate()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def compile_and_link(
    cpp_path: str | os.PathLike[str],
    obj_path: str | os.PathLike[str],
    out_path: str | os.PathLike[str],
    opt_level: int = 2,
    cxx: str | Sequence[str] | None = None,
    cxxflags: Sequence[str] = (),
    echo: bool = False,
) -> ToolchainResult:
    """Compiles then links as two processes, so each step is timed on its own.

    With ``echo`` each command is printed to stderr before it runs.
    """
    compile_cmd = compile_command(cpp_path, obj_path, opt_level, cxx, cxxflags)
    link_cmd = link_command(obj_path, out_path, cxx)
    result = ToolchainResult(commands=[compile_cmd, link_cmd])
    for key, cmd, what in (
        ("cxx_compile", compile_cmd, "C++ compilation"),
        ("link", link_cmd, "linking"),
    ):
        if echo:
            print(shlex.join(cmd), file=sys.stderr, flush=True)
        # The object's folder is the build's scratch folder (build_module removes it).
        result.timings[key] = run_tool(cmd, what, tmp_dir=Path(obj_path).parent)
    return result
