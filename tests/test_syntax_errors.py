"""Syntax errors are reported at CPython's line and column, with CPython's message, and syntax
follows the version hintc builds for (the interpreter running it).

The expected positions are pinned here (read off CPython 3.11-3.13, which agree on these), not
computed from the running interpreter, so a change in how hintc reports them fails the test."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

import hintc

# name: (source, line, column, message)
COMMON = {
    "operator_at_end_of_line": ("def f(x):\n    y = x +\n    return y\n", 2, 12, "invalid syntax"),
    "missing_colon": ("def f(x):\n    if x\n        pass\n", 2, 9, "expected ':'"),
    "paren_never_closed": ("x = (1,\n     2\ny = 3\n", 1, 5, "'(' was never closed"),
    "unterminated_string": (
        "s = 'abc\n",
        1,
        5,
        "unterminated string literal (detected at line 1)",
    ),
    "unterminated_triple_quoted": (
        "x = 1\ns = '''abc\n",
        2,
        5,
        "unterminated triple-quoted string literal (detected at line 2)",
    ),
    "no_indented_block": (
        "def f():\nreturn 1\n",
        2,
        1,
        "expected an indented block after function definition on line 1",
    ),
    "unindent_mismatch": (
        "if True:\n        a = 1\n    b = 2\n",
        3,
        10,
        "unindent does not match any outer indentation level",
    ),
    "unexpected_indent": ("x = 1\n    y = 2\n", 2, 4, "unexpected indent"),
    "assign_to_literal": (
        "1 = x\n",
        1,
        1,
        "cannot assign to literal here. Maybe you meant '==' instead of '='?",
    ),
    "missing_comma": ("print(1 2)\n", 1, 7, "invalid syntax. Perhaps you forgot a comma?"),
    "assignment_in_condition": (
        "x = 0\nif x = 1:\n    pass\n",
        2,
        4,
        "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
    ),
    "mismatched_bracket": (
        "x = (1, 2]\n",
        1,
        10,
        "closing parenthesis ']' does not match opening parenthesis '('",
    ),
    "keyword_as_argument_name": ("def g(**k: int) -> None: ...\ng(in=1)\n", 2, 3, "invalid syntax"),
    "walrus_to_attribute": (
        "class A: pass\na = A()\n(a.b := 1)\n",
        3,
        2,
        "cannot use assignment expressions with attribute",
    ),
}

# Accepted from 3.12 (PEP 701), rejected before with these errors.
FSTRING_BACKSLASH = (
    "def join(xs: list[str]) -> str:\n    return f'{\"\\t\".join(xs)}'\n",
    2,
    30,
    "f-string expression part cannot include a backslash",
)
FSTRING_SAME_QUOTES = (
    "def pick(d: dict[str, int]) -> str:\n    return f'{d['a']}'\n",
    2,
    18,
    "f-string: unmatched '['",
)


def _cli(source: str, tmp_path, name: str = "bad") -> subprocess.CompletedProcess[str]:
    path = tmp_path / f"{name}.py"
    path.write_text(source)
    return subprocess.run(
        [sys.executable, "-m", "hintc", "build", str(path), "-o", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        timeout=120,
    )


def _assert_reported(proc, path, source: str, line: int, col: int, message: str) -> None:
    assert proc.returncode == 1, proc.stderr
    lines = proc.stderr.splitlines()
    header = f"{path}:{line}:{col}: error: {message}"
    assert lines[0] == header, proc.stderr
    # The source line, then a caret under the column.
    assert lines[1] == "    " + source.splitlines()[line - 1]
    assert lines[2] == "    " + " " * (col - 1) + "^"


@pytest.mark.parametrize("name", sorted(COMMON))
def test_common_syntax_errors_at_cpythons_position(name, tmp_path):
    source, line, col, message = COMMON[name]
    proc = _cli(source, tmp_path)
    _assert_reported(proc, tmp_path / "bad.py", source, line, col, message)
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


def test_build_module_raises_with_the_position(tmp_path):
    source, line, col, message = COMMON["operator_at_end_of_line"]
    path = tmp_path / "m.py"
    path.write_text(source)
    with pytest.raises(hintc.CompileError) as info:
        hintc.build_module(path, out_dir=tmp_path)
    assert info.value.errors == [(line, col, message)]


@pytest.mark.parametrize("case", [FSTRING_BACKSLASH, FSTRING_SAME_QUOTES], ids=["backslash", "quotes"])
def test_fstring_syntax_follows_the_target_version(case, tmp_path):
    source, line, col, message = case
    if sys.version_info < (3, 12):
        proc = _cli(source, tmp_path)
        _assert_reported(proc, tmp_path / "bad.py", source, line, col, message)
        return
    # 3.12 and later accept both forms: the module compiles and runs as CPython runs it.
    proc = _cli(source, tmp_path, name="ok")
    assert proc.returncode == 0, proc.stderr
    check = textwrap.dedent(
        """
        import sys
        sys.path.insert(0, sys.argv[1])
        import ok
        if hasattr(ok, "join"):
            print(repr(ok.join(["a", "b"])))
        else:
            print(repr(ok.pick({"a": 7})))
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", check, str(tmp_path / "out")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() in ("'a\\tb'", "'7'")


def test_errors_past_the_parser_keep_the_cores_report(tmp_path):
    # 'break' outside a loop is CPython's compiler's error, not its parser's: the compiler core
    # reports it (with every other error of the file), in mypy's words.
    source = "def f() -> None:\n    pass\nbreak\nx: int = 'a'\n"
    proc = _cli(source, tmp_path)
    assert proc.returncode == 1
    assert f"{tmp_path / 'bad.py'}:3:1: error: " in proc.stderr
    assert f"{tmp_path / 'bad.py'}:4:1: error: Incompatible types" in proc.stderr


def test_compiler_errors_the_core_misses_are_still_reported(tmp_path):
    # A `from __future__` import after other code is CPython's compile-time SyntaxError.
    source = "x = 1\nfrom __future__ import annotations\n"
    proc = _cli(source, tmp_path)
    _assert_reported(
        proc,
        tmp_path / "bad.py",
        source,
        2,
        1,
        "from __future__ imports must occur at the beginning of the file",
    )
