"""Native calls between the compiled modules of one build (`hintc build pkg/`, several files,
hintc.build_modules, hintcify): results match CPython, the importer's C++ calls through the
imported API table, rebinding from Python is seen, a stale importer fails to import cleanly,
tracebacks and recursion limits cross the boundary, and rebuilds follow interfaces."""
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
from helpers import run_python

EXT = sysconfig.get_config_var("EXT_SUFFIX")
HINTC_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(hintc.__file__)))
# A direct call through the bound table of an imported module, as the code generator spells it.
TABLE_CALL = re.compile(r"reinterpret_cast<[^>]*>\(hx_\d+->functions\[hxk_\d+\[\d+\]\]\)\(")

BASE = """\
def scale(x: int, k: int = 3) -> int:
    return x * k + 1

def mean(a: float, b: float) -> float:
    return (a + b) / 2

def div(n: int, d: int) -> int:
    return n // d

def label(s: str) -> str:
    return s

def evens(xs: list[int]) -> list[int]:
    return [x for x in xs if x % 2 == 0]
"""

# Every import form of a module of the build, and calls with keywords, defaults and big ints.
USER = """\
import geo.base
import geo.base as gb
from geo import base
from geo.base import scale
from . import base as rel
from .base import mean as avg

def total(n: int) -> int:
    t = 0
    for i in range(n):
        t += base.scale(i, 2) + gb.scale(i, k=5) + scale(i, 7) + geo.base.scale(i, 1) + rel.scale(i, 4)
    return t

def with_default(x: int) -> int:
    return base.scale(x)

def big(x: int) -> int:
    return scale(x * 10**30, 2)

def mid(a: int, b: float) -> float:
    return avg(a, b) + base.mean(b=b, a=2)

def ratio(n: int, d: int) -> int:
    return base.div(n, d) + 1

def named(s: str) -> str:
    return base.label(s) + "!"

def even_sum(n: int) -> int:
    acc = 0
    for x in base.evens([i * 3 for i in range(n)]):
        acc += x
    return acc
"""

# A third module using both others.
TOP = """\
from geo import base, user

def combined(n: int) -> int:
    return user.total(n) + base.scale(n, 10) + user.ratio(n, 3)
"""

PROBE = """\
import geo.base, geo.user, geo.top
u, b, t = geo.user, geo.base, geo.top
print(u.total(50), u.with_default(7), u.big(3), u.mid(3, 4.5), u.ratio(-7, 2), t.combined(20),
      u.named("x"), u.even_sum(20))
b.scale = lambda x, k=3: -x
b.label = lambda s: s * 2
print(u.total(10), u.with_default(7), t.combined(5), u.named("ab"))
b.evens = lambda xs: None
try:
    u.even_sum(3)
except TypeError:  # the message differs: compiled code checks the result against `list[int]`
    print("TypeError")

"""


def _package(root: Path) -> Path:
    pkg = root / "geo"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "base.py").write_text(BASE)
    (pkg / "user.py").write_text(USER)
    (pkg / "top.py").write_text(TOP)
    return pkg


