"""Huge functions (thousands of IR ops in one def: unrolled benchmarks, generated code): their
definitions carry HINTC_HUGE_FUNCTION, which turns off the C++ compiler's passes whose time grows
faster than the function, and they run as CPython does: exceptions, tracebacks with the right
line numbers, locals, generators and closures. benchmarks/build_scaling.py measures the build
time ("one function, N statements"); these tests only check the shape and the behaviour."""
from __future__ import annotations

import re
from pathlib import Path

from gen.differential import check_source, describe
from helpers import translate


def long_body(n: int, indent: str = "    ") -> str:
    """n statements over locals a, b, c (from the tuple xs), total (int), d (a dict)."""
    out = []
    for k in range(n):
        out.append(indent + (
            "a, b, c = xs",
            f"total += a * n + b - c + {k}",
            f"if total > {1000 + k}:\n{indent}    total = total % 1000 + d.get('k{k % 10}', 0)",
            f"d['k{k % 10}'] = total % 97",
        )[k % 4] + "\n")
    return "".join(out)


def long_module(n: int) -> str:
    return (
        "from typing import Callable, Dict, Iterator, Tuple\n"
        "def small(x: int) -> int:\n    return x + 1\n"
        "def long_fn(xs: tuple, d: Dict[str, int], n: int, fail_at: int) -> int:\n"
        "    total = 0\n"
        + long_body(n // 2)
        + "    if fail_at == 1:\n        total = total // (n - n)\n"
        + long_body(n // 2)
        + "    if fail_at == 2:\n        raise ValueError('late', total)\n"
        "    return total + small(n)\n"
        "def long_gen(xs: Tuple[int, int, int], d: Dict[str, int], n: int) -> Iterator[int]:\n"
        "    total = 0\n"
        + long_body(n // 2)
        + "    yield total\n"
        + long_body(n // 2)
        + "    yield total\n"
        "def long_closure(xs: Tuple[int, int, int], d: Dict[str, int], n: int) -> Callable[[], int]:\n"
        "    total = 0\n"
        + long_body(n)
        + "    def inner() -> int:\n        return total + a\n"
        "    return inner\n"
    )


def _definition_line(cpp: str, symbol: str) -> str:
    lines = [line for line in cpp.splitlines() if re.search(rf"\b{symbol}\(.*\) \{{$", line)]
    assert len(lines) == 1, (symbol, lines)
    return lines[0]


def test_huge_functions_are_marked_and_small_ones_are_not():
    result = translate(long_module(400), "big.py", "big", 2)
    assert result["ok"], result["diagnostics"]
    cpp = result["cpp"]
    assert _definition_line(cpp, "hn_long_fn").startswith("HINTC_HUGE_FUNCTION static ")
    assert _definition_line(cpp, "hn_long_closure").startswith("HINTC_HUGE_FUNCTION static ")
    # A generator's body is its resume function.
    resume = [line for line in cpp.splitlines()
              if line.startswith("HINTC_HUGE_FUNCTION static PyObject* ")
              and "(HintcGen* hgen) {" in line]
    assert len(resume) == 1, resume
    assert "HINTC_HUGE_FUNCTION" not in _definition_line(cpp, "hn_small")
    # Forward declarations stay plain.
    assert cpp.count("HINTC_HUGE_FUNCTION") == 3
    # Deterministic output.
    assert translate(long_module(400), "big.py", "big", 2)["cpp"] == cpp


def test_a_function_below_the_threshold_is_not_marked():
    result = translate(long_module(40), "big.py", "big", 2)
    assert result["ok"], result["diagnostics"]
    assert "HINTC_HUGE_FUNCTION" not in result["cpp"]


def test_huge_functions_run_as_cpython(tmp_path: Path):
    driver = (
        "import traceback\n"
        "from big import long_fn, long_gen, long_closure\n"
        "def show(v):\n    print(v)\n"
        "def tb(e):\n"
        "    return [(f.name, f.lineno) for f in traceback.extract_tb(e.__traceback__)][1:]\n"
        "show(long_fn((1, 2, 3), {'k1': 5}, 7, 0))\n"
        "show(long_fn((2 ** 40, -3, 2 ** 70), {}, 3, 0))\n"
        "try:\n    long_fn((1, 2, 3), {}, 7, 1)\n"
        "except ZeroDivisionError as e:\n    show(tb(e))\n"
        "try:\n    long_fn((1, 2, 3), {}, 7, 2)\n"
        "except ValueError as e:\n    show((e.args, tb(e)))\n"
        # A failing unpacking in the middle of the body.
        "try:\n    long_fn((1, 2), {}, 7, 0)\n"
        "except ValueError as e:\n    show((str(e), tb(e)))\n"
        "try:\n    long_fn((1, 2, 'x'), {}, 7, 0)\n"
        "except TypeError as e:\n    show((str(e), tb(e)))\n"
        "show(list(long_gen((1, 2, 3), {'k3': 1}, 5)))\n"
        "g = long_gen((4, 5, 6), {}, 2)\nshow(next(g))\nshow(next(g))\n"
        "show(long_closure((1, 2, 3), {}, 9)())\n"
    )
    outcome = check_source(long_module(400), driver, "big", tmp_path, opt_level=2)
    assert outcome.ok, describe(outcome)
