"""The %%compile IPython magic in a real InteractiveShell: build, cache, reload, errors, eviction."""
import json
import math
import os
import re
import subprocess
import sys
import time
import traceback
import types
from pathlib import Path

import pytest
from IPython.core.interactiveshell import InteractiveShell

import hintc
from hintc.ipython_ext import CellCompileError
from hintc.ipython_ext.loading import exported_names
from hintc.ipython_ext.magics import parse_size
from hintc.ipython_ext.store import EXT_SUFFIX, CellStore

ADD_CELL = """\
def add(a: int, b: int) -> int:
    return a + b
"""


@pytest.fixture(scope="module")
def shell(tmp_path_factory):
    # A private profile dir keeps the shell's history database out of the user's ~/.ipython.
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("IPYTHONDIR", str(tmp_path_factory.mktemp("ipython-profile")))
        ip = InteractiveShell.instance()
    ip.run_line_magic("load_ext", "hintc")
    return ip


@pytest.fixture
def magics(shell):
    return shell.magics_manager.registry["HintcMagics"]


@pytest.fixture
def ip(shell, magics, tmp_path, monkeypatch):
    """The shared shell with a private, empty cache and a fresh working directory."""
    # IPython falls back to ~/.ipython unless the XDG cache dir exists and is writable.
    (tmp_path / "xdg").mkdir()
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    workdir = tmp_path / "cwd"
    workdir.mkdir()
    monkeypatch.chdir(workdir)
    # Each test starts as a new kernel would: nothing compiled in this process counts as cached.
    magics._loaded.clear()
    limit = magics.cache_size_limit
    # Off except in the test for it: each fresh cache would start a ~2 s header build.
    magics.precompiled_header = False
    yield shell
    magics.cache_size_limit = limit
    magics.precompiled_header = True
    magics._loaded.clear()


@pytest.fixture
def builds(monkeypatch):
    """Records every call of the compiler's build function (module names it was asked for)."""
    calls = []
    real = hintc.build_module

    def spy(*args, **kwargs):
        calls.append(kwargs.get("module_name"))
        return real(*args, **kwargs)

    monkeypatch.setattr(hintc, "build_module", spy)
    return calls


def run(ip, cell_source):
    """Runs a notebook cell; re-raises its error so a failing cell fails the test."""
    result = ip.run_cell(cell_source)
    if not result.success:
        raise result.error_in_exec or result.error_before_exec
    return result


def store_of(magics):
    return CellStore(magics.cache_root())


def cache_files(magics, pattern):
    root = magics.cache_root()
    return sorted(root.glob(pattern)) if root.exists() else []


# ---------------------------------------------------------------- compile, call, namespace


def test_compile_and_call(ip, builds, capsys):
    run(ip, "%%compile\n" + ADD_CELL)
    add = ip.user_ns["add"]
    assert add(2, 3) == 5
    assert add(2**70, 1) == 2**70 + 1
    assert add.__module__.startswith("_hintc_cell_")
    assert len(builds) == 1
    # Silent on success.
    assert capsys.readouterr().out == ""


def test_cache_lives_under_ipython_cache_dir_not_cwd(ip, magics, tmp_path):
    run(ip, "%%compile\n" + ADD_CELL)
    modules = cache_files(magics, "*" + EXT_SUFFIX)
    assert len(modules) == 1
    assert modules[0].is_relative_to(tmp_path / "xdg" / "ipython" / "hintc")
    assert list(Path.cwd().iterdir()) == []
    # The private build directory is gone after the build.
    assert list((magics.cache_root() / "tmp").iterdir()) == []


def test_namespace_gets_definitions_not_imported_modules(ip):
    ip.user_ns.pop("math", None)
    run(
        ip,
        "%%compile\n"
        "import math\n"
        "SCALE: float = 2.0\n"
        "def hyp(a: float, b: float) -> float:\n"
        "    return math.sqrt(a * a + b * b) * SCALE\n",
    )
    assert ip.user_ns["hyp"](3.0, 4.0) == 10.0
    assert ip.user_ns["SCALE"] == 2.0
    assert "math" not in ip.user_ns