def _hintc(*args, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hintc", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, timeout=600)


def _ok(proc: subprocess.CompletedProcess) -> str:
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


@pytest.fixture(scope="module")
def cli_build(tmp_path_factory):
    """geo/ built with `hintc build geo/ --emit-cpp`; the plain sources are kept beside it."""
    root = tmp_path_factory.mktemp("multi")
    plain = root / "plain"
    _package(plain)
    compiled = root / "compiled"
    shutil.copytree(plain, compiled)
    _ok(_hintc("build", "geo/", "--emit-cpp", cwd=compiled))
    return plain, compiled


def test_cli_package_build_matches_cpython(cli_build):
    plain, compiled = cli_build
    for name in ("base", "user", "top"):
        assert (compiled / "geo" / f"{name}{EXT}").is_file()
    expected = _ok(run_python(PROBE, [plain]))
    got = run_python(PROBE + "print(geo.user.__file__)", [compiled])
    assert got.returncode == 0, got.stderr
    lines = got.stdout.splitlines()
    assert lines[-1].endswith(EXT)
    assert "\n".join(lines[:-1]) + "\n" == expected
    # Rebinding the module attribute changed what every `base.f` / `geo.base.f` call does, while
    # `from geo.base import scale` keeps the original function, as in CPython.
    assert expected.splitlines()[1] != expected.splitlines()[0]


def test_importer_calls_through_the_api_table(cli_build):
    _, compiled = cli_build
    user_cpp = (compiled / "geo" / "user.cpp").read_text()
    top_cpp = (compiled / "geo" / "top.cpp").read_text()
    # total() alone makes five native calls of scale; each import form gets its own. Its range
    # loop is versioned (a small body: an int64 copy and the general one), so each copy has five.
    total = user_cpp[user_cpp.index("// def total"):user_cpp.index("// def with_default")]
    assert len(TABLE_CALL.findall(total)) == 2 * 5, total
    assert 'hintc_api_bind(&hx_0, hxk_0, "geo.base", "geo.user"' in user_cpp
    assert len(TABLE_CALL.findall(top_cpp)) == 3
    base_cpp = (compiled / "geo" / "base.cpp").read_text()
    assert "hintc_api_export(m, &hm_api)" in base_cpp
    # str and container signatures are native too.
    named = user_cpp[user_cpp.index("// def named"):user_cpp.index("// def even_sum")]
    even_sum = user_cpp[user_cpp.index("// def even_sum"):]
    assert TABLE_CALL.search(named) and TABLE_CALL.search(even_sum)
    # A call leaving out a defaulted argument goes through Python (defaults live in the callee).
    with_default = user_cpp[user_cpp.index("// def with_default"):user_cpp.index("// def big")]
    assert not TABLE_CALL.search(with_default)


def test_traceback_names_both_files(cli_build):
    _, compiled = cli_build
    proc = run_python("import geo.user\ngeo.user.ratio(1, 0)", [compiled])
    assert proc.returncode == 1
    err = proc.stderr
    user_line = USER.splitlines().index("    return base.div(n, d) + 1") + 1
    base_line = BASE.splitlines().index("    return n // d") + 1
    user_at = re.search(rf'File ".*geo/user\.py", line {user_line}, in ratio', err)
    base_at = re.search(rf'File ".*geo/base\.py", line {base_line}, in div', err)
    assert user_at and base_at, err
    assert user_at.start() < base_at.start()
    assert err.rstrip().endswith("ZeroDivisionError: integer division or modulo by zero")


def test_argument_types_checked_at_compile_time(tmp_path):
    pkg = _package(tmp_path)
    (pkg / "user.py").write_text("from geo import base\n\ndef f(s: str) -> int:\n"
                                 "    return base.scale(s)\n")
    proc = _hintc("build", pkg / "base.py", pkg / "user.py")
    assert proc.returncode == 1
    assert re.search(r'user\.py:4:23: error: Argument 1 to "scale" has incompatible type "str"; '
                     r'expected "int"', proc.stderr), proc.stderr


def test_build_api_top_level_modules(tmp_path):
    (tmp_path / "fa.py").write_text("def f(x: float) -> float:\n    return x * 0.5\n")
    (tmp_path / "fb.py").write_text(
        "import fa\n\ndef g(n: int) -> float:\n    s = 0.0\n    for i in range(n):\n"
        "        s += fa.f(i)\n    return s\n"
    )
    results = hintc.build_modules([tmp_path / "fa.py", tmp_path / "fb.py"], emit_cpp=True)
    assert [r.module_name for r in results] == ["fa", "fb"]
    assert TABLE_CALL.search((tmp_path / "fb.cpp").read_text())
    # The int argument becomes a float at the native boundary, as in a Python call.
    assert _ok(run_python("import fb; print(fb.g(10))", [tmp_path])) == "22.5\n"



def test_exporter_with_classes_keeps_methods_out_of_its_api(tmp_path):
    # Methods belong to their class: the API table lists module-level defs only, so an exporter
    # with classes imports, and a method named like a module function does not shadow it.
    (tmp_path / "shapes.py").write_text(
        "class Sq:\n    def __init__(self, s: int) -> None:\n        self.s = s\n\n"
        "    def area(self) -> int:\n        return self.s * self.s\n\n"
        "def area(k: int) -> int:\n    return -k\n"
    )
    (tmp_path / "user.py").write_text(
        "import shapes\n\ndef go(n: int) -> int:\n    return shapes.area(n) + shapes.Sq(n).area()\n"
    )
    hintc.build_modules([tmp_path / "shapes.py", tmp_path / "user.py"], emit_cpp=True)
    assert TABLE_CALL.search((tmp_path / "user.cpp").read_text())
    assert _ok(run_python("import user; print(user.go(5))", [tmp_path])) == "20\n"

CLS_LIB = """\
from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class Shape:
    def __init__(self, k: int) -> None:
        self.k = k

    def area(self) -> int:
        return 0

    def describe(self) -> str:
        return type(self).__name__ + ":" + str(self.area())


def total(shapes: list[Shape]) -> int:
    return sum(s.area() for s in shapes)


class Closed:
    pass
"""

CLS_USER = """\
from clslib import Shape, total
import clslib


class Square(Shape):
    def area(self) -> int:
        return self.k * self.k


class Twice(clslib.Shape):
    def __init__(self, k: int) -> None:
        super().__init__(k * 2)

    def area(self) -> int:
        return super().area() + self.k


def go() -> str:
    shapes = [Square(3), Twice(4), Shape(1)]
    return " ".join(s.describe() for s in shapes) + " " + str(total(shapes))
"""


def test_classes_deriving_from_another_modules_classes(tmp_path):
    # A class of the build deriving from another module's compiled class is made by the base's
    # metaclass when its module runs (its methods compiled): allowed when the base is open, and
    # the base's compiled code sees the overrides; a closed base refuses it at import, clearly.
    (tmp_path / "clslib.py").write_text(CLS_LIB)
    (tmp_path / "clsuser.py").write_text(CLS_USER)
    (tmp_path / "clsbad.py").write_text("from clslib import Closed\n\n\nclass Mine(Closed):\n    pass\n")
    hintc.build_modules([tmp_path / "clslib.py", tmp_path / "clsuser.py", tmp_path / "clsbad.py"])
    for name in ("clslib", "clsuser", "clsbad"):
        assert list(tmp_path.glob(name + ".*" + EXT)) or (tmp_path / (name + EXT)).exists()
    expected = "Square:9 Twice:8 Shape:0 17\n"
    assert _ok(run_python("import clsuser; print(clsuser.go())", [tmp_path])) == expected
    proc = run_python("import clsbad", [tmp_path])
    assert proc.returncode != 0
    assert "cannot derive from compiled class 'Closed'" in proc.stderr, proc.stderr
    assert "allow_interpreted_subclasses=True" in proc.stderr, proc.stderr
    # The same modules under CPython agree.
    plain = tmp_path / "plain"
    plain.mkdir()
    for name in ("clslib", "clsuser"):
        shutil.copy(tmp_path / (name + ".py"), plain / (name + ".py"))
    assert _ok(run_python("import clsuser; print(clsuser.go())", [plain])) == expected


SIG_LIB = """\
def pack(a: int, /, *rest: int, sep: str = ",", **named: float) -> str:
    return sep.join([str(a)] + [str(r) for r in rest] + [k + ":" + str(named[k]) for k in sorted(named)])

def kw(*, x: int, y: int) -> int:
    return x * 10 + y
"""

SIG_USER = """\
import siglib
from siglib import kw

def native() -> str:
    return siglib.pack(1, 2, 3, sep="-", w=1.5, v=2) + " " + str(kw(y=1, x=2))

def plain_only() -> str:
    return siglib.pack(7)

def through_python() -> str:
    return siglib.pack(1, 2, z=0.5)
"""


def test_variadic_and_keyword_only_calls_across_modules(tmp_path):
    # Keywords, *args and **kwargs are bound at compile time and stay native calls; a call leaving
    # out a default goes through Python, with the same result.
    (tmp_path / "siglib.py").write_text(SIG_LIB)
    (tmp_path / "siguser.py").write_text(SIG_USER)
    hintc.build_modules([tmp_path / "siglib.py", tmp_path / "siguser.py"], emit_cpp=True)
    cpp = (tmp_path / "siguser.cpp").read_text()
    native = cpp[cpp.index("// def native"):cpp.index("// def plain_only")]
    assert len(TABLE_CALL.findall(native)) == 2, native
    probe = ("import siguser, siglib\nprint(siguser.native(), siguser.plain_only(), siguser.through_python())\n"
             "siglib.pack = lambda *a, **k: 'py'\nprint(siguser.native())\n")
    assert _ok(run_python(probe, [tmp_path])) == "1-2-3-v:2.0-w:1.5 21 7 1,2,z:0.5\npy 21\n"
    (tmp_path / "bad.py").write_text("import siglib\n\ndef f() -> int:\n    return siglib.kw(1, y=2)\n")
    proc = _hintc("build", tmp_path / "siglib.py", tmp_path / "bad.py")
    assert proc.returncode == 1
    assert 'bad.py:4:22: error: Too many positional arguments for "kw"' in proc.stderr, proc.stderr


def test_mutual_imports_and_recursion_limit(tmp_path):
    pkg = tmp_path / "par"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "even.py").write_text("from par import odd\n\ndef is_even(n: int) -> bool:\n"
                                 "    if n == 0:\n        return True\n    return odd.is_odd(n - 1)\n")
    (pkg / "odd.py").write_text("from par import even\n\ndef is_odd(n: int) -> bool:\n"
                                "    if n == 0:\n        return False\n"
                                "    return even.is_even(n - 1)\n")
    _ok(_hintc("build", pkg, "--emit-cpp"))
    assert TABLE_CALL.search((pkg / "even.cpp").read_text())
    probe = ("import par.even as e, par.odd as o\nprint(e.is_even(10), o.is_odd(7), e.is_even(301))\n"
             "try:\n    e.is_even(10**6)\nexcept RecursionError:\n    print('RecursionError')\n")
    assert _ok(run_python(probe, [tmp_path])) == "True True False\nRecursionError\n"


