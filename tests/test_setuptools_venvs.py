"""The setuptools hook as a user meets it: a project whose setup.py says only
``ext_modules=hintcify([...])`` (no cmdclass), built by pip, ``python -m build`` and editable
installs in fresh virtual environments, one of them with Cython installed (setuptools' own
build_ext is then Cython's), and by pip's default isolated build with hintc given as a wheel
(``PIP_FIND_LINKS``). Each built wheel is installed into a venv without hintc and run there.

hintc's own wheel is built once per session from this checkout (``pip wheel`` reuses the
incremental build tree of ``pip install .``); the build tools come from pip's configured index,
and the tests skip when it cannot be reached."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import textwrap
import zipfile
from pathlib import Path

import pytest
from helpers import check_ok, run_command

REPO = Path(__file__).resolve().parents[1]
EXT_SUFFIX = sysconfig.get_config_var("EXT_SUFFIX")
# The build tools a hook project needs beside hintc, and Cython, whose presence changes
# setuptools' build_ext.
BUILD_TOOLS = ["setuptools", "wheel", "build", "cython"]

pytestmark = pytest.mark.timeout(1200)


def _clean_env(**extra: str) -> dict[str, str]:
    """The environment without this interpreter's venv and path settings (a user's shell)."""
    hidden = ("PYTHON", "VIRTUAL_ENV", "PIP_REQUIRE_VIRTUALENV", "PIP_NO_BUILD_ISOLATION")
    env = {k: v for k, v in os.environ.items() if not k.startswith(hidden)}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    env.update(extra)
    return env


def _run(cmd, cwd, env=None, timeout=900) -> subprocess.CompletedProcess:
    return run_command(cmd, cwd, env if env is not None else _clean_env(), timeout)


_check = check_ok


def _venv(path: Path) -> Path:
    _check(_run([sys.executable, "-m", "venv", path], path.parent))
    return path / "bin" / "python"


def _pip(python: Path, *args, cwd: Path, env=None) -> subprocess.CompletedProcess:
    return _run([python, "-m", "pip", *args], cwd, env)


@pytest.fixture(scope="session")
def hintc_wheel_dir(tmp_path_factory) -> Path:
    """A folder holding a hintc wheel built from this checkout."""
    probe = _run([sys.executable, "-c", "import scikit_build_core, pybind11"], REPO)
    if probe.returncode != 0:
        pytest.skip("building hintc's wheel needs scikit-build-core and pybind11 installed")
    wheels = tmp_path_factory.mktemp("hintc-wheel")
    _check(_run([sys.executable, "-m", "pip", "wheel", "-q", "--no-build-isolation",
                 "--no-deps", "-w", wheels, REPO], REPO, timeout=1800))
    assert len(list(wheels.glob("hintc-*.whl"))) == 1
    return wheels


@pytest.fixture(scope="module")
def tools_venv(tmp_path_factory) -> Path:
    """A fresh venv with the build tools and Cython from pip's index, without hintc."""
    root = tmp_path_factory.mktemp("tools")
    python = _venv(root / "env")
    proc = _pip(python, "install", "-q", *BUILD_TOOLS, cwd=root)
    if proc.returncode != 0:
        pytest.skip(f"cannot install {BUILD_TOOLS} from pip's index:\n{proc.stderr[-1500:]}")
    return python


@pytest.fixture(scope="module")
def build_venv(tools_venv, hintc_wheel_dir, tmp_path_factory) -> Path:
    """The tools venv plus hintc from its wheel: where non-isolated builds run."""
    root = tmp_path_factory.mktemp("build")
    python = _venv(root / "env")
    _check(_pip(python, "install", "-q", *BUILD_TOOLS, cwd=root))
    wheel = next(hintc_wheel_dir.glob("hintc-*.whl"))
    _check(_pip(python, "install", "-q", "--no-deps", wheel, cwd=root))
    assert _check(_run([python, "-c", "import Cython, hintc; print('ok')"], root)).split() == ["ok"]
    return python


@pytest.fixture(scope="module")
def runtime_venv(tmp_path_factory) -> Path:
    """A fresh venv without hintc (nor Cython) where the built wheels are installed and run."""
    return _venv(tmp_path_factory.mktemp("runtime") / "env")


# The project: two compiled modules (one calls the other natively), a plain-Python package
# __init__ and a setup.py with nothing but hintcify.
PROJECT_FILES = {
    "duo/__init__.py": "from duo.user import sum_squares\n",
    "duo/base.py": "def square(n: int) -> int:\n    return n * n\n",
    "duo/user.py": textwrap.dedent(
        """\
        from duo.base import square


        def sum_squares(n: int) -> int:
            total = 0
            for k in range(n):
                total += square(k)
            return total
        """
    ),
    "setup.py": textwrap.dedent(
        """\
        from setuptools import setup

        from hintc.setuptools import hintcify

        setup(ext_modules=hintcify(["duo/base.py", "duo/user.py"], opt_level="1"))
        """
    ),
    "pyproject.toml": textwrap.dedent(
        """\
        [build-system]
        requires = ["setuptools>=61", "wheel", "hintc"]
        build-backend = "setuptools.build_meta"

        [project]
        name = "duo"
        version = "1.0"

        [tool.setuptools]
        packages = ["duo"]
        """
    ),
}
COMPILED = ["duo/base", "duo/user"]
PROBE = (
    "import duo, duo.base, duo.user; "
    "print(duo.sum_squares(10), duo.base.__file__, duo.user.__file__)"
)