def test_exported_names_prefer_dunder_all_and_skip_modules():
    # hintc cannot compile list displays yet, so `__all__` is exercised on a module object here.
    module = types.ModuleType("_hintc_cell_fake")
    module.shown, module.hidden, module.math, module.LIMIT = len, abs, math, 10
    assert exported_names(module, ["shown", "hidden", "math", "LIMIT", "gone"]) == {
        "shown": len, "hidden": abs, "LIMIT": 10}
    module.__all__ = ["shown", "math"]
    assert exported_names(module, ["shown", "hidden", "LIMIT"]) == {"shown": len}
    del module.__all__
    assert exported_names(module, None) == {"shown": len, "hidden": abs, "LIMIT": 10}


# ---------------------------------------------------------------- edits, re-runs, cache hits


def test_edited_cell_never_runs_stale_code_even_with_fixed_name(ip, builds):
    run(ip, "%%compile -n same\ndef answer() -> int:\n    return 1\n")
    assert ip.user_ns["answer"]() == 1
    run(ip, "%%compile -n same\ndef answer() -> int:\n    return 2\n")
    assert ip.user_ns["answer"]() == 2
    assert len(builds) == 2
    assert builds[0] != builds[1]


def test_unchanged_rerun_rebinds_without_compiling(ip, builds, magics):
    run(ip, "%%compile\n" + ADD_CELL)
    module = cache_files(magics, "*" + EXT_SUFFIX)[0]
    mtime = module.stat().st_mtime_ns
    ip.user_ns["add"] = None
    run(ip, "%%compile\n" + ADD_CELL)
    assert ip.user_ns["add"](1, 2) == 3
    assert len(builds) == 1
    assert module.stat().st_mtime_ns == mtime


def test_verbose_flag_does_not_change_the_cache_key(ip, builds, capsys):
    run(ip, "%%compile\n" + ADD_CELL)
    run(ip, "%%compile -v\n" + ADD_CELL)
    assert len(builds) == 1
    assert "cache hit" in capsys.readouterr().out


_FRESH_KERNEL = r"""
import sys
import hintc
from IPython.core.interactiveshell import InteractiveShell

if sys.argv[1] == "refuse-build":
    def refuse(*args, **kwargs):
        raise AssertionError("the compiler ran on a cache hit")
    hintc.build_module = refuse
ip = InteractiveShell.instance()
ip.run_line_magic("load_ext", "hintc")
ip.run_cell_magic("compile", "", sys.stdin.read())
print("RESULT", ip.user_ns["add"](20, 22))
"""


def _fresh_kernel(mode, cache_home):
    env = dict(os.environ, XDG_CACHE_HOME=str(cache_home),
               IPYTHONDIR=str(Path(cache_home).parent / "ipython-profile"))
    return subprocess.Popen(
        [sys.executable, "-c", _FRESH_KERNEL, mode],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )


def test_cache_hit_in_a_new_process_loads_without_compiling(ip, builds, magics, tmp_path):
    run(ip, "%%compile\n" + ADD_CELL)
    module = cache_files(magics, "*" + EXT_SUFFIX)[0]
    mtime = module.stat().st_mtime_ns
    proc = _fresh_kernel("refuse-build", tmp_path / "xdg")
    out, err = proc.communicate(ADD_CELL, timeout=120)
    assert proc.returncode == 0, err
    assert "RESULT 42" in out
    assert module.stat().st_mtime_ns == mtime


def test_cache_hit_from_disk_in_same_process(ip, builds, magics):
    run(ip, "%%compile\n" + ADD_CELL)
    magics._loaded.clear()
    ip.user_ns.pop("add")
    run(ip, "%%compile\n" + ADD_CELL)
    assert ip.user_ns["add"](4, 5) == 9
    assert len(builds) == 1


def test_force_rebuilds_and_replaces_the_entry(ip, builds, magics):
    run(ip, "%%compile\n" + ADD_CELL)
    first = cache_files(magics, "*" + EXT_SUFFIX)
    run(ip, "%%compile -f\n" + ADD_CELL)
    second = cache_files(magics, "*" + EXT_SUFFIX)
    assert len(builds) == 2
    # A forced build gets a module name of its own, so the loader cannot hand back the old one.
    assert builds[0] != builds[1]
    assert ip.user_ns["add"].__module__ == builds[1]
    assert ip.user_ns["add"](1, 1) == 2
    assert len(first) == len(second) == 1 and first != second
    assert len(cache_files(magics, "*.json")) == 1


