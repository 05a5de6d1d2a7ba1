"""Real packages as shipped (../shared/corpus/packages): copied to a temporary folder, their import
package built with `hintc build`, then their own test suites run against the .so files. Prints
the build time and the size of the generated C++ (-s shows it)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

import pytest

# ../shared/corpus beside the checkout (or beside the folder of worktrees holding it).
CORPUS = next((p / "shared" / "corpus" / "packages" for p in Path(__file__).resolve().parents
               if (p / "shared" / "corpus" / "packages").is_dir()), Path("/nonexistent"))
EXT = sysconfig.get_config_var("EXT_SUFFIX")


def _build(sources: list[Path], cwd: Path) -> None:
    start = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "hintc", "build", *map(str, sources), "--emit-cpp", "-j", "2"],
        cwd=cwd, capture_output=True, text=True, timeout=3600,
    )
    seconds = time.monotonic() - start
    assert proc.returncode == 0, proc.stdout + proc.stderr
    cpp = sum(p.with_suffix(".cpp").stat().st_size for p in sources
              if p.with_suffix(".cpp").is_file())
    src = sum(p.stat().st_size for p in sources)
    print(f"\nbuilt {len(sources)} modules ({src} source bytes) in {seconds:.1f} s, "
          f"C++ {cpp} bytes ({cpp / max(src, 1):.1f}x the source)")
    for p in sources:
        assert p.with_name(p.stem + EXT).is_file(), p


def _pytest(root: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(root / "src"))
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                          cwd=root, env=env, capture_output=True, text=True, timeout=1800)


def _assert_compiled(root: Path, *modules: str) -> None:
    """The tests ran against the compiled package: each module imports from its .so."""
    code = "import importlib\n" + "".join(
        f"print(importlib.import_module({m!r}).__file__)\n" for m in modules)
    probe = subprocess.run([sys.executable, "-c", code], cwd=root,
                           env=dict(os.environ, PYTHONPATH=str(root / "src")),
                           capture_output=True, text=True)
    files = probe.stdout.split()
    assert len(files) == len(modules) and all(f.endswith(EXT) for f in files), \
        probe.stdout + probe.stderr


@pytest.mark.skipif(not (CORPUS / "tomli-2.4.0").is_dir(), reason="corpus not present")
def test_tomli_builds_unmodified_and_passes_its_tests(tmp_path):
    root = tmp_path / "tomli"
    shutil.copytree(CORPUS / "tomli-2.4.0", root)
    package = root / "src" / "tomli"
    _build(sorted(package.glob("*.py")), root)
    proc = _pytest(root, "tests")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "16 passed" in proc.stdout, proc.stdout[-2000:]
    _assert_compiled(root, "tomli", "tomli._parser")


@pytest.mark.skipif(not (CORPUS / "charset_normalizer-3.4.4").is_dir(),
                    reason="corpus not present")
def test_charset_normalizer_builds_and_passes_its_tests(tmp_path):
    root = tmp_path / "cn"
    shutil.copytree(CORPUS / "charset_normalizer-3.4.4", root)
    package = root / "src" / "charset_normalizer"
    # Every module of the package, constant.py's literal tables and the cli subpackage
    # included, as one build.
    sources = sorted(package.rglob("*.py"))
    _build(sources, root)
    proc = _pytest(root, "tests")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "153 passed" in proc.stdout, proc.stdout[-2000:]
    _assert_compiled(root, "charset_normalizer", "charset_normalizer.constant",
                     "charset_normalizer.md", "charset_normalizer.cli")