def test_rebuilt_exporter_with_other_interface_fails_import(tmp_path):
    pkg = _package(tmp_path)
    (pkg / "top.py").unlink()
    _ok(_hintc("build", pkg))
    assert _ok(run_python("import geo.user; print(geo.user.ratio(9, 2))", [tmp_path])) == "5\n"
    # geo.base alone gets a new signature and is rebuilt in another build: geo.user is stale.
    (pkg / "base.py").write_text(BASE.replace("def div(n: int, d: int)", "def div(n: int, d: float)")
                                 .replace("return n // d", "return int(n // d)"))
    hintc.build_modules([pkg / "base.py"])
    proc = run_python("import geo.user", [tmp_path])
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert re.search(r"ImportError: compiled module 'geo\.user' was built against a different "
                     r"interface of compiled module 'geo\.base' \(function 'div' changed its "
                     r"signature or is gone\)", proc.stderr), proc.stderr
    # Only the body changed, and a function was added: the table still fits (by name).
    (pkg / "base.py").write_text(BASE.replace("return n // d", "return n // d + 100")
                                 + "\ndef extra(x: int) -> int:\n    return x\n")
    hintc.build_modules([pkg / "base.py"])
    assert _ok(run_python("import geo.user; print(geo.user.ratio(9, 2))", [tmp_path])) == "105\n"


