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
        [sys.executable, "-m", "hintc", "build", *map(str, sources), "--emit-cpp"],
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


@pytest.mark.skipif(not (CORPUS / "tomli-2.4.0").is_dir(), reason="corpus not present")
def test_tomli_builds_unmodified_and_passes_its_tests(tmp_path):
    root = tmp_path / "tomli"
    shutil.copytree(CORPUS / "tomli-2.4.0", root)
    package = root / "src" / "tomli"
    _build(sorted(package.glob("*.py")), root)
    proc = _pytest(root, "tests")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "16 passed" in proc.stdout, proc.stdout[-2000:]
    # The tests ran against the compiled package.
    probe = subprocess.run([sys.executable, "-c", "import tomli, tomli._parser as p; "
                            "print(tomli.__file__, p.__file__)"], cwd=root,
                           env=dict(os.environ, PYTHONPATH=str(root / "src")),
                           capture_output=True, text=True)
    assert all(f.endswith(EXT) for f in probe.stdout.split()), probe.stdout + probe.stderr


@pytest.mark.skipif(not (CORPUS / "charset_normalizer-3.4.4").is_dir(),
                    reason="corpus not present")
# cd.py:316 `return sorted(merge, key=lambda x: x[1], reverse=True)` does not type-check yet
# (inferred list[tuple[str, object]] for list[tuple[str, float]]): type inference, not packages.
@pytest.mark.xfail(reason="cd.py:316 inference of sorted() with a key lambda", strict=True)
def test_charset_normalizer_builds_and_passes_its_tests(tmp_path):
    root = tmp_path / "cn"
    shutil.copytree(CORPUS / "charset_normalizer-3.4.4", root)
    package = root / "src" / "charset_normalizer"
    # constant.py (42 KB of literal tables) stays Python until literal tables build as data
    # (issue 25's build-time part); every other module of the package is compiled as one build.
    sources = [p for p in sorted(package.rglob("*.py")) if p.name != "constant.py"]
    _build(sources, root)
    proc = _pytest(root, "tests")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "153 passed" in proc.stdout, proc.stdout[-2000:]
