# The compared tools: how each one builds a typed .py into something importable, timed cold.
from __future__ import annotations

import dataclasses
import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from benchmarks.catalog import Benchmark

REPO = Path(__file__).resolve().parent.parent
EXT_SUFFIX = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
BUILD_TIMEOUT_S = 600


@dataclasses.dataclass
class Build:
    ok: bool
    module_dir: Path | None = None  # holds only what the child may import
    module: str = ""
    compile_s: float | None = None
    size_bytes: int | None = None
    diagnostic: str = ""  # first diagnostic line when the tool cannot compile the program
    log: str = ""


def first_diagnostic(text: str) -> str:
    """The first line that reads like a compiler diagnostic, else the first non-empty line."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    patterns = [r"\berror\b", r"^\S+:\d+:\d+: ", r"^\S+\.py:\d+: "]
    for pat in patterns:
        for ln in lines:
            if re.search(pat, ln, re.IGNORECASE) and not ln.lower().startswith("warning"):
                return ln[:300]
    return lines[0][:300] if lines else "no output"


def _run_build(cmd: list[str], cwd: Path, env: dict[str, str] | None = None
               ) -> tuple[int, str, float]:
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=BUILD_TIMEOUT_S)
    except subprocess.TimeoutExpired as e:
        out = e.stdout if isinstance(e.stdout, str) else ""
        return -1, out + f"\nerror: build timed out after {BUILD_TIMEOUT_S}s", \
            time.perf_counter() - t0
    return proc.returncode, proc.stdout, time.perf_counter() - t0


def _collect_extensions(build_dir: Path, module: str, run_dir: Path) -> int:
    """Copies the built extension(s) into run_dir and returns their total size in bytes."""
    run_dir.mkdir(parents=True, exist_ok=True)
    total = 0
    # mypyc may emit a shared support library next to the module; count and ship it too.
    for so in sorted(build_dir.glob("*" + EXT_SUFFIX)) + sorted(build_dir.glob("*__mypyc*.so")):
        target = run_dir / so.name
        if not target.exists():
            shutil.copy2(so, target)
            total += so.stat().st_size
    if not (run_dir / (module + EXT_SUFFIX)).exists():
        raise FileNotFoundError(f"no {module}{EXT_SUFFIX} produced in {build_dir}")
    return total


class Tool:
    name = ""
    label = ""

    def available(self) -> tuple[bool, str]:
        return True, ""

    def version(self) -> str:
        return ""

    def applies(self, bench: Benchmark) -> bool:
        return True

    def source_for(self, bench: Benchmark) -> Path:
        return bench.source

    def build(self, src: Path, work: Path) -> Build:
        raise NotImplementedError


class CPython(Tool):
    name = "cpython"
    label = "CPython"

    def version(self) -> str:
        return sys.version.split()[0]

    def build(self, src: Path, work: Path) -> Build:
        run_dir = work / "run"
        run_dir.mkdir(parents=True)
        shutil.copy2(src, run_dir / src.name)
        return Build(ok=True, module_dir=run_dir, module=src.stem, compile_s=0.0, size_bytes=None)


class _Compiler(Tool):
    package = ""

    def version(self) -> str:
        try:
            return importlib.metadata.version(self.package)
        except importlib.metadata.PackageNotFoundError:
            return ""

    def available(self) -> tuple[bool, str]:
        if self.version():
            return True, ""
        return False, f"{self.package} is not installed"

    def command(self, src_name: str, out_dir: Path) -> list[str]:
        raise NotImplementedError

    def env(self) -> dict[str, str] | None:
        return None

    def build(self, src: Path, work: Path) -> Build:
        build_dir = work / "build"
        build_dir.mkdir(parents=True)
        shutil.copy2(src, build_dir / src.name)
        rc, log, wall = _run_build(self.command(src.name, build_dir), build_dir, self.env())
        if rc != 0:
            # Diagnostics name the temporary build copy; show the program's file name instead.
            diag = first_diagnostic(log).replace(str(build_dir) + os.sep, "")
            return Build(ok=False, compile_s=wall, diagnostic=diag, log=log)
        run_dir = work / "run"
        try:
            size = _collect_extensions(build_dir, src.stem, run_dir)
        except FileNotFoundError as e:
            return Build(ok=False, compile_s=wall, diagnostic=str(e), log=log)
        return Build(ok=True, module_dir=run_dir, module=src.stem, compile_s=wall,
                     size_bytes=size, log=log)


class Mypyc(_Compiler):
    name = "mypyc"
    label = "mypyc"
    package = "mypy"

    def command(self, src_name: str, out_dir: Path) -> list[str]:
        return [sys.executable, "-m", "mypyc", src_name]


class CythonPure(_Compiler):
    name = "cython"
    label = "Cython (pure .py)"
    package = "Cython"

    def command(self, src_name: str, out_dir: Path) -> list[str]:
        return [sys.executable, "-m", "Cython.Build.Cythonize", "-i", "-3", src_name]


class CythonTyped(CythonPure):
    """The hand-typed .pyx ceiling; only exists for benchmarks that ship one."""
    name = "cython_typed"
    label = "Cython (hand-typed .pyx)"

    def applies(self, bench: Benchmark) -> bool:
        return bench.ceiling is not None

    def source_for(self, bench: Benchmark) -> Path:
        assert bench.ceiling is not None
        return bench.ceiling


class Hintc(_Compiler):
    name = "hintc"
    label = "hintc"
    package = "hintc"

    def __init__(self) -> None:
        self._env: dict[str, str] | None = None
        self._probe: tuple[bool, str, str] | None = None

    def _probe_import(self) -> tuple[bool, str, str]:
        # hintc may be pip-installed or only built inside the repo's python/ folder; prefer the
        # repo's copy so the numbers belong to the checked-out compiler. The compiler core
        # (hintc._core) must load too, or no program could be compiled at all.
        if self._probe is not None:
            return self._probe
        code = ("import sys, hintc, hintc._core; "
                "sys.stdout.write((getattr(hintc, '__version__', '') or 'unversioned')"
                " + ' from ' + hintc.__file__)")
        with_repo = os.pathsep.join([str(REPO / "python")] + (
            [os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else []))
        candidates: list[dict[str, str] | None] = [{**os.environ, "PYTHONPATH": with_repo}, None]
        err = ""
        for env in candidates:
            proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                                  text=True)
            if proc.returncode == 0:
                self._env = env
                self._probe = (True, proc.stdout.strip(), "")
                return self._probe
            lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
            err = lines[-1].strip() if lines else f"exit status {proc.returncode}"
        self._probe = (False, "", f"hintc (with its compiler core hintc._core) is not "
                       f"importable: {err}")
        return self._probe

    def available(self) -> tuple[bool, str]:
        ok, _, why = self._probe_import()
        return ok, why

    def version(self) -> str:
        ok, ver, _ = self._probe_import()
        if not ok:
            return ""
        try:
            commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
                                    capture_output=True, text=True).stdout.strip()
        except OSError:
            commit = ""
        return f"{ver} (repo HEAD {commit})" if commit else ver

    def env(self) -> dict[str, str] | None:
        return self._env

    def command(self, src_name: str, out_dir: Path) -> list[str]:
        return [sys.executable, "-m", "hintc", "build", src_name, "-o", str(out_dir), "-O3"]


ALL_TOOLS: list[Tool] = [CPython(), Mypyc(), CythonPure(), CythonTyped(), Hintc()]


def by_names(names: list[str] | None) -> list[Tool]:
    if not names:
        return list(ALL_TOOLS)
    known = {t.name: t for t in ALL_TOOLS}
    unknown = [n for n in names if n not in known]
    if unknown:
        raise SystemExit(f"unknown tool(s): {', '.join(unknown)}; known: {', '.join(known)}")
    if "cpython" not in names:
        names = ["cpython"] + names  # CPython's checksum is the reference for every other tool
    return [known[n] for n in names]
