"""scripts/system_packages.sh (the top of scripts/test.sh): names the missing system packages and
how to install them, installs them with apt-get when run as root, and fails only when a required
one is missing. Probed against a fake file system root and PATH."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "system_packages.sh"
REQUIRED = ["libgtest-dev", "llvm-14-tools", "g++"]
OPTIONAL = ["clang", "libclang-rt-14-dev", "chromium", "fonts-liberation"]


def _fake_tool(bin_dir: Path, name: str, body: str = "exit 0") -> None:
    bin_dir.mkdir(parents=True, exist_ok=True)
    tool = bin_dir / name
    tool.write_text(f"#!/bin/sh\n{body}\n")
    tool.chmod(0o755)


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {"PATH": str(tmp_path / "bin"), "HINTC_SYSROOT": str(tmp_path / "root")}
    (tmp_path / "bin").mkdir(exist_ok=True)
    return subprocess.run(["/bin/bash", str(SCRIPT), *args], env=env, capture_output=True,
                          text=True, timeout=60)


def _install_required(tmp_path: Path) -> None:
    header = tmp_path / "root" / "usr" / "include" / "gtest" / "gtest.h"
    header.parent.mkdir(parents=True)
    header.write_text("")
    _fake_tool(tmp_path / "bin", "FileCheck-14")
    _fake_tool(tmp_path / "bin", "c++")


def test_nothing_installed_names_every_package_and_fails(tmp_path):
    proc = _run(tmp_path, "--check")
    assert proc.returncode == 1
    assert f"sudo apt-get install {' '.join(REQUIRED + OPTIONAL)}" in proc.stdout
    for pkg in REQUIRED:
        assert f"missing (required) {pkg}:" in proc.stdout
    assert f"cannot build without: {' '.join(REQUIRED)}" in proc.stderr


def test_only_optional_missing_continues(tmp_path):
    _install_required(tmp_path)
    proc = _run(tmp_path, "--check")
    assert proc.returncode == 0, proc.stderr
    assert "required" not in proc.stdout
    assert f"the tests needing {' '.join(OPTIONAL)} will be skipped" in proc.stdout


def test_everything_present(tmp_path):
    _install_required(tmp_path)
    for tool in ("clang++", "chromium"):
        _fake_tool(tmp_path / "bin", tool)
    rt = tmp_path / "root/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a"
    rt.parent.mkdir(parents=True)
    rt.write_text("")
    (tmp_path / "root/usr/share/fonts/truetype/liberation").mkdir(parents=True)
    proc = _run(tmp_path)
    assert (proc.returncode, proc.stdout.strip()) == (0, "== system packages present")


@pytest.mark.skipif(os.geteuid() != 0, reason="installing is what the script does as root")
def test_root_installs_what_is_missing(tmp_path):
    _install_required(tmp_path)
    log = tmp_path / "apt.log"
    _fake_tool(tmp_path / "bin", "apt-get", f'echo "$@" >> {log}')
    proc = _run(tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert log.read_text().splitlines() == [
        "update -qq",
        f"install -y -qq --no-install-recommends {' '.join(OPTIONAL)}",
    ]
