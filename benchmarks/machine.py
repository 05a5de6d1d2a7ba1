# Describes the machine and toolchain a result came from, and installs the pinned baseline tools.
from __future__ import annotations

import datetime
import importlib.metadata
import os
import platform
import subprocess
import sys
import sysconfig

# Pinned baselines (the versions `pip index versions` listed as newest when these were chosen).
PINS: dict[str, str] = {"cython": "3.3.1", "mypy": "2.4.1", "matplotlib": "3.11.2"}
_DIST_NAMES = {"cython": "Cython", "mypy": "mypy", "matplotlib": "matplotlib"}


def installed_version(pkg: str) -> str:
    try:
        return importlib.metadata.version(_DIST_NAMES.get(pkg, pkg))
    except importlib.metadata.PackageNotFoundError:
        return ""


def ensure_pinned(packages: list[str]) -> list[str]:
    """pip-installs each missing package at its pinned version; returns warnings to report."""
    notes: list[str] = []
    missing = [p for p in packages if not installed_version(p)]
    if missing:
        specs = [f"{p}=={PINS[p]}" for p in missing]
        print(f"setup: pip install {' '.join(specs)}", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *specs], check=True)
    for p in packages:
        have = installed_version(p)
        if have and have != PINS[p]:
            notes.append(f"{p} {have} is installed, pinned is {PINS[p]}; results use {have}")
    return notes


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _first_line(cmd: list[str]) -> str:
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return out.splitlines()[0].strip() if out else ""


def _os_name() -> str:
    try:
        with open("/etc/os-release") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    return line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return platform.platform()


def load_average() -> str:
    # Other work on the machine skews timings; the run records how busy it was.
    try:
        return " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return ""


def describe() -> dict[str, object]:
    return {
        "date_utc": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "cpu": _cpu_model(),
        "cores": os.cpu_count(),
        "os": _os_name(),
        "kernel": platform.release(),
        "python": sys.version.split()[0],
        "python_impl": platform.python_implementation(),
        "cflags": sysconfig.get_config_var("CFLAGS") or "",
        "cc": _first_line([str(sysconfig.get_config_var("CC") or "cc").split()[0], "--version"]),
        "cxx": _first_line(["c++", "--version"]),
        "load_end": load_average(),
    }