def test_options_are_part_of_the_key(ip, builds, capsys):
    run(ip, "%%compile -O 0\n" + ADD_CELL)
    run(ip, "%%compile -O 0 --cxxflags -DHINTC_MAGIC_TEST=1\n" + ADD_CELL)
    run(ip, "%%compile -O 0 --cxxflags -DHINTC_MAGIC_TEST=1\n" + ADD_CELL)
    assert len(builds) == 2
    capsys.readouterr()
    run(ip, "%%compile -v -f -O 0 --cxxflags -DHINTC_MAGIC_TEST=1\n" + ADD_CELL)
    out = capsys.readouterr().out
    compile_lines = [l for l in out.splitlines() if l.strip().startswith("$") and " -c " in l]
    assert compile_lines and "-DHINTC_MAGIC_TEST=1" in compile_lines[0] and "-O0" in compile_lines[0]
    # The report says the level it built at, and so does a cache hit.
    assert re.search(r"^hintc: built \S+ at -O0 as ", out, re.M), out
    run(ip, "%%compile -v -O 0 --cxxflags -DHINTC_MAGIC_TEST=1\n" + ADD_CELL)
    assert "(built at -O0)" in capsys.readouterr().out


def test_cache_key_covers_hintc_compiler_abi_and_environment(monkeypatch, tmp_path):
    from hintc.ipython_ext import cachekey

    def key(**overrides):
        options = {"opt_level": 1, "cxxflags": [], "name": None}
        options.update(overrides)
        return cachekey.cell_key(ADD_CELL, identity_memo=tmp_path / "memo", **options)

    base = key()
    assert key() == base and len(base) == 64
    variants = {key(opt_level=2), key(cxxflags=["-DX"]), key(name="n")}
    monkeypatch.setattr(cachekey, "hintc_identity", lambda: "9.9.9|other-core")
    variants.add(key())
    monkeypatch.undo()
    monkeypatch.setattr(cachekey, "python_abi", lambda: "cpython-399")
    variants.add(key())
    monkeypatch.undo()
    monkeypatch.setattr(cachekey, "cxx_identity", lambda cxx=None, memo=None: "c++: other 1.0")
    variants.add(key())
    monkeypatch.undo()
    monkeypatch.setenv("CXXFLAGS", "-DFROM_ENV")
    variants.add(key())
    assert base not in variants and len(variants) == 7


def test_verbose_prints_commands_and_timing_breakdown(ip, capsys):
    run(ip, "%%compile -v\n" + ADD_CELL)
    out = capsys.readouterr().out
    for label in ("translate", "C++ compile", "link", "load", "total"):
        assert any(l.strip().startswith(label) and l.strip().endswith("ms") for l in out.splitlines()), label
    assert sum(1 for l in out.splitlines() if l.strip().startswith("$ ")) >= 2


def test_precompiled_header_is_built_once_then_used(ip, magics, capsys):
    magics.precompiled_header = True
    run(ip, "%%compile -v\ndef inc(x: int) -> int:\n    return x + 1\n")
    out = capsys.readouterr().out
    if "not supported with this compiler" in out:
        pytest.skip("precompiled headers are only used with GCC")
    assert "-include" not in out and "being built" in out
    store = store_of(magics)
    magics.precompiled_headers(store).wait(timeout=300)
    headers = list((store.root / "pch").glob("*/hintc_pch.h.gch"))
    assert len(headers) == 1
    run(ip, "%%compile -v\ndef inc2(x: int) -> int:\n    return x + 2\n")
    out = capsys.readouterr().out
    compile_line = next(l for l in out.splitlines() if l.strip().startswith("$") and " -c " in l)
    assert f"-include {headers[0].parent / 'hintc_pch.h'}" in compile_line
    assert "precompiled runtime header: used" in out
    assert ip.user_ns["inc2"](1) == 3
    # A header that breaks the build is dropped and the cell is built from the sources.
    headers[0].write_bytes(b"not a precompiled header")
    headers[0].with_suffix("").write_text("#error damaged precompiled header\n")
    run(ip, "%%compile -v\ndef inc3(x: int) -> int:\n    return x + 3\n")
    assert ip.user_ns["inc3"](1) == 4
    assert not headers[0].parent.exists()
    out = capsys.readouterr().out
    compile_line = next(l for l in out.splitlines() if l.strip().startswith("$") and " -c " in l)
    assert "-include" not in compile_line
    assert "precompiled runtime header: dropped" in out
    ip.run_line_magic("compile_cache", "--clear")
    assert not (store.root / "pch").exists()


