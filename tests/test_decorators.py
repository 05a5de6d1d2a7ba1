"""Decorated and conditional defs beyond the differential run tests: which calls stay direct
native calls, calls into a decorated function of another module of the build, the IR op that
makes a function object at its def, and the names a module reports."""
from __future__ import annotations

import re
import textwrap

import hintc
from helpers import run_python, translate

SOURCE = textwrap.dedent(
    """\
    import functools

    @functools.lru_cache
    def cached(n: int) -> int:
        return n + 1

    def plain(n: int) -> int:
        return n * 2

    def caller(n: int) -> object:
        return cached(n) + plain(n)
    """
)


def _body(cpp: str, name: str) -> str:
    """The C++ text of native function hn_NAME's definition."""
    m = re.search(r"\n[^\n;]*\bhn_" + name + r"\([^;{]*\{\n(.*?)\n\}\n", cpp, re.S)
    assert m, f"no definition of hn_{name}"
    return m.group(1)


def test_only_undecorated_functions_are_called_natively():
    r = translate(SOURCE, "m.py", "m")
    assert r["ok"], r["diagnostics"]
    body = _body(r["cpp"], "caller")
    assert "hn_plain(" in body
    assert "hn_cached(" not in body
    assert "make_function cached" in r["ir"]
    # The decorated function is not in the module's method table: its def binds it.
    table = r["cpp"][r["cpp"].index("hm_methods[] = {"):]
    table = table[: table.index("};")]
    assert '"plain"' in table and '"cached"' not in table
    assert r["names"].count("cached") == 1


def test_decorated_function_of_another_module_is_called_through_python(tmp_path):
    (tmp_path / "da.py").write_text(
        textwrap.dedent(
            """\
            import functools

            hits: list[int] = [0]

            @functools.lru_cache(maxsize=None)
            def slow(n: int) -> int:
                hits[0] += 1
                return n * n

            def direct(n: int) -> int:
                return n + 1
            """
        )
    )
    (tmp_path / "db.py").write_text(
        textwrap.dedent(
            """\
            import da

            def use(n: int) -> object:
                t: object = 0
                for i in range(n):
                    t = t + da.slow(i % 3) + da.direct(i)
                return t
            """
        )
    )
    hintc.build_modules([tmp_path / "da.py", tmp_path / "db.py"], emit_cpp=True)
    probe = "import da, db\nprint(db.use(10), da.hits[0], da.slow.cache_info().hits)\n"
    proc = run_python(probe, [tmp_path])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "70 3 7\n"


CONDITIONAL = textwrap.dedent(
    """\
    import sys
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from nowhere import Missing

    if sys.version_info >= (3, 8):
        def kind() -> str:
            return "new"
    else:
        def kind() -> str:
            return "old"

    if sys.version_info[:2] < (3, 0):
        def legacy() -> int:
            return 1

    FLAG = len(sys.argv) >= 0
    if FLAG:
        def pick() -> int:
            return 1
    else:
        def pick() -> int:
            return 2

    def use() -> str:
        return kind() + str(pick())
    """
)


def test_compile_time_conditions_keep_native_calls():
    # The binding passes the running Python's version: version tests are decided statically.
    r = translate(CONDITIONAL, "c.py", "c")
    assert r["ok"], r["diagnostics"]
    body = _body(r["cpp"], "use")
    assert "hn_kind(" in body and "hn_pick" not in body
    assert r["ir"].count("make_function pick") == 2
    assert "legacy" not in r["names"] and "Missing" not in r["ir"]


def test_conditional_defs_bind_the_branch_that_ran(tmp_path):
    (tmp_path / "cm.py").write_text(CONDITIONAL)
    hintc.build_module(str(tmp_path / "cm.py"), out_dir=str(tmp_path))
    proc = run_python("import cm\nprint(cm.use(), hasattr(cm, 'legacy'))\n", [tmp_path])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "new1 False\n"


FAILING = textwrap.dedent(
    """\
    from typing import Callable


    def bad(f: Callable[[int], int]) -> Callable[[int], int]:
        raise ValueError("rejected " + f.__name__)


    def ok(f: Callable[[int], int]) -> Callable[[int], int]:
        return f


    @ok
    @bad
    def g(x: int) -> int:
        return x
    """
)

PROBE = """\
import traceback
try:
    import {name}
except ValueError:
    for fs in traceback.extract_tb(__import__('sys').exc_info()[2])[1:]:
        print(fs.filename.rsplit('/', 1)[-1], fs.lineno, fs.name)
"""


def test_failing_decorator_traceback_matches_cpython(tmp_path):
    # The <module> frame names the decorator's line, as CPython's does.
    interp, compiled = tmp_path / "interp", tmp_path / "compiled"
    interp.mkdir()
    (interp / "tbdeco.py").write_text(FAILING)
    hintc.build_module(str(interp / "tbdeco.py"), out_dir=str(compiled))
    want = run_python(PROBE.format(name="tbdeco"), [interp])
    got = run_python(PROBE.format(name="tbdeco"), [compiled])
    assert want.stdout == "tbdeco.py 13 <module>\ntbdeco.py 5 bad\n", want.stderr
    assert got.stdout == want.stdout, got.stderr


OVERLOADS = textwrap.dedent(
    """\
    from typing import Union, overload

    @overload
    def double(x: int) -> int: ...
    @overload
    def double(x: str) -> str: ...
    def double(x: Union[int, str]) -> Union[int, str]:
        return x * 2

    def caller(n: int) -> object:
        return double(n)
    """
)


def test_overload_stubs_are_not_compiled(tmp_path):
    # As mypyc: only the implementation is compiled (a direct native call), so the stubs are never
    # registered with typing and typing.get_overloads() of the function is empty (a documented
    # difference: CPython lists the two stubs).
    r = translate(OVERLOADS, "m.py", "m")
    assert r["ok"], r["diagnostics"]
    assert "hn_double(" in _body(r["cpp"], "caller")
    assert "make_function double" not in r["ir"]
    src = tmp_path / "hintc_overloads_mod.py"
    src.write_text(OVERLOADS)
    from helpers import import_compiled

    mod = import_compiled(src, tmp_path / "out", module_name="hintc_overloads_mod")
    import typing

    assert mod.double(3) == 6 and mod.double("a") == "aa"
    assert typing.get_overloads(mod.double) == []
