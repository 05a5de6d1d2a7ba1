"""Hostile inputs: translate() must return diagnostics or success and never crash, and the CLI
must exit 1 with `file:line:col: error:` lines for the inputs it rejects. Every compile runs in a
subprocess so that a crash fails one test instead of killing pytest."""
from __future__ import annotations

import json
import random
import re
import subprocess
import sys

import pytest


def _garbage() -> bytes:
    rng = random.Random(1234)
    return bytes(rng.randrange(256) for _ in range(4096))


def _nested_ifs(depth: int) -> str:
    lines = ["def f(x: int) -> int:"]
    for i in range(depth):
        lines.append(" " * (i + 1) * 4 + f"if x > {i}:")
    lines.append(" " * (depth + 1) * 4 + "x += 1")
    lines.append("    return x")
    return "\n".join(lines) + "\n"


def _big_module(lines_wanted: int) -> str:
    out = []
    i = 0
    while len(out) < lines_wanted:
        out += [
            f"def f{i}(a: int, b: float = {i}.5) -> float:",
            f"    c = a * {i} + {i % 7}",
            "    if c % 2 == 0:",
            "        c //= 2",
            "    return c + b",
            "",
            f"V{i} = f{i}({i})",
            "",
        ]
        i += 1
    return "\n".join(out) + "\n"


# name -> (source bytes, expectation): "bad" must be rejected, "good" must compile, "any" may do
# either (hintc may legitimately reject nesting CPython also limits).
CASES = {
    "empty": (b"", "good"),
    "only_comments": (b"# nothing here\n\n# at all\n", "good"),
    "no_trailing_newline": (b"def f(x: int) -> int:\n    return x", "good"),
    "crlf_line_endings": (b"def f(x: int) -> int:\r\n    return x + 1\r\n", "good"),
    "binary_garbage": (_garbage(), "bad"),
    "nul_bytes": (b"x = 1\x00\x00\ny = 2\n", "bad"),
    "invalid_utf8": (b"def f(x: int) -> int:\n    return x\n\xff\xfe\xfd = 3\n", "bad"),
    "invalid_utf8_in_comment": (b"# caf\xe9\nx = 1\n", "bad"),
    "truncated_utf8": (b"x = 1  # \xe2\x82", "bad"),
    "unterminated_string": (b'print("never closed)\n', "bad"),
    "unterminated_triple_string": (b'"""\nx = 1\n', "bad"),
    "lone_operator": (b"+\n", "bad"),
    "tabs_and_spaces": (b"def f(x: int) -> int:\n\tif x:\n        return 1\n\treturn 2\n", "bad"),
    "nested_parens_10k": (("x = " + "(" * 10000 + "1" + ")" * 10000 + "\n").encode(), "any"),
    "unclosed_parens_10k": (("x = " + "(" * 10000 + "1\n").encode(), "bad"),
    "nested_unary_10k": (("x = " + "-" * 10000 + "1\n").encode(), "any"),
    "long_sum_10k": (("def f(a: int) -> int:\n    return " + " + ".join(["a"] * 10000) + "\n").encode(), "any"),
    "nested_ifs_1k": (_nested_ifs(1000).encode(), "any"),
    "nested_ifs_50": (_nested_ifs(50).encode(), "good"),
    "module_50k_lines": (_big_module(50000).encode(), "good"),
}

RUNNER = """
import json, sys
from hintc import _core
data = open(sys.argv[1], "rb").read()
r = _core.translate(data, sys.argv[1], "mod", 1)
print(json.dumps({"ok": bool(r["ok"]), "errors": [list(e) for e in r["errors"]],
                  "diagnostics": r["diagnostics"], "cpp_len": len(r["cpp"])}))
"""


def _translate_in_subprocess(path):
    proc = subprocess.run(
        [sys.executable, "-c", RUNNER, str(path)], capture_output=True, text=True, timeout=600
    )
    assert proc.returncode == 0, f"translate crashed (rc={proc.returncode}):\n{proc.stderr[-3000:]}"
    return json.loads(proc.stdout)


@pytest.mark.parametrize("name", sorted(CASES))
def test_translate_never_crashes(name, tmp_path):
    source, expectation = CASES[name]
    path = tmp_path / f"{name}.py"
    path.write_bytes(source)
    result = _translate_in_subprocess(path)
    if expectation == "good":
        assert result["ok"], result["diagnostics"]
    elif expectation == "bad":
        assert not result["ok"], "hostile input was accepted"
    if result["ok"]:
        assert result["cpp_len"] > 0 and not result["errors"]
        return
    assert result["errors"], "failure without any diagnostic"
    lines = source.split(b"\n")
    for line, col, message in result["errors"]:
        assert 1 <= line <= len(lines) + 1, (line, col, message)
        assert col >= 1 and message.strip()
        assert f"{path}:{line}:{col}: error: " in result["diagnostics"]

    proc = subprocess.run(
        [sys.executable, "-m", "hintc", "build", str(path), "-o", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        errors="replace",
        timeout=600,
    )
    assert proc.returncode == 1, proc.stderr[-3000:]
    assert re.search(rf"^{re.escape(str(path))}:\d+:\d+: error: ", proc.stderr, re.M), proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr


def test_cli_builds_empty_module(tmp_path):
    path = tmp_path / "empty_mod.py"
    path.write_bytes(b"")
    proc = subprocess.run(
        [sys.executable, "-m", "hintc", "build", str(path), "-o", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    built = list((tmp_path / "out").glob("empty_mod*.so"))
    assert len(built) == 1
    check = subprocess.run(
        [sys.executable, "-P", "-c", "import empty_mod; print(sorted(n for n in dir(empty_mod) if not n.startswith('__')))"],
        cwd=tmp_path / "out",
        env={"PYTHONPATH": str(tmp_path / "out")},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert check.returncode == 0, check.stderr
    assert check.stdout.strip() == "[]"