def test_help_lists_options(ip, capsys):
    ip.run_cell("%%compile?")
    out = capsys.readouterr().out
    for option in ("%%compile", "--force", "-O LEVEL", "--name", "--verbose", "--cxxflags"):
        assert option in out


# ---------------------------------------------------------------- errors and tracebacks

BAD_CELL = """\
%%compile
def f(x: int) -> int:
    y: int = x * 2
    return y + undefined_name
"""


def test_compile_error_raises_with_cell_line_numbers(ip, builds, capsys, magics):
    result = ip.run_cell(BAD_CELL)
    assert not result.success
    err = result.error_in_exec
    assert isinstance(err, CellCompileError)
    assert isinstance(err, hintc.CompileError)
    lines = str(err).splitlines()
    # Line 1 is the %%compile line, so the error is on the cell's line 4.
    assert lines[0].startswith("cell 4:16: error: ")
    assert "undefined_name" in lines[0]
    assert lines[1].strip() == "return y + undefined_name"
    assert lines[2].index("^") == lines[1].index("undefined_name")
    assert err.errors[0][:2] == (4, 16)
    shown = capsys.readouterr().out
    assert "cell 4:16: error:" in shown
    # The magic's own frames stay out of the display.
    assert "magics.py" not in shown and "Traceback" not in shown
    assert cache_files(magics, "*.json") == []


def test_compile_error_raises_from_run_cell_magic(ip):
    with pytest.raises(hintc.CompileError) as info:
        ip.run_cell_magic("compile", "", "def g() -> int:\n    return 1 +\n")
    assert str(info.value).startswith("cell 3:")


def test_cxx_failure_raises_with_the_compiler_output(ip, magics, capsys):
    from hintc.toolchain import ToolchainError

    result = ip.run_cell("%%compile --cxxflags -fhintc-no-such-flag\n" + ADD_CELL)
    assert isinstance(result.error_in_exec, ToolchainError)
    shown = capsys.readouterr().out
    assert "-fhintc-no-such-flag" in shown and "magics.py" not in shown
    assert cache_files(magics, "*.json") == []
    assert list((magics.cache_root() / "tmp").iterdir()) == []


def test_runtime_traceback_shows_cell_source_line(ip, capsys):
    run(
        ip,
        "%%compile -n divider\n"
        "def halve(a: int) -> int:\n"
        "    return a // 2\n"
        "def divide(a: int, b: int) -> int:\n"
        "    q: int = a // b\n"
        "    return q\n",
    )
    capsys.readouterr()
    result = ip.run_cell("divide(1, 0)")
    err = result.error_in_exec
    assert isinstance(err, ZeroDivisionError)
    frames = traceback.extract_tb(err.__traceback__)
    compiled = [f for f in frames if f.filename.startswith("<hintc-cell-divider-")]
    assert compiled, [f.filename for f in frames]
    assert compiled[-1].name == "divide"
    assert compiled[-1].lineno == 5
    assert compiled[-1].line == "q: int = a // b"
    shown = capsys.readouterr().out
    assert "q: int = a // b" in shown


