"""setuptools hook: hintcify() path expansion, and examples/numkit built into a wheel with the
installed hintc, installed into a fresh venv without hintc, tested there and compared with the
uncompiled package; rebuilds compile only what changed; compile errors fail the build."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import textwrap
import time
import zipfile
from pathlib import Path

import pytest
from helpers import check_ok, run_command

import hintc
from hintc._setuptools_cache import recorded_key, translate_to_file
from hintc._setuptools_sources import expand_sources
from hintc.setuptools import HintcExtension, build_ext, finalize_distribution_options, hintcify

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "examples" / "numkit"
EXT_SUFFIX = sysconfig.get_config_var("EXT_SUFFIX")
COMPILED = ("numkit.arith", "numkit.series")
# The folder holding the hintc package under test, handed to build subprocesses.
HINTC_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(hintc.__file__)))


def _build_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (HINTC_ROOT, env.get("PYTHONPATH")) if p)
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    env.pop("PIP_REQUIRE_VIRTUALENV", None)
    env.update(extra)
    return env


def _run(cmd, cwd, env=None, timeout=900) -> subprocess.CompletedProcess:
    return run_command(cmd, cwd, env if env is not None else _build_env(), timeout)


_check = check_ok


def _copy_example(dest: Path) -> Path:
    # Leftovers of a build in the repository's copy would make the first build look incremental.
    ignore = shutil.ignore_patterns("build", "dist", "*.egg-info", "__pycache__", "*.so")
    shutil.copytree(EXAMPLE, dest, ignore=ignore)
    return dest


def _pip_wheel(project: Path, dist: Path, env=None) -> subprocess.CompletedProcess:
    # --no-build-isolation: hintc is not on PyPI, so an isolated build env could not install it.
    return _run(
        [sys.executable, "-m", "pip", "wheel", "-v", "--no-build-isolation", "--no-deps",
         "--no-index", "-w", dist, "."],
        project,
        env,
    )


def _compiled_in(log: str) -> list[str]:
    return re.findall(r"hintc: compiling (\S+)", log)


def _translated_in(log: str) -> list[str]:
    return re.findall(r"hintc: translated (\S+)", log)


# ---------------------------------------------------------------- hintcify() on its own


@pytest.fixture()
def layout(tmp_path, monkeypatch):
    for rel in ["pkg/__init__.py", "pkg/fast.py", "pkg/slow.py", "pkg/sub/__init__.py",
                "pkg/sub/a.py", "pkg/sub/b.py", "pkg/.hidden/x.py", "pkg/notes.txt"]:
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x: int = 1\n")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_expand_files_globs_and_folders(layout):
    mods = expand_sources(["pkg/fast.py", "pkg/sub/*.py"])
    assert [(m.path, m.module_name) for m in mods] == [
        ("pkg/fast.py", "pkg.fast"),
        ("pkg/sub/__init__.py", "pkg.sub"),
        ("pkg/sub/a.py", "pkg.sub.a"),
        ("pkg/sub/b.py", "pkg.sub.b"),
    ]
    folder = [m.module_name for m in expand_sources("pkg", exclude=["pkg/sub/*", "*/__init__.py"])]
    assert folder == ["pkg.fast", "pkg.slow"]
    recursive = [m.path for m in expand_sources(["pkg/**/b.py", "./pkg/sub/b.py"])]
    assert recursive == ["pkg/sub/b.py"]


def test_expand_rejects_what_matches_nothing(layout):
    with pytest.raises(ValueError, match="matches no .py file"):
        expand_sources(["pkg/*.pyx"])
    with pytest.raises(ValueError, match="no such file"):
        expand_sources(["pkg/missing.py"])
    with pytest.raises(ValueError, match="not a .py file"):
        expand_sources(["pkg/notes.txt"])
    with pytest.raises(ValueError, match="every path was excluded"):
        expand_sources(["pkg/fast.py"], exclude=["pkg/*"])


def test_hintcify_makes_cxx_extensions(layout):
    exts = hintcify(["pkg/fast.py", "pkg/slow.py"], opt_level="1", extra_compile_args=["-DX=1"])
    assert [type(e) for e in exts] == [HintcExtension, HintcExtension]
    assert [(e.name, e.sources, e.language, e.hintc_opt_level) for e in exts] == [
        ("pkg.fast", ["pkg/fast.py"], "c++", 1),
        ("pkg.slow", ["pkg/slow.py"], "c++", 1),
    ]
    assert exts[0].extra_compile_args == ["-DX=1"]
    for bad in ("4", "fast", -1):
        with pytest.raises(ValueError, match="opt_level"):
            hintcify(["pkg/fast.py"], opt_level=bad)


def test_package_init_lands_as_init_extension(layout):
    (init,) = hintcify(["pkg/sub/__init__.py"])
    # setuptools places the file by `name`; hintc compiles (and PyInit_ names) the package.
    assert (init.name, init.hintc_module_name) == ("pkg.sub.__init__", "pkg.sub")


def test_plugin_hook_installs_build_ext(layout):
    from setuptools import Distribution
    from setuptools.command.build_ext import build_ext as setuptools_build_ext

    def hooked(ext_modules, cmdclass):
        dist = Distribution({"name": "p", "ext_modules": ext_modules})
        # Plugins installed here (scikit-build-core) already ran at construction; start clean.
        dist.cmdclass = dict(cmdclass)
        finalize_distribution_options(dist)
        return dist.cmdclass.get("build_ext")

    class Custom(build_ext):
        pass

    class Other(setuptools_build_ext):
        marker = "other"

    assert hooked(hintcify(["pkg/fast.py"]), {}) is build_ext
    assert hooked(hintcify(["pkg/fast.py"]), {"build_ext": Custom}) is Custom
    assert hooked([], {}) is None
    assert hooked([], {"build_ext": Other}) is Other
    # A build_ext from the project or another plugin is combined with hintc's, not replaced.
    combined = hooked(hintcify(["pkg/fast.py"]), {"build_ext": Other})
    assert issubclass(combined, build_ext) and issubclass(combined, Other)
    assert combined.marker == "other"


def test_plugin_is_registered_and_lazy():
    # setuptools runs every plugin of the group for every project; hintc's imports nothing
    # unless setup.py imported hintc.setuptools (tests/test_setuptools_venvs.py builds a
    # project without cmdclass through it).
    from importlib.metadata import entry_points

    (plugin,) = [ep for ep in entry_points(group="setuptools.finalize_distribution_options")
                 if ep.name == "hintc"]
    assert plugin.value == "hintc._setuptools_plugin:finalize_distribution_options"
    probe = ("import sys, types; from hintc._setuptools_plugin import finalize_distribution_options"
             " as f; f(types.SimpleNamespace(ext_modules=[], cmdclass={})); "
             "print('hintc.setuptools' in sys.modules, 'setuptools' in sys.modules)")
    assert _check(_run([sys.executable, "-c", probe], REPO)).split() == ["False", "False"]


def test_extension_survives_being_recreated(layout):
    """Cython's cythonize() (setuptools' build_ext when Cython is importable) re-creates each
    extension as type(ext)(name=..., sources=[...], **settings): that must give back the module
    hintcify made, not a TypeError."""
    made = hintcify(["pkg/fast.py", "pkg/sub/__init__.py"], opt_level="1",
                    extra_compile_args=["-DX"])
    for ext in made:
        again = HintcExtension(name=ext.name, sources=list(ext.sources),
                               extra_compile_args=ext.extra_compile_args, language="c++")
        assert (again.name, again.sources, again.hintc_module_name, again.hintc_source,
                again.hintc_opt_level, again.extra_compile_args) == (
            ext.name, ext.sources, ext.hintc_module_name, ext.hintc_source, 1, ["-DX"])
    unknown = HintcExtension(name="pkg.sub.__init__", sources=["pkg/sub/__init__.py"],
                             opt_level=3)
    assert (unknown.hintc_module_name, unknown.hintc_opt_level) == ("pkg.sub", 3)
    with pytest.raises(TypeError, match="needs a module name and its .py file"):
        HintcExtension()
    cython = pytest.importorskip("Cython.Build.Dependencies")
    # The call Cython makes for each extension it is handed.
    fast, _ = cython.default_create_extension(
        made[0], {"name": made[0].name, "sources": made[0].sources, "language": "c++"})
    assert isinstance(fast, HintcExtension) and fast.hintc_opt_level == 1


def test_translation_is_keyed_and_never_rewritten_when_unchanged(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("m.py").write_text("def inc(n: int) -> int:\n    return n + 1\n")
    cpp = tmp_path / "out" / "m.cpp"
    assert translate_to_file("m.py", "m", 2, str(cpp)) is True
    first_key, first_mtime = recorded_key(str(cpp)), cpp.stat().st_mtime_ns
    assert "PyInit_m" in cpp.read_text()
    assert translate_to_file("m.py", "m", 2, str(cpp)) is False
    assert cpp.stat().st_mtime_ns == first_mtime
    # Each input of the key retranslates: options, module name, source; --force always does.
    assert translate_to_file("m.py", "m", 3, str(cpp)) is True
    assert recorded_key(str(cpp)) != first_key
    assert translate_to_file("m.py", "m", 3, str(cpp), force=True) is True
    Path("m.py").write_text("def inc(n: int) -> int:\n    return n + 2\n")
    assert translate_to_file("m.py", "m", 3, str(cpp)) is True
    # A source that does not compile raises and leaves the last good translation in place.
    good = cpp.read_text()
    Path("m.py").write_text("def inc(n: int) -> int:\n    return (n +\n")
    with pytest.raises(hintc.CompileError, match=r"m\.py:\d+:\d+: error:"):
        translate_to_file("m.py", "m", 3, str(cpp))
    assert cpp.read_text() == good


# ---------------------------------------------------------------- the example, built for real


@pytest.fixture(scope="module")
def built_wheel(tmp_path_factory):
    root = tmp_path_factory.mktemp("numkit")
    project = _copy_example(root / "numkit")
    dist = root / "dist"
    log = _check(_pip_wheel(project, dist))
    wheels = list(dist.glob("numkit-*.whl"))
    assert len(wheels) == 1, wheels
    return project, wheels[0], log


def test_first_build_compiles_each_typed_module_once(built_wheel):
    _, wheel, log = built_wheel
    assert sorted(_compiled_in(log)) == sorted(COMPILED)
    names = set(zipfile.ZipFile(wheel).namelist())
    for mod in COMPILED:
        assert mod.replace(".", "/") + EXT_SUFFIX in names
    # The plain-Python modules ship as source and nothing else is compiled.
    assert {"numkit/__init__.py", "numkit/report.py"} <= names
    assert not any(n.endswith(EXT_SUFFIX) and "report" in n for n in names)


@pytest.fixture(scope="module")
def fresh_venv(built_wheel, tmp_path_factory):
    _, wheel, _ = built_wheel
    venv = tmp_path_factory.mktemp("venv") / "env"
    hidden = ("PYTHON", "PIP_", "VIRTUAL_ENV")
    env = {k: v for k, v in os.environ.items() if not k.startswith(hidden)}
    _check(_run([sys.executable, "-m", "venv", venv], venv.parent, env))
    python = venv / "bin" / "python"
    _check(_run([python, "-m", "pip", "install", "--no-index", "--no-deps",
                 "--disable-pip-version-check", wheel], venv.parent, env))
    return python, env


def test_wheel_runs_without_hintc(fresh_venv, built_wheel, tmp_path):
    python, env = fresh_venv
    project, _, _ = built_wheel
    # Only the tests folder in the working directory, so the source package cannot shadow the
    # installed one; -P keeps the working directory off sys.path anyway.
    shutil.copytree(project / "tests", tmp_path / "tests")
    probe = textwrap.dedent(
        """
        import importlib.util, numkit.arith, numkit.series, numkit.report
        print(importlib.util.find_spec("hintc") is None)
        print(numkit.arith.__file__)
        print(numkit.series.__file__)
        print(numkit.report.__file__)
        """
    )
    no_hintc, arith_file, series_file, report_file = _check(
        _run([python, "-P", "-c", probe], tmp_path, env)
    ).split()
    assert no_hintc == "True"
    assert arith_file.endswith(EXT_SUFFIX) and series_file.endswith(EXT_SUFFIX)
    assert report_file.endswith("report.py")
    assert Path(arith_file).is_relative_to(python.parent.parent)

    unittest_cmd = ["-P", "-m", "unittest", "discover", "-s", "tests", "-v"]
    out = _check(_run([python, *unittest_cmd], tmp_path, env))
    assert re.search(r"Ran 1\d tests", out) and "OK" in out


def test_compiled_results_match_uncompiled(fresh_venv, built_wheel, tmp_path):
    python, env = fresh_venv
    project, _, _ = built_wheel
    compiled = _check(_run([python, "-P", "-m", "numkit.report", "20000"], tmp_path, env))
    plain_env = dict(env, PYTHONPATH=str(project))
    report_cmd = ["-P", "-m", "numkit.report", "20000"]
    plain = _check(_run([sys.executable, *report_cmd], tmp_path, plain_env))
    assert "primes below limit           2262" in plain
    assert compiled == plain
    # The example's own tests are a valid oracle: they pass on the uncompiled package too.
    shutil.copytree(project / "tests", tmp_path / "tests")
    unittest_cmd = ["-P", "-m", "unittest", "discover", "-s", "tests"]
    _check(_run([sys.executable, *unittest_cmd], tmp_path, plain_env))


def test_pip_install_dot(tmp_path):
    project = _copy_example(tmp_path / "numkit")
    target = tmp_path / "site"
    out = _check(_run([sys.executable, "-m", "pip", "install", "-v", "--no-build-isolation",
                       "--no-deps", "--no-index", "--target", target, "."], project))
    assert sorted(_compiled_in(out)) == sorted(COMPILED)
    probe = "import numkit; print(numkit.count_primes(1000), numkit.series.__file__)"
    value, path = _check(_run([sys.executable, "-P", "-c", probe], tmp_path,
                              dict(_build_env(), PYTHONPATH=str(target)))).split()
    assert value == "168" and path == str(target / "numkit" / ("series" + EXT_SUFFIX))


# ---------------------------------------------------------------- rebuilds


def test_rebuild_compiles_only_changed_modules(tmp_path):
    project = _copy_example(tmp_path / "numkit")
    _check(_pip_wheel(project, tmp_path / "dist1"))
    lib = next((project / "build").glob("lib.*"))
    stamps = {m: (lib / (m.replace(".", "/") + EXT_SUFFIX)).stat().st_mtime_ns for m in COMPILED}

    unchanged = _check(_pip_wheel(project, tmp_path / "dist2"))
    assert _compiled_in(unchanged) == [] and _translated_in(unchanged) == []
    assert sorted(re.findall(r"hintc: (\S+) is up to date", unchanged)) == sorted(COMPILED)

    series = project / "numkit" / "series.py"
    addition = "\n\ndef twice(x: float) -> float:\n    return 2.0 * x\n"
    series.write_text(series.read_text() + addition)
    changed = _check(_pip_wheel(project, tmp_path / "dist3"))
    assert _compiled_in(changed) == ["numkit.series"]
    assert _translated_in(changed) == ["numkit/series.py"]
    assert (lib / ("numkit/arith" + EXT_SUFFIX)).stat().st_mtime_ns == stamps["numkit.arith"]
    assert (lib / ("numkit/series" + EXT_SUFFIX)).stat().st_mtime_ns != stamps["numkit.series"]

    probe = "import numkit.series as s; print(s.twice(21), s.__file__)"
    lib_env = dict(_build_env(), PYTHONPATH=str(lib))
    out = _check(_run([sys.executable, "-P", "-c", probe], tmp_path, lib_env))
    value, path = out.split()
    assert value == "42.0" and path.endswith(EXT_SUFFIX)

    # arith calls series.sqrt_newton natively: a change of that signature recompiles arith too.
    series.write_text(series.read_text().replace(
        "def sqrt_newton(x: float, iterations: int)", "def sqrt_newton(x: float, iterations: int = 8)"))
    resigned = _check(_pip_wheel(project, tmp_path / "dist4"))
    assert sorted(_compiled_in(resigned)) == sorted(COMPILED)
    probe = "import numkit.arith as a; print(a.is_square(144), a.is_square(145))"
    assert _check(_run([sys.executable, "-P", "-c", probe], tmp_path, lib_env)).split() == [
        "True", "False"]


def test_compile_error_fails_build_with_location(tmp_path):
    project = _copy_example(tmp_path / "numkit")
    arith = project / "numkit" / "arith.py"
    lines = arith.read_text().splitlines()
    bad_line = len(lines) + 2
    arith.write_text("\n".join(lines) + "\n\ndef broken(n: int) -> int:\n    return (n +\n")
    proc = _pip_wheel(project, tmp_path / "dist")
    out = proc.stdout + proc.stderr
    assert proc.returncode != 0
    locations = re.findall(r"numkit/arith\.py:(\d+):(\d+): error:", out)
    assert locations, out[-4000:]
    assert all(bad_line <= int(line) <= bad_line + 2 for line, _ in locations), locations
    assert not list((tmp_path / "dist").glob("*.whl"))


def test_optional_module_that_fails_stays_python(tmp_path):
    project = tmp_path / "proj"
    (project / "opt").mkdir(parents=True)
    (project / "opt" / "__init__.py").write_text("")
    (project / "opt" / "good.py").write_text(
        "def down(a: int) -> int:\n    while a > 0:\n        a -= 1\n    return a\n"
    )
    (project / "opt" / "bad.py").write_text("def broken(n: int) -> int:\n    return (n +\n")
    (project / "setup.py").write_text(
        "from setuptools import setup\nfrom hintc.setuptools import build_ext, hintcify\n"
        "setup(name='opt', version='0', packages=['opt'],\n"
        "      ext_modules=hintcify(['opt/good.py', 'opt/bad.py'], optional=True),\n"
        "      cmdclass={'build_ext': build_ext})\n"
    )
    out = _check(_run([sys.executable, "setup.py", "build_ext", "--inplace"], project))
    assert re.search(r"opt/bad\.py:2:\d+: error:", out), out[-3000:]
    assert _compiled_in(out) == ["opt.good"]
    assert (project / "opt" / ("good" + EXT_SUFFIX)).is_file()
    assert not (project / "opt" / ("bad" + EXT_SUFFIX)).exists()


def _cxx_wrapper(tmp_path: Path) -> tuple[Path, Path]:
    """A $CXX that records each command line, and holds every compile step until a second one
    has started (or 60 s passed), so the log shows whether two compiles ever ran at once."""
    log_dir = tmp_path / "cxx-log"
    log_dir.mkdir()
    wrapper = tmp_path / "fake-cxx"
    wrapper.write_text(
        textwrap.dedent(
            f"""\
            #!{sys.executable}
            import os, subprocess, sys, time, uuid
            log = {str(log_dir)!r}
            compiling = "-c" in sys.argv
            tag = ("compile-" if compiling else "link-") + uuid.uuid4().hex
            with open(os.path.join(log, tag), "w") as f:
                f.write("\\n".join(sys.argv[1:]))
            if compiling:
                deadline = time.monotonic() + 60
                while time.monotonic() < deadline:
                    if sum(n.startswith("compile-") for n in os.listdir(log)) >= 2:
                        open(os.path.join(log, "overlap-" + tag), "w").close()
                        break
                    time.sleep(0.05)
            sys.exit(subprocess.call(["g++", *sys.argv[1:]]))
            """
        )
    )
    wrapper.chmod(0o755)
    return wrapper, log_dir


def test_parallel_build_ext_with_cxx_and_cxxflags(tmp_path):
    project = _copy_example(tmp_path / "numkit")
    wrapper, log_dir = _cxx_wrapper(tmp_path)
    env = _build_env(CXX=str(wrapper), CXXFLAGS="-DNUMKIT_FROM_CXXFLAGS=1")
    build_cmd = [sys.executable, "setup.py", "build_ext", "-j", "2", "--inplace"]
    out = _check(_run(build_cmd, project, env))
    assert sorted(_compiled_in(out)) == sorted(COMPILED)
    compiles = [p.read_text().split("\n") for p in log_dir.glob("compile-*")]
    links = list(log_dir.glob("link-*"))
    assert len(compiles) == 2 and len(links) == 2
    assert all("-DNUMKIT_FROM_CXXFLAGS=1" in argv and "-std=c++17" in argv for argv in compiles)
    # With -j 2 both compiles were running at the same moment.
    assert list(log_dir.glob("overlap-*")), "the two modules were not compiled concurrently"
    probe = "import numkit.arith as a; print(a.gcd(84, 36), a.__file__)"
    value, path = _check(_run([sys.executable, "-P", "-c", probe], project,
                              dict(_build_env(), PYTHONPATH=str(project)))).split()
    assert value == "12" and path.endswith(EXT_SUFFIX)


def test_compiled_package_init(tmp_path):
    project = tmp_path / "proj"
    (project / "tally").mkdir(parents=True)
    (project / "tally" / "__init__.py").write_text(
        "# Package whose __init__ is compiled.\n\n\ndef triangle(n: int) -> int:\n"
        "    total = 0\n    for k in range(n + 1):\n        total += k\n    return total\n"
    )
    (project / "setup.py").write_text(
        "from setuptools import setup\nfrom hintc.setuptools import build_ext, hintcify\n"
        "setup(name='tally', version='0', packages=['tally'],\n"
        "      ext_modules=hintcify(['tally']), cmdclass={'build_ext': build_ext})\n"
    )
    out = _check(_run([sys.executable, "setup.py", "build_ext", "--inplace"], project))
    assert _compiled_in(out) == ["tally"]
    probe = "import tally; print(tally.triangle(100), tally.__file__)"
    value, path = _check(_run([sys.executable, "-P", "-c", probe], project,
                              dict(_build_env(), PYTHONPATH=str(project)))).split()
    assert value == "5050" and path.endswith("__init__" + EXT_SUFFIX)


def test_compiled_module_calls_compiled_sibling(tmp_path):
    # Both modules are HintcExtensions of one build: user calls square natively, through the API
    # table of duo.base (tests/test_multimodule.py covers the details).
    project = tmp_path / "proj"
    (project / "duo").mkdir(parents=True)
    (project / "duo" / "__init__.py").write_text("")
    (project / "duo" / "base.py").write_text("def square(n: int) -> int:\n    return n * n\n")
    (project / "duo" / "user.py").write_text(
        "from duo.base import square\n\n\ndef sum_squares(n: int) -> int:\n    total = 0\n"
        "    for k in range(n):\n        total += square(k)\n    return total\n"
    )
    (project / "setup.py").write_text(
        "from setuptools import setup\nfrom hintc.setuptools import build_ext, hintcify\n"
        "setup(name='duo', version='0', packages=['duo'],\n"
        "      ext_modules=hintcify(['duo/base.py', 'duo/user.py']),\n"
        "      cmdclass={'build_ext': build_ext})\n"
    )
    out = _check(_run([sys.executable, "setup.py", "build_ext", "--inplace"], project))
    assert sorted(_compiled_in(out)) == ["duo.base", "duo.user"]
    probe = "import duo.user as u; print(u.sum_squares(10), u.__file__)"
    value, path = _check(_run([sys.executable, "-P", "-c", probe], project,
                              dict(_build_env(), PYTHONPATH=str(project)))).split()
    assert value == "285" and path.endswith(EXT_SUFFIX)
    cpp = next(project.glob("build/temp.*/hintc/duo/user.cpp")).read_text()
    assert re.search(r"reinterpret_cast<[^>]*>\(hx_0->functions\[hxk_0\[0\]\]\)\(", cpp)


def test_python_m_build_sdist_then_wheel(tmp_path):
    probe = _run([sys.executable, "-P", "-m", "build", "--version"], tmp_path)
    if probe.returncode != 0:
        pytest.skip("`python -m build` needs the `build` package (pip install build)")
    project = _copy_example(tmp_path / "numkit")
    # Without --wheel, build makes the sdist first and the wheel from the unpacked sdist, which
    # proves the sdist carries everything the hook needs.
    out = _check(_run([sys.executable, "-m", "build", "--no-isolation",
                       "--outdir", tmp_path / "dist", "."], project))
    assert list((tmp_path / "dist").glob("numkit-*.tar.gz"))
    assert sorted(_compiled_in(out)) == sorted(COMPILED)
    wheel = next((tmp_path / "dist").glob("numkit-*.whl"))
    assert "numkit/series" + EXT_SUFFIX in zipfile.ZipFile(wheel).namelist()


def test_inplace_rebuild_replaces_a_copy_of_the_same_second(tmp_path):
    """`build_ext --inplace` puts every rebuilt module next to its source, even when the copy
    already there has a whole-second mtime no older than the new build (setuptools' own copy
    skips it then: a rebuild in the same second as the previous build kept the old module)."""
    project = tmp_path / "proj"
    (project / "same").mkdir(parents=True)
    (project / "same" / "__init__.py").write_text("")
    mod = project / "same" / "m.py"
    mod.write_text("def value() -> int:\n    return 1\n")
    (project / "setup.py").write_text(
        "from setuptools import setup\nfrom hintc.setuptools import build_ext, hintcify\n"
        "setup(name='same', version='0', packages=['same'],\n"
        "      ext_modules=hintcify(['same/m.py']), cmdclass={'build_ext': build_ext})\n"
    )
    build_cmd = [sys.executable, "setup.py", "build_ext", "--inplace"]
    assert _compiled_in(_check(_run(build_cmd, project))) == ["same.m"]
    inplace = project / "same" / ("m" + EXT_SUFFIX)
    mod.write_text("def value() -> int:\n    return 2\n")
    # The copy in place looks as new as anything built in the next seconds.
    future = time.time() + 30
    os.utime(inplace, (future, future))
    assert _compiled_in(_check(_run(build_cmd, project))) == ["same.m"]
    probe = "import same.m as m; print(m.value(), m.__file__)"
    value, path = _check(_run([sys.executable, "-P", "-c", probe], project,
                              dict(_build_env(), PYTHONPATH=str(project)))).split()
    assert value == "2" and path.endswith("m" + EXT_SUFFIX)
