"""Shared helpers for the pytest suites: building modules with hintc and running fresh interpreters.

API (kept small on purpose; other suites import it):
  compile_module(src_path, out_dir, opt_level=1, module_name=None) -> Path of the built extension
  run_python(code, path_dirs, cwd=None, timeout=120) -> subprocess.CompletedProcess (text mode)
  run_script(script, path_dirs, cwd=None, timeout=120) -> same, running a .py file as __main__
  translate(source, filename="<string>", module_name="mod", opt_level=2) -> dict (never raises)
  expected_errors(source_text) -> list of (line, col, message) from "# error: L:C: msg" comments
  import_compiled(src_path, out_dir, ...) -> the compiled module imported in this process
  import_source(source, folder, module_name) -> the same, for source text (written to folder)
"""
from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

TESTS_DIR = Path(__file__).resolve().parent


def copy_run_helpers(dest) -> None:
    """Copies the plain Python modules the run programs import (tests/run/_*.py) into dest."""
    import shutil

    for helper in (TESTS_DIR / "run").glob("_*.py"):
        shutil.copy(helper, Path(dest) / helper.name)


def compile_module(src_path, out_dir, opt_level: int = 1, module_name: str | None = None) -> Path:
    """Builds src_path into out_dir with hintc.build_module; returns the extension's path.

    Raises hintc.CompileError (with .diagnostics) when the source does not compile.
    """
    import hintc

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    result = hintc.build_module(
        str(src_path), out_dir=str(out_dir), module_name=module_name, opt_level=opt_level
    )
    path = Path(result.path)
    if not path.is_file():
        raise AssertionError(f"hintc reported {path} but no such file exists")
    return path


def _env(path_dirs) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(str(p) for p in path_dirs)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONIOENCODING"] = "utf-8"
    env.pop("PYTHONSTARTUP", None)
    return env


def run_python(code: str, path_dirs=(), cwd=None, timeout: float = 120) -> subprocess.CompletedProcess:
    """Runs `python -P -c code` in a fresh interpreter whose sys.path gets exactly path_dirs
    prepended (-P keeps the current directory off sys.path)."""
    return subprocess.run(
        [sys.executable, "-P", "-c", code],
        cwd=str(cwd) if cwd else None,
        env=_env(path_dirs),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def run_script(script, path_dirs=(), cwd=None, timeout: float = 120) -> subprocess.CompletedProcess:
    """Runs a script file with `python -P` (so its own folder is not on sys.path)."""
    return subprocess.run(
        [sys.executable, "-P", str(script)],
        cwd=str(cwd) if cwd else None,
        env=_env(path_dirs),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def translate(source, filename: str = "<string>", module_name: str = "mod", opt_level: int = 2) -> dict:
    """The compiler core on source (str or bytes): a dict with ok, cpp, ir, diagnostics, errors.

    Uses hintc._core.translate directly because hintc.build.translate raises CompileError
    instead of returning the failed result.
    """
    from hintc import _core

    return _core.translate(source, filename, module_name, opt_level)


_ERROR_COMMENT = re.compile(r"^#\s*error:\s*(\d+):(\d+):\s*(.*?)\s*$")


def expected_errors(source_text: str) -> list[tuple[int, int, str]]:
    """Parses the trailing `# error: LINE:COL: message` comment lines of an error-test file."""
    out = []
    for line in source_text.splitlines():
        m = _ERROR_COMMENT.match(line.strip())
        if m:
            out.append((int(m.group(1)), int(m.group(2)), m.group(3)))
    return out


def import_compiled(src_path, out_dir, opt_level: int = 1, module_name: str | None = None):
    """Compiles src_path and imports the extension into this process under a unique name slot.

    The module name must be unique per test session because an extension module can be
    initialised only once per process.
    """
    name = module_name or Path(src_path).stem
    path = compile_module(src_path, out_dir, opt_level=opt_level, module_name=name)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def import_source(source: str, folder, module_name: str, opt_level: int = 1):
    """Writes source to folder/MODULE_NAME.py, compiles and imports it (see import_compiled)."""
    src = Path(folder) / f"{module_name}.py"
    src.write_text(source)
    module = import_compiled(src, src.parent / "out", opt_level=opt_level, module_name=module_name)
    assert module.__file__.endswith(".so"), module.__file__
    return module


def run_command(cmd, cwd, env=None, timeout: float = 900) -> subprocess.CompletedProcess:
    """Runs ``cmd`` (items may be paths) in ``cwd`` with its text output captured."""
    return subprocess.run(
        [str(c) for c in cmd],
        cwd=str(cwd),
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def check_ok(proc: subprocess.CompletedProcess) -> str:
    """The output of a command that must have succeeded (its tail in the failure message)."""
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, f"command failed ({proc.returncode}):\n{out[-6000:]}"
    return out