def test_error_in_top_level_code_keeps_its_type_and_a_short_traceback(ip, capsys):
    cell = "%%compile\ndef inverse(a: int) -> int:\n    return 10 // a\nZ: int = inverse(0)\n"
    result = ip.run_cell(cell)
    assert isinstance(result.error_in_exec, ZeroDivisionError)
    shown = capsys.readouterr().out
    assert "Z: int = inverse(0)" in shown and "return 10 // a" in shown
    assert "magics.py" not in shown and "importlib" not in shown
    # The cached build re-runs its top-level code in a new session, failing the same way.
    ip.magics_manager.registry["HintcMagics"]._loaded.clear()
    with pytest.raises(ZeroDivisionError):
        ip.run_cell_magic("compile", "", cell.split("\n", 1)[1])


def test_top_level_print_reaches_the_cell_output(ip, capsys):
    run(ip, "%%compile\nprint('from the cell', 6 * 7)\n")
    assert capsys.readouterr().out == "from the cell 42\n"


# ---------------------------------------------------------------- eviction and clearing


def _fake_entry(store, key, size, friendly="fake"):
    build = store.new_build_dir()
    so = build / f"mod_{key}{EXT_SUFFIX}"
    so.write_bytes(b"\0" * size)
    entry = store.install(key, so, f"mod_{key}", friendly, ["x"])
    build.rmdir()
    return entry


def test_store_evicts_least_recently_used(tmp_path):
    store = CellStore(tmp_path / "store")
    a = _fake_entry(store, "a" * 64, 1000)
    _fake_entry(store, "b" * 64, 1000)
    store.touch(a)  # a is now more recently used than b
    _fake_entry(store, "c" * 64, 1000)
    sizes = {info.key: info.size for info in store.entries()}
    evicted = store.evict(sizes["a" * 64] + sizes["c" * 64], keep={"c" * 64})
    assert evicted == ["b" * 64]
    assert store.lookup("b" * 64) is None
    assert store.lookup("a" * 64) is not None and store.lookup("c" * 64) is not None
    assert len(list(store.root.glob("*" + EXT_SUFFIX))) == 2


def test_store_keeps_the_newest_entry_even_over_the_bound(tmp_path):
    store = CellStore(tmp_path / "store")
    _fake_entry(store, "a" * 64, 500)
    _fake_entry(store, "b" * 64, 500)
    assert store.evict(1, keep={"b" * 64}) == ["a" * 64]
    assert [e.key for e in store.entries()] == ["b" * 64]


def test_store_never_serves_an_entry_without_its_module(tmp_path):
    store = CellStore(tmp_path / "store")
    entry = _fake_entry(store, "a" * 64, 10)
    os.unlink(entry.so_path)
    assert store.lookup("a" * 64) is None
    # Metadata that is not valid JSON (e.g. from a foreign writer) is a miss, not a crash.
    store.meta_path("b" * 64).write_text("{not json")
    assert store.lookup("b" * 64) is None


def test_store_collects_stale_leftovers(tmp_path):
    store = CellStore(tmp_path / "store")
    _fake_entry(store, "a" * 64, 10)
    orphan = store.root / f"cell-orphan{EXT_SUFFIX}"
    orphan.write_bytes(b"x")
    stale_build = store.new_build_dir()
    old = time.time() - 2 * 3600
    os.utime(orphan, (old, old))
    os.utime(stale_build, (old, old))
    fresh_orphan = store.root / f"cell-fresh{EXT_SUFFIX}"
    fresh_orphan.write_bytes(b"x")
    store.evict(10**9)
    assert not orphan.exists() and not stale_build.exists()
    # Possibly an install in progress in another kernel: left alone.
    assert fresh_orphan.exists()
    assert store.lookup("a" * 64) is not None


def test_magic_evicts_beyond_the_size_bound(ip, magics, builds):
    magics.cache_size_limit = 1
    run(ip, "%%compile\ndef one() -> int:\n    return 1\n")
    run(ip, "%%compile\ndef two() -> int:\n    return 2\n")
    metas = cache_files(magics, "*.json")
    assert len(metas) == 1
    assert json.loads(metas[0].read_text())["module"] == builds[1]
    assert len(cache_files(magics, "*" + EXT_SUFFIX)) == 1
    # Eviction removes files only: the loaded module keeps working.
    assert ip.user_ns["one"]() == 1 and ip.user_ns["two"]() == 2


