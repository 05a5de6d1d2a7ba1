"""Differential run tests: each tests/run/NAME.py runs under CPython and compiled by hintc; the
driver tests/run/NAME_driver.py must print the same stdout and end with the same exception line."""
from __future__ import annotations

import shutil
import sysconfig
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from helpers import TESTS_DIR, compile_module, run_python

RUN_DIR = TESTS_DIR / "run"
PROGRAMS = sorted(
    p.stem for p in RUN_DIR.glob("*.py") if not p.stem.endswith("_driver") and not p.stem.startswith("_")
)
MARKER = "@@hintc-loaded-from: "

# Runs the driver as __main__ and afterwards reports which file the program module came from, so
# the test can prove that each run saw only the variant it was meant to see.
PRELUDE = """
import runpy, sys
try:
    runpy.run_path({driver!r}, run_name="__main__")
finally:
    sys.stdout.flush()
    _m = sys.modules.get({name!r})
    sys.stderr.write("\\n{marker}%s\\n" % (getattr(_m, "__file__", None),))
    sys.stderr.flush()
"""


def _build(name: str, root: Path):
    """Places the interpreted copy and the compiled extension in two separate folders."""
    interp_dir = root / name / "interp"
    compiled_dir = root / name / "compiled"
    interp_dir.mkdir(parents=True)
    shutil.copy(RUN_DIR / f"{name}.py", interp_dir / f"{name}.py")
    ext = compile_module(RUN_DIR / f"{name}.py", compiled_dir, opt_level=1, module_name=name)
    # Keep only the extension visible: build by-products must not shadow anything.
    for extra in compiled_dir.iterdir():
        if extra != ext and extra.suffix == ".py":
            extra.unlink()
    return interp_dir, compiled_dir, ext


@pytest.fixture(scope="session")
def run_builds(request, tmp_path_factory):
    """Starts the builds of all selected programs at once (two at a time) on first use."""
    selected = []
    for item in request.session.items:
        callspec = getattr(item, "callspec", None)
        if getattr(item, "originalname", None) == "test_run_program" and callspec is not None:
            selected.append(callspec.params["name"])
    root = tmp_path_factory.mktemp("run")
    # sysconfig fills its cache lazily and not thread-safely (a racing thread can see no
    # EXT_SUFFIX), so fill it before the build threads start.
    sysconfig.get_config_vars()
    pool = ThreadPoolExecutor(max_workers=2)
    futures = {name: pool.submit(_build, name, root) for name in dict.fromkeys(selected)}
    yield futures
    pool.shutdown(wait=True, cancel_futures=True)


def _run(name: str, path_dir: Path):
    driver = RUN_DIR / f"{name}_driver.py"
    code = PRELUDE.format(driver=str(driver), name=name, marker=MARKER)
    proc = run_python(code, [path_dir], cwd=path_dir, timeout=300)
    before, sep, after = proc.stderr.rpartition(MARKER)
    assert sep, (
        f"driver run did not reach the report (crash?): rc={proc.returncode}\n"
        f"stdout tail:\n{proc.stdout[-2000:]}\nstderr:\n{proc.stderr[-3000:]}"
    )
    loaded_from, _, tail = after.partition("\n")
    lines = [ln for ln in tail.splitlines() if ln.strip()]
    last_exception = lines[-1] if lines else ""
    return proc, loaded_from.strip(), last_exception


def test_corpus_is_paired():
    missing = [n for n in PROGRAMS if not (RUN_DIR / f"{n}_driver.py").is_file()]
    assert not missing, f"programs without a driver: {missing}"
    assert len(PROGRAMS) >= 25


def _compare(name, interp_dir, compiled_dir, ext):
    with ThreadPoolExecutor(max_workers=2) as pool:
        f_interp = pool.submit(_run, name, interp_dir)
        f_comp = pool.submit(_run, name, compiled_dir)
        interp, interp_from, interp_exc = f_interp.result()
        comp, comp_from, comp_exc = f_comp.result()

    assert interp_from.endswith(f"{name}.py"), f"interpreted run loaded {interp_from}"
    assert comp_from == str(ext), f"compiled run loaded {comp_from}, expected {ext}"
    assert interp.stdout.strip(), "the interpreted driver printed nothing"
    assert comp.stdout == interp.stdout, f"stderr of compiled run:\n{comp.stderr}"
    assert comp_exc == interp_exc
    assert comp.returncode == interp.returncode, comp.stderr


@pytest.mark.parametrize("name", PROGRAMS)
def test_run_program(name, run_builds):
    _compare(name, *run_builds[name].result())


# The IR passes differ per level (and so does the C++ -O): a few programs run at the extremes.
@pytest.mark.parametrize("opt_level", [0, 3])
@pytest.mark.parametrize("name", ["int_overflow", "loop_control", "chains", "float_edges"])
def test_run_program_opt_levels(name, opt_level, tmp_path):
    interp_dir = tmp_path / "interp"
    interp_dir.mkdir()
    shutil.copy(RUN_DIR / f"{name}.py", interp_dir / f"{name}.py")
    compiled_dir = tmp_path / "compiled"
    ext = compile_module(RUN_DIR / f"{name}.py", compiled_dir, opt_level=opt_level, module_name=name)
    _compare(name, interp_dir, compiled_dir, ext)
