"""A compiled package as a whole (`hintc build pkg/`): a compiled `__init__` is a package while
its body runs (__path__, __package__, __spec__, relative imports of its own submodules), names
imported under `if TYPE_CHECKING:` serve annotations without the block running, and type aliases
of one module of the build type another's signatures natively. Each program is run compiled and
as plain Python; the outputs must match."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
import textwrap
from pathlib import Path

from helpers import run_python

EXT = sysconfig.get_config_var("EXT_SUFFIX")


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))


def _build_and_compare(tmp_path: Path, files: dict[str, str], package: str, probe: str) -> Path:
    """Builds `package` (a folder of files) in a copy, runs probe against both, returns the copy."""
    plain, compiled = tmp_path / "plain", tmp_path / "compiled"
    _write(plain, files)
    shutil.copytree(plain, compiled)
    proc = subprocess.run([sys.executable, "-m", "hintc", "build", f"{package}/", "--emit-cpp"],
                          cwd=compiled, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for py in (compiled / package).rglob("*.py"):
        assert py.with_name(py.stem + EXT).is_file(), py
    expected = run_python(probe, [plain])
    assert expected.returncode == 0, expected.stderr
    got = run_python(probe, [compiled])
    assert got.returncode == 0, got.stderr
    assert got.stdout == expected.stdout
    return compiled


PACKAGE_INIT = {
    "shapes/__init__.py": """\
        assert __package__ == "shapes", __package__
        assert __spec__.name == "shapes" and __spec__.submodule_search_locations == __path__
        from .area import square
        from . import perimeter
        from .perimeter import side_total as total

        _path: list[str] = __path__
        HERE = __file__.rsplit("/", 1)[0]

        def both(n: int) -> int:
            return square(n) + perimeter.side_total(n) + total(1)
    """,
    "shapes/area.py": """\
        def square(n: int) -> int:
            return n * n
    """,
    "shapes/perimeter.py": """\
        def side_total(n: int) -> int:
            return 4 * n

        def has_path() -> bool:
            return "__path__" in globals()
    """,
}


def test_compiled_init_is_a_package_while_its_body_runs(tmp_path):
    probe = textwrap.dedent("""\
        import os, shapes, shapes.perimeter
        print(shapes.both(3), shapes.square(5), shapes.total(2), shapes.__package__)
        print(shapes._path == [os.path.dirname(shapes.__file__)] == shapes.__path__)
        print(shapes.HERE == os.path.dirname(shapes.__file__), shapes.perimeter.has_path())
        print(hasattr(shapes.perimeter, "__path__"), shapes.perimeter.__package__)
    """)
    compiled = _build_and_compare(tmp_path, PACKAGE_INIT, "shapes", probe)
    got = run_python("import shapes; print(shapes.__file__)", [compiled])
    assert got.stdout.strip().endswith("__init__" + EXT)


def test_failed_package_init_is_taken_out_of_sys_modules(tmp_path):
    files = {
        "bad/__init__.py": "from .sub import f\nraise ValueError(f(2))\n",
        "bad/sub.py": "def f(x: int) -> int:\n    return x + 1\n",
    }
    probe = textwrap.dedent("""\
        import sys
        for _ in range(2):
            try:
                import bad
            except ValueError as e:
                print("ValueError", e, "bad" in sys.modules, "bad.sub" in sys.modules)
    """)
    _build_and_compare(tmp_path, files, "bad", probe)


TYPE_ONLY = {
    "toml2/__init__.py": """\
        from ._parse import parse_pair, skip, label, count_keys
    """,
    "toml2/_types.py": """\
        from typing import Any, Callable, Tuple

        ParseFloat = Callable[[str], Any]
        Key = Tuple[str, ...]
        Pos = int
    """,
    "toml2/_parse.py": """\
        from __future__ import annotations

        TYPE_CHECKING = False
        if TYPE_CHECKING:
            from collections.abc import Iterable
            from typing import Final

            from ._types import Key, ParseFloat, Pos
            import this_module_does_not_exist  # the block never runs

        LIMIT: Final = 100

        def skip(src: str, pos: Pos, chars: Iterable[str]) -> Pos:
            while pos < len(src) and src[pos] in chars:
                pos += 1
            return pos

        def parse_pair(src: str, pos: Pos, parse_float: ParseFloat) -> tuple[Pos, Key, float]:
            pos = skip(src, pos, " ")
            eq = src.index("=", pos)
            key: Key = tuple(src[pos:eq].strip().split("."))
            return skip(src, eq + 1, " "), key, parse_float(src[eq + 1:].strip())

        def label(pos: "Pos", key: "Key") -> str:
            return f"{pos}:{'.'.join(key)}"

        def count_keys(keys: list[Key]) -> int:
            return sum(len(k) for k in keys)
    """,
    "toml2/other.py": """\
        from __future__ import annotations

        import typing
        from typing import TYPE_CHECKING
        if TYPE_CHECKING:
            from decimal import Decimal
            from . import _types
        if not TYPE_CHECKING:
            RUNS = True
        else:
            from fractions import Fraction

        def half(x: "Decimal", pos: _types.Pos) -> "Decimal":
            return x / 2 + pos

        def third(x: Fraction | None = None) -> object:
            return x

        if typing.TYPE_CHECKING:
            raise AssertionError("typing.TYPE_CHECKING is False when the module runs")
    """,
}


def test_type_checking_imports_serve_annotations_and_do_not_run(tmp_path):
    probe = textwrap.dedent("""\
        import decimal, toml2, toml2.other as o
        print(toml2.parse_pair("  a.b = 1.5", 0, float), toml2.skip("xxy", 0, "x"))
        print(toml2.label(3, ("a", "b")), toml2.count_keys([("a",), ("b", "c")]), o.RUNS)
        print(o.half(decimal.Decimal(3), 1), o.third(), toml2._parse.LIMIT)
        print("Pos" in vars(toml2._parse), "Iterable" in vars(toml2._parse))
    """)
    compiled = _build_and_compare(tmp_path, TYPE_ONLY, "toml2", probe)
    cpp = (compiled / "toml2" / "_parse.cpp").read_text()
    # `Pos` is `int` of toml2/_types.py: the positions are native ints, the alias of a Callable
    # an object, and the tuple alias a native tuple.
    assert re.search(r"\bHInt hn_skip\(PyObject\*, HInt, PyObject\*", cpp), cpp[:2000]
    assert re.search(r"hn_parse_pair\(PyObject\*, HInt, PyObject\*", cpp)
    assert re.search(r"hn_label\(HInt, PyObject\*", cpp)
    # Python callers are checked against the alias's type, as any int parameter.
    proc = run_python("import toml2\ntoml2.skip('a', 'x', 'a')", [compiled])
    assert "TypeError" in proc.stderr and "'pos'" in proc.stderr, proc.stderr


def test_interfaces_carry_aliases_and_settle_across_modules(tmp_path):
    from hintc.build import plan_build_set

    _write(tmp_path, {
        "chain/__init__.py": "",
        "chain/a.py": "Pos = int\n",
        "chain/b.py": "from .a import Pos\n\ndef f(p: Pos) -> Pos:\n    return p\n",
    })
    modules = {m.module_name: m.interface for m in plan_build_set(
        sorted(str(p) for p in (tmp_path / "chain").glob("*.py")))}
    assert "alias Pos int\n" in modules["chain.a"]
    # b's interface was extracted again with a's: its signature says int, as its compile will.
    assert "param p : int\nreturns int\n" in modules["chain.b"]


def test_alias_change_retranslates_the_importer(tmp_path, monkeypatch):
    from hintc._setuptools_cache import translate_to_file
    from hintc.build import build_set_interfaces

    monkeypatch.chdir(tmp_path)
    Path("a.py").write_text("Pos = int\n")
    Path("b.py").write_text("from a import Pos\n\ndef f(p: Pos) -> Pos:\n    return p\n")

    def build_set() -> dict[str, str | None]:
        return build_set_interfaces({n: (Path(n + ".py").read_bytes(), n + ".py") for n in "ab"})

    cpp = tmp_path / "out" / "b.cpp"
    assert translate_to_file("b.py", "b", 2, str(cpp), build_set=build_set()) is True
    assert translate_to_file("b.py", "b", 2, str(cpp), build_set=build_set()) is False
    Path("a.py").write_text("Pos = float\n")
    assert translate_to_file("b.py", "b", 2, str(cpp), build_set=build_set()) is True
    assert re.search(r"\bdouble hn_f\(double, ", cpp.read_text())