def test_compile_cache_clear_and_bound(ip, magics, builds, capsys):
    run(ip, "%%compile\n" + ADD_CELL)
    run(ip, "%%compile\ndef two() -> int:\n    return 2\n")
    ip.run_line_magic("compile_cache", "")
    listing = capsys.readouterr().out
    assert "2 cell(s)" in listing
    ip.run_line_magic("compile_cache", "--max-size 1")
    assert magics.cache_size_limit == 1
    assert len(cache_files(magics, "*.json")) == 0
    # Evicted from disk, still imported here: re-running binds the loaded module again.
    run(ip, "%%compile\n" + ADD_CELL)
    assert len(builds) == 2
    magics.cache_size_limit = parse_size("64M")
    run(ip, "%%compile\ndef three() -> int:\n    return 3\n")
    ip.run_line_magic("compile_cache", "--clear")
    assert cache_files(magics, "*.json") == [] and cache_files(magics, "*" + EXT_SUFFIX) == []
    # Clearing also forgets what this process loaded, so the next run really rebuilds.
    run(ip, "%%compile\n" + ADD_CELL)
    assert ip.user_ns["add"](1, 2) == 3
    assert len(builds) == 4


def test_parse_size():
    assert parse_size("65536") == 65536
    assert parse_size("64K") == 64 * 1024
    assert parse_size("200M") == 200 * 1024**2
    assert parse_size("1GiB") == 1024**3
    with pytest.raises(Exception):
        parse_size("lots")


# ---------------------------------------------------------------- kernels sharing a cache


def test_two_kernels_building_the_same_cell_share_the_cache(tmp_path):
    cache_home = tmp_path / "xdg"
    cache_home.mkdir()
    procs = [_fresh_kernel("build", cache_home) for _ in range(2)]
    for proc in procs:
        proc.stdin.write(ADD_CELL)
        proc.stdin.close()
    for proc in procs:
        proc.wait(timeout=180)
        err = proc.stderr.read()
        assert proc.returncode == 0, err
        assert "RESULT 42" in proc.stdout.read()
    root = next((cache_home / "ipython" / "hintc").iterdir())
    assert len(list(root.glob("*.json"))) == 1
    assert len(list(root.glob("*" + EXT_SUFFIX))) == 1
    assert list((root / "tmp").iterdir()) == []
    assert not [p for p in root.iterdir() if p.name.endswith(".tmp")]
    # A third kernel now hits the cache.
    proc = _fresh_kernel("refuse-build", cache_home)
    out, err = proc.communicate(ADD_CELL, timeout=120)
    assert proc.returncode == 0, err
    assert "RESULT 42" in out



# ---------------------------------------------------------------- names a user gave


def test_named_cell_errors_name_the_cell(ip, capsys):
    result = ip.run_cell("%%compile -n adder\n" + BAD_CELL.split("\n", 1)[1])
    err = result.error_in_exec
    assert isinstance(err, CellCompileError)
    assert str(err).startswith("adder:4:16: error: "), str(err)
    shown = capsys.readouterr().out
    assert "could not compile cell adder" in shown and "adder:4:16: error:" in shown
    assert "cell 4:16" not in shown


def test_compile_cache_lists_this_sessions_cells(ip, magics, capsys):
    run(ip, "%%compile -n from_another_kernel\n" + ADD_CELL)
    magics._loaded.clear()  # what a second kernel sharing the cache knows of it: nothing
    run(ip, "%%compile -n from_this_kernel\ndef two() -> int:\n    return 2\n")
    capsys.readouterr()
    ip.run_line_magic("compile_cache", "")
    listing = capsys.readouterr().out
    assert "2 cell(s) of all sessions" in listing and "1 built or loaded by this session" in listing
    assert "from_this_kernel" in listing and "from_another_kernel" not in listing


def test_notebook_report_title_is_the_cell_name(ip):
    from hintc.annotate.notebook import cell_report_html

    source = "\n" + ADD_CELL
    html = cell_report_html(source, "%%compile -a -n adder\n" + ADD_CELL, "<hintc-cell-adder-x>",
                            "_hintc_cell_0123456789abcdef", 2, "adder")
    assert '<b class="ha-mod">adder</b>' in html
    assert "_hintc_cell_" not in html