def test_importer_falls_back_when_exporter_is_plain_python(tmp_path):
    pkg = _package(tmp_path)
    (pkg / "top.py").unlink()
    _ok(_hintc("build", pkg / "base.py", pkg / "user.py"))
    (pkg / f"base{EXT}").unlink()
    got = _ok(run_python("import geo.user as u; print(u.total(20), u.mid(1, 2.5))", [tmp_path]))
    assert got == f"{sum(19 * i + 5 for i in range(20))} {(1 + 2.5) / 2 + (2 + 2.5) / 2}\n"


# ------------------------------------------------------------------ setuptools: rebuilds


def _setup_project(root: Path) -> Path:
    pkg = _package(root)
    (pkg / "top.py").unlink()
    (pkg / "other.py").write_text("def triple(x: int) -> int:\n    return 3 * x\n")
    (root / "setup.py").write_text(
        "from setuptools import setup\nfrom hintc.setuptools import build_ext, hintcify\n"
        "setup(name='geo', version='0', packages=['geo'],\n"
        "      ext_modules=hintcify(['geo/base.py', 'geo/user.py', 'geo/other.py']),\n"
        "      cmdclass={'build_ext': build_ext})\n"
    )
    return root


def _build_inplace(project: Path) -> list[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (HINTC_ROOT, env.get("PYTHONPATH")) if p)
    proc = subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace"], cwd=project,
                          env=env, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return sorted(re.findall(r"hintc: compiling (\S+)", proc.stdout + proc.stderr))


def test_setuptools_rebuilds_follow_interfaces(tmp_path):
    project = _setup_project(tmp_path)
    assert _build_inplace(project) == ["geo.base", "geo.other", "geo.user"]
    cpp = next(project.glob("build/temp.*/hintc/geo/user.cpp")).read_text()
    assert TABLE_CALL.search(cpp)
    probe = "import geo.user as u; print(u.ratio(9, 2), u.total(5))"
    assert _ok(run_python(probe, [project])) == "5 215\n"
    assert _build_inplace(project) == []

    base = project / "geo" / "base.py"
    # A body change rebuilds only the module itself; its importer keeps its table.
    base.write_text(BASE.replace("return n // d", "return n // d + 100"))
    assert _build_inplace(project) == ["geo.base"]
    assert _ok(run_python(probe, [project])) == "105 215\n"

    # So does a new function, or a changed signature of a function the importer does not call.
    base.write_text("def extra(s: str) -> str:\n    return s\n\n" + base.read_text()
                    .replace("def mean(a: float, b: float)", "def mean(a: float, b: float = 1.0)")
                    .replace("+ base.mean(b=b, a=2)", ""))
    (project / "geo" / "user.py").write_text(USER.replace(" + base.mean(b=b, a=2)", ""))
    assert _build_inplace(project) == ["geo.base", "geo.user"]
    base.write_text(base.read_text().replace("def extra(s: str)", "def extra(s: str, t: int = 0)"))
    assert _build_inplace(project) == ["geo.base"]
    assert _ok(run_python(probe, [project])) == "105 215\n"

    # A signature change of a function the importer uses rebuilds the importer too.
    base.write_text(BASE.replace("def div(n: int, d: int) -> int:\n    return n // d",
                                 "def div(n: int, d: int, e: int = 0) -> int:\n"
                                 "    return n // d + e"))
    assert _build_inplace(project) == ["geo.base", "geo.user"]
    assert _ok(run_python(probe, [project])) == "5 215\n"
