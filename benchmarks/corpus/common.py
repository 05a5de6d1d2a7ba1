# What the corpus suites share: the compiler template, subprocess runs with limits, a result record.
from __future__ import annotations

import dataclasses
import os
import shlex
import subprocess
import sys
from pathlib import Path

# A compile may not take more memory than this (KiB): generated C++ of a big module can blow up.
MEMORY_LIMIT_KB = 8_000_000
DEFAULT_COMPILER = "{python} -m hintc build {srcs} -o {out}"


@dataclasses.dataclass
class Case:
    """One corpus case's outcome. `name` is unique across suites (`suite:case`)."""

    suite: str
    name: str
    status: str  # pass | fail | compile-error | timeout | skipped
    reason: str = ""
    valid: bool = True  # False: the case fails uncompiled too (its expected output is mypyc's)

    @property
    def key(self) -> str:
        return f"{self.suite}:{self.name}"


def expand(template: str, srcs: list[str], out: str, python: str, modules: list[str] | None = None) -> str:
    """The compiler template with its placeholders filled, as mypyc_runtests.py fills them."""
    return (template.replace("{srcs}", " ".join(map(shlex.quote, srcs)))
            .replace("{modules}", " ".join(modules or []))
            .replace("{out}", shlex.quote(out)).replace("{dir}", shlex.quote(out))
            .replace("{python}", shlex.quote(python)))


def limited(command: str) -> str:
    """`command` under the memory limit (bash), for templates handed to the corpus's own runners."""
    return f"ulimit -v {MEMORY_LIMIT_KB}; {command}"


def run(cmd: list[str], cwd: str | Path, timeout: float, env: dict[str, str] | None = None) -> tuple[int | None, str]:
    """(exit status or None on timeout, combined output)."""
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, ""
    return p.returncode, p.stdout.decode("utf-8", "replace")


def compile_with(template: str, srcs: list[str], workdir: str, python: str, timeout: float) -> tuple[str, str]:
    """Runs the compiler template in `workdir`: ("pass" | "compile-error" | "timeout", reason)."""
    rc, out = run(["bash", "-c", limited(expand(template, srcs, workdir, python))], workdir, timeout)
    if rc is None:
        return "timeout", f"compile took > {timeout:.0f}s"
    if rc != 0:  # paths relative to the scratch folder, so reasons read the same in every run
        return "compile-error", first_error(out.replace(workdir.rstrip("/") + "/", "")) or f"exit {rc}"
    return "pass", ""


def first_error(output: str) -> str:
    """The first diagnostic line of a compiler's output (else its last line)."""
    lines = [ln.strip() for ln in output.splitlines() if ln.strip()]
    for ln in lines:
        if ": error:" in ln or "Error" in ln:
            return ln[:300]
    return lines[-1][:300] if lines else ""


def extension_suffixes(python: str) -> list[str]:
    code = "import importlib.machinery as m; print(' '.join(m.EXTENSION_SUFFIXES))"
    return subprocess.run([python, "-c", code], check=True, capture_output=True, text=True).stdout.split()


def default_python() -> str:
    return sys.executable


def clean_env(extra_path: list[str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHASHSEED")}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    if extra_path:
        env["PYTHONPATH"] = os.pathsep.join(extra_path)
    return env
