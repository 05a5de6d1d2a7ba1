"""Tests of the `hintc` command line, module naming and the toolchain driver (installed package)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import textwrap
from pathlib import Path

import pytest

import hintc
from hintc.naming import module_name_for, output_relative_path

REPO = Path(__file__).resolve().parents[1]
EXT = sysconfig.get_config_var("EXT_SUFFIX")

ADD_ONE = textwrap.dedent(
    """\
    def f(n: int) -> int:
        return n + 1
    """
)


needs_core = pytest.mark.skipif(
    not (REPO / "driver" / "CMakeLists.txt").exists(),
    reason="compiler core (driver/) not written yet",
)


def run_hintc(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None):
    return subprocess.run(
        [sys.executable, "-m", "hintc", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def run_python(code: str, path: Path):
    env = dict(os.environ, PYTHONPATH=str(path))
    return subprocess.run(
        [sys.executable, "-P", "-c", code], env=env, capture_output=True, text=True, timeout=120
    )


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def make_package(root: Path) -> Path:
    """root/pkg/__init__.py, root/pkg/sub/__init__.py, root/pkg/sub/m.py; returns m.py."""
    write(root / "pkg" / "__init__.py", "")
    write(root / "pkg" / "sub" / "__init__.py", "")
    return write(root / "pkg" / "sub" / "m.py", ADD_ONE)


# --- naming (pure Python, needs no compiler core) ---------------------------------------------


def test_module_name_of_loose_file(tmp_path: Path) -> None:
    assert module_name_for(write(tmp_path / "m.py", "")) == "m"


def test_module_name_follows_package_folders(tmp_path: Path) -> None:
    m = make_package(tmp_path)
    assert module_name_for(m) == "pkg.sub.m"
    assert module_name_for(tmp_path / "pkg" / "__init__.py") == "pkg"
    assert module_name_for(tmp_path / "pkg" / "sub" / "__init__.py") == "pkg.sub"


def test_module_name_stops_at_folder_without_init(tmp_path: Path) -> None:
    write(tmp_path / "outer" / "pkg" / "__init__.py", "")
    m = write(tmp_path / "outer" / "pkg" / "m.py", "")
    assert module_name_for(m) == "pkg.m"


def test_module_name_rejects_invalid_identifier(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        module_name_for(write(tmp_path / "not-valid.py", ""))


def test_output_paths() -> None:
    assert output_relative_path("x/pkg/sub/m.py", "pkg.sub.m", ".so") == Path("pkg/sub/m.so")
    assert output_relative_path("x/pkg/__init__.py", "pkg", ".so") == Path("pkg/__init__.so")


def test_version_flag() -> None:
    proc = run_hintc("--version")
    assert proc.returncode == 0
    assert proc.stdout.strip() == f"hintc {hintc.__version__}"


def test_console_script_installed() -> None:
    script = Path(sys.executable).parent / "hintc"
    assert script.exists() or shutil.which("hintc"), "the hintc console script is not installed"


def test_missing_source_is_a_clean_error(tmp_path: Path) -> None:
    proc = run_hintc("build", str(tmp_path / "nope.py"))
    assert proc.returncode == 1
    assert "hintc: error:" in proc.stderr and "nope.py" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_runtime_is_installed_with_the_package() -> None:
    from hintc import toolchain

    assert (toolchain.runtime_include_dir() / "hintc" / "runtime.h").is_file()
    assert toolchain.runtime_library().name == "libhintc_rt.a"
    assert toolchain.runtime_library().is_file()
    # Installed, not borrowed from the source tree.
    assert REPO not in toolchain.runtime_library().parents


# --- building (needs the compiler core) -------------------------------------------------------


@needs_core
def test_build_and_import(tmp_path: Path) -> None:
    src = write(tmp_path / "src" / "addone.py", ADD_ONE)
    out = tmp_path / "out"
    proc = run_hintc("build", str(src), "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    so = out / f"addone{EXT}"
    assert so.is_file()
    # Nothing but the module (no temporary files left behind).
    # Beside the module only its build-cache key (docs/BUILDING.md).
    assert sorted(p.name for p in out.iterdir() if ".hintc-key" not in p.name) == [so.name]
    run = run_python("import addone; print(addone.__file__); print(addone.f(41))", out)
    assert run.returncode == 0, run.stderr
    file_line, value = run.stdout.split()
    assert Path(file_line) == so
    assert value == "42"


@needs_core
def test_default_output_is_beside_the_source(tmp_path: Path) -> None:
    src = write(tmp_path / "beside.py", ADD_ONE)
    proc = run_hintc("build", str(src))
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / f"beside{EXT}").is_file()


@needs_core
def test_package_layout_under_output_dir(tmp_path: Path) -> None:
    m = make_package(tmp_path / "src")
    out = tmp_path / "out"
    proc = run_hintc("build", str(m), "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    so = out / "pkg" / "sub" / f"m{EXT}"
    assert so.is_file()
    run = run_python("import pkg.sub.m as m; print(m.__name__, m.f(1))", out)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["pkg.sub.m", "2"]


@needs_core
def test_directory_argument_builds_every_module(tmp_path: Path) -> None:
    make_package(tmp_path / "src")
    out = tmp_path / "out"
    proc = run_hintc("build", str(tmp_path / "src" / "pkg"), "-o", str(out), "-O1")
    assert proc.returncode == 0, proc.stderr
    for rel in ("pkg/__init__", "pkg/sub/__init__", "pkg/sub/m"):
        assert (out / f"{rel}{EXT}").is_file(), rel
    run = run_python("import pkg, pkg.sub.m as m; print(pkg.__file__.endswith('.so'), m.f(9))", out)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["True", "10"]


@needs_core
def test_emit_cpp_and_ir(tmp_path: Path) -> None:
    m = make_package(tmp_path / "src")
    out = tmp_path / "out"
    proc = run_hintc("build", str(m), "-o", str(out), "--emit-cpp", "--emit-ir")
    assert proc.returncode == 0, proc.stderr
    cpp = (out / "pkg" / "sub" / "m.cpp").read_text()
    ir = (out / "pkg" / "sub" / "m.ir").read_text()
    assert "PyInit_m" in cpp
    assert "hintc/runtime.h" in cpp
    assert re.search(r"\bf\b", ir), ir
    # Without the flags no .cpp or .ir is left behind.
    out2 = tmp_path / "out2"
    assert run_hintc("build", str(m), "-o", str(out2)).returncode == 0
    # Beside the module only the incremental build's key files (docs/BUILDING.md).
    left = sorted(p.name for p in (out2 / "pkg" / "sub").iterdir())
    assert [n for n in left if not n.startswith(".m.hintc-key")] == [f"m{EXT}"]


@needs_core
def test_verbose_prints_commands_and_timings(tmp_path: Path) -> None:
    src = write(tmp_path / "verb.py", ADD_ONE)
    proc = run_hintc("build", str(src), "-o", str(tmp_path / "out"), "-O3", "-v")
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout + proc.stderr
    compile_line = next(line for line in text.splitlines() if " -c " in line)
    for flag in ("-std=c++17", "-fPIC", "-O3", "-fvisibility=hidden"):
        assert flag in compile_line.split(), (flag, compile_line)
    assert "runtime/include" in compile_line
    link_line = next(line for line in text.splitlines() if " -shared " in line)
    assert "libhintc_rt.a" in link_line
    assert "verb" in link_line
    for label in ("parse", "lower", "codegen", "C++ compile", "link", "total"):
        assert re.search(rf"^\s*{re.escape(label)}:\s+[0-9.]+ ms$", text, re.M), label


@needs_core
def test_compile_error_reports_location_and_exits_1(tmp_path: Path) -> None:
    bad = write(
        tmp_path / "bad.py",
        "def ok(n: int) -> int:\n    return n\n\ndef f(n: int) -> int\n    return n\n",
    )
    out = tmp_path / "out"
    proc = run_hintc("build", str(bad), "-o", str(out))
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    match = re.search(r"^(.*bad\.py):(\d+):(\d+): error: ", proc.stderr, re.M)
    assert match, proc.stderr
    assert Path(match.group(1)) == bad
    assert int(match.group(2)) == 4
    assert not out.exists() or not any(out.rglob(f"*{EXT}"))


@needs_core
def test_one_bad_file_does_not_stop_the_others(tmp_path: Path) -> None:
    good = write(tmp_path / "good.py", ADD_ONE)
    bad = write(tmp_path / "broken.py", "def f(:\n")
    out = tmp_path / "out"
    proc = run_hintc("build", str(bad), str(good), "-o", str(out))
    assert proc.returncode == 1
    assert "broken.py:1:" in proc.stderr
    assert (out / f"good{EXT}").is_file()


@needs_core
def test_cxx_failure_is_reported_without_traceback(tmp_path: Path) -> None:
    src = write(tmp_path / "m.py", ADD_ONE)
    out = str(tmp_path / "out")
    proc = run_hintc("build", str(src), "-o", out, "--cxxflags=-DHINTC_X -fno-such-flag")
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    assert "C++ compilation failed" in proc.stderr
    assert "-fno-such-flag" in proc.stderr


@needs_core
@pytest.mark.skipif(shutil.which("clang++") is None, reason="clang++ not installed")
def test_clang_is_supported(tmp_path: Path) -> None:
    src = write(tmp_path / "clangmod.py", ADD_ONE)
    out = tmp_path / "out"
    env = dict(os.environ, CXX="clang++")
    proc = run_hintc("build", str(src), "-o", str(out), "-v", env=env)
    assert proc.returncode == 0, proc.stderr
    assert any(line.startswith("clang++ ") for line in proc.stderr.splitlines()), proc.stderr
    run = run_python("import clangmod; print(clangmod.f(-5))", out)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "-4"


@needs_core
def test_build_module_api(tmp_path: Path) -> None:
    src = write(tmp_path / "api_mod.py", ADD_ONE)
    result = hintc.build_module(src, out_dir=tmp_path / "out", emit_cpp=True)
    assert result.path == (tmp_path / "out" / f"api_mod{EXT}").resolve()
    assert result.module_name == "api_mod"
    assert result.cpp_path is not None and result.cpp_path.is_file()
    assert "f" in result.names
    assert set(result.timings) >= {"parse", "lower", "codegen", "cxx_compile", "link", "total"}
    assert all(v >= 0 for v in result.timings.values())
    assert len(result.commands) == 2


@needs_core
def test_compile_error_object(tmp_path: Path) -> None:
    src = write(tmp_path / "err_mod.py", "def f(:\n")
    with pytest.raises(hintc.CompileError) as info:
        hintc.build_module(src, out_dir=tmp_path, display_filename="shown.py")
    err = info.value
    assert str(err) == err.diagnostics
    assert err.diagnostics.startswith("shown.py:1:")
    assert err.errors and err.errors[0][0] == 1


def test_package_modules_type_check_strictly() -> None:
    pytest.importorskip("mypy")
    # The source tree, not site-packages: mypy refuses to check files inside site-packages.
    package = Path(__file__).resolve().parents[1] / "python" / "hintc"
    names = ("__init__", "__main__", "build", "cli", "naming", "toolchain")
    modules = [package / f"{name}.py" for name in names]
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-incremental",
         *map(str, modules)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


# ---------------------------------------------------------------- a new user's small things


@needs_core
def test_relative_path_is_reported_as_given(tmp_path: Path) -> None:
    write(tmp_path / "pkg" / "bad.py", "def f(n: int) -> int:\n    return (n +\n")
    proc = run_hintc("build", "pkg/bad.py", cwd=tmp_path)
    assert proc.returncode == 1
    assert re.match(r"pkg/bad\.py:2:\d+: error: ", proc.stderr), proc.stderr
    assert str(tmp_path) not in proc.stderr


@needs_core
@pytest.mark.parametrize(
    "content, message",
    [
        # CPython's messages (hintc.syntax asks the interpreter first; the core's own words,
        # "source code cannot contain null bytes" / "source is not valid UTF-8", where it cannot).
        (b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 4, "cannot contain null bytes"),
        (b"x: int = 1\n\xff\xfe\xc0\x80 garbage\n", "(unicode error|not valid UTF-8)"),
    ],
    ids=["null-bytes", "invalid-utf8"],
)
def test_binary_input_is_a_clear_error_without_its_bytes(
    tmp_path: Path, content: bytes, message: str
) -> None:
    (tmp_path / "blob.py").write_bytes(content)
    proc = subprocess.run([sys.executable, "-m", "hintc", "build", "blob.py"], cwd=tmp_path,
                          capture_output=True, timeout=120)
    assert proc.returncode == 1
    # One line, printable: no echo of the file's bytes.
    assert re.fullmatch(rb"blob\.py:\d+:\d+: error: [ -~]*" + message.encode() + rb"[ -~]*\n",
                        proc.stderr), proc.stderr[:300]


@needs_core
def test_missing_compiler_says_which_and_where_it_came_from(tmp_path: Path) -> None:
    src = write(tmp_path / "m.py", ADD_ONE)
    proc = run_hintc("build", str(src), "--cxx", "clang++-not-installed")
    assert proc.returncode == 1
    assert "C++ compiler 'clang++-not-installed' not found on PATH" in proc.stderr
    assert "$CXX" not in proc.stderr
    from_env = run_hintc("build", str(src), env=dict(os.environ, CXX="g++-not-installed"))
    assert "C++ compiler 'g++-not-installed' (from $CXX) not found on PATH" in from_env.stderr
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "CXX"}
    none = run_hintc("build", str(src), env=dict(env, PATH=str(empty)))
    assert "no C++ compiler: 'c++' not found on PATH (install g++ or clang++, or set $CXX" in \
        none.stderr


def _big_module(path: Path) -> Path:
    """A module whose C++ takes the compiler seconds, long enough to be interrupted."""
    body = "".join(
        f"def f{i}(x: int, s: str) -> str:\n    return s * (x % {i + 2}) + str(x + {i})\n\n\n"
        for i in range(400)
    )
    return write(path, body)


@needs_core
@pytest.mark.parametrize("signame", ["SIGINT", "SIGTERM"])
def test_interrupted_build_leaves_no_temporary_files(tmp_path: Path, signame: str) -> None:
    import signal
    import time

    src = _big_module(tmp_path / "big.py")
    temp = tmp_path / "tmp"
    temp.mkdir()
    proc = subprocess.Popen([sys.executable, "-m", "hintc", "build", str(src)], cwd=tmp_path,
                            env=dict(os.environ, TMPDIR=str(temp)), stderr=subprocess.PIPE,
                            text=True)
    # Interrupted while the C++ compiler runs: hintc's .cpp and the compiler's temporary
    # assembly (in hintc's scratch folder, the compiler's $TMPDIR) are both on disk then.
    deadline = time.monotonic() + 120
    while not (list(temp.glob("hintc-*/*.cpp")) and list(temp.glob("hintc-*/cc*"))):
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        assert time.monotonic() < deadline, "the C++ compiler never started"
        time.sleep(0.02)
    # Only hintc gets the signal (a notebook kernel's interrupt; Ctrl-C reaches the compiler too).
    proc.send_signal(getattr(signal, signame))
    proc.wait(timeout=60)
    assert proc.returncode != 0
    # The compiler driver removes its own files as it exits, which on a busy machine takes a
    # while after hintc itself is gone.
    deadline = time.monotonic() + 30
    while list(temp.iterdir()) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert sorted(p.name for p in temp.iterdir()) == []
    assert not list(tmp_path.glob(f"*{EXT}*"))


@needs_core
def test_failed_build_leaves_no_temporary_files(tmp_path: Path) -> None:
    src = write(tmp_path / "m.py", ADD_ONE)
    temp = tmp_path / "tmp"
    temp.mkdir()
    proc = run_hintc("build", str(src), "--cxxflags=-fno-such-flag",
                     env=dict(os.environ, TMPDIR=str(temp)))
    assert proc.returncode == 1 and "C++ compilation failed" in proc.stderr
    assert list(temp.iterdir()) == []
    assert not list(tmp_path.glob(f"*{EXT}*"))