def _project(root: Path) -> Path:
    for rel, text in PROJECT_FILES.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def _probe(python: Path, tmp_path: Path, env=None) -> list[str]:
    """Runs the project from ``python``'s environment, in a folder without its sources; returns
    the files its modules were imported from."""
    away = tmp_path / "away"
    away.mkdir(exist_ok=True)
    value, *files = _check(_run([python, "-P", "-c", PROBE], away, env)).split()
    assert value == "285"
    return files


def _wheel_in(folder: Path) -> Path:
    (wheel,) = folder.glob("duo-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {m + EXT_SUFFIX for m in COMPILED} <= names, names
    return wheel


def _runs_without_hintc(wheel: Path, runtime_venv: Path, tmp_path: Path) -> None:
    _check(_pip(runtime_venv, "install", "-q", "--no-deps", "--force-reinstall", wheel,
                cwd=tmp_path))
    no_hintc = "import importlib.util as u; print(u.find_spec('hintc') is None)"
    assert _check(_run([runtime_venv, "-c", no_hintc], tmp_path)).split() == ["True"]
    files = _probe(runtime_venv, tmp_path)
    assert all(f.endswith(EXT_SUFFIX) for f in files), files


def _compiled_in(log: str) -> list[str]:
    return sorted(re.findall(r"hintc: compiling (\S+)", log))


def test_pip_wheel_without_cmdclass_with_cython(build_venv, runtime_venv, tmp_path):
    project = _project(tmp_path / "duo")
    out = _check(_pip(build_venv, "wheel", "-v", "--no-build-isolation", "--no-deps", "-w",
                      tmp_path / "dist", ".", cwd=project))
    assert _compiled_in(out) == ["duo.base", "duo.user"]
    _runs_without_hintc(_wheel_in(tmp_path / "dist"), runtime_venv, tmp_path)


def test_pip_install_without_cmdclass(build_venv, tmp_path):
    project = _project(tmp_path / "duo")
    target = tmp_path / "site"
    _check(_pip(build_venv, "install", "-q", "--no-build-isolation", "--no-deps", "--target",
                target, ".", cwd=project))
    files = _probe(build_venv, tmp_path, _clean_env(PYTHONPATH=str(target)))
    assert files == [str(target / (m + EXT_SUFFIX)) for m in COMPILED]


def test_python_m_build_without_cmdclass(build_venv, runtime_venv, tmp_path):
    project = _project(tmp_path / "duo")
    # sdist first, then the wheel from the unpacked sdist.
    out = _check(_run([build_venv, "-m", "build", "--no-isolation", "--outdir",
                       tmp_path / "dist", "."], project))
    assert _compiled_in(out) == ["duo.base", "duo.user"]
    assert list((tmp_path / "dist").glob("duo-*.tar.gz"))
    _runs_without_hintc(_wheel_in(tmp_path / "dist"), runtime_venv, tmp_path)


def test_editable_install_without_cmdclass(build_venv, tmp_path):
    project = _project(tmp_path / "duo")
    _check(_pip(build_venv, "install", "-q", "--no-build-isolation", "--no-deps", "-e", ".",
                cwd=project))
    try:
        # Imported from the source tree: the extensions were built in place beside the .py files.
        files = _probe(build_venv, tmp_path)
        assert files == [str(project / (m + EXT_SUFFIX)) for m in COMPILED]
    finally:
        _check(_pip(build_venv, "uninstall", "-y", "-q", "duo", cwd=tmp_path))


def test_isolated_build_gets_hintc_from_find_links(hintc_wheel_dir, runtime_venv, tmp_path):
    """pip's default isolated build: setuptools and wheel from the index, hintc from the folder
    PIP_FIND_LINKS names; the venv running pip has no hintc at all."""
    project = _project(tmp_path / "duo")
    env = _clean_env(PIP_FIND_LINKS=str(hintc_wheel_dir))
    out = _check(_pip(runtime_venv, "wheel", "-v", "--no-deps", "-w", tmp_path / "dist", ".",
                      cwd=project, env=env))
    assert _compiled_in(out) == ["duo.base", "duo.user"]
    _runs_without_hintc(_wheel_in(tmp_path / "dist"), runtime_venv, tmp_path)


def test_isolated_build_error_is_the_last_thing_pip_prints(hintc_wheel_dir, runtime_venv,
                                                           tmp_path):
    project = _project(tmp_path / "duo")
    user = project / "duo" / "user.py"
    user.write_text(user.read_text() + "\n\ndef broken(n: int) -> int:\n    return (n +\n")
    env = _clean_env(PIP_FIND_LINKS=str(hintc_wheel_dir))
    proc = _pip(runtime_venv, "wheel", "--no-deps", "-w", tmp_path / "dist", ".", cwd=project,
                env=env)
    out = proc.stdout + proc.stderr
    assert proc.returncode != 0
    lines = [line.strip() for line in out.splitlines()]
    errors = [i for i, line in enumerate(lines) if re.match(r"duo/user\.py:12:\d+: error: ", line)]
    assert errors, out
    # After the diagnostic: its source line and caret, then only the end of pip's box and
    # pip's own closing lines, which name no file of the project.
    tail = [line for line in lines[errors[-1] + 3 :] if line]
    assert "return (n +" in lines[errors[-1] + 1] and lines[errors[-1] + 2].startswith("^"), out
    assert all(not re.search(r"\.py\b|Traceback|hintc", line) for line in tail), tail
    assert len(tail) <= 6, tail
