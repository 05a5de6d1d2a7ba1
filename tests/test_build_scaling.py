"""Build size and behaviour at scale: long call chains and literal tables compile to C++ that
grows linearly with the source and run as CPython does (differential); parallel and incremental
builds (`hintc build -j`, the build cache) and a cached compiler through --cxx."""
from __future__ import annotations

import re
from pathlib import Path

from gen.differential import check_source, describe
from helpers import translate


def call_chain(n: int) -> str:
    """n small typed functions, each calling the one before (issue 25's shape)."""
    parts = ["def f1(x: int) -> int:\n    return x + 1\n"]
    for i in range(2, n + 1):
        parts.append(f"def f{i}(x: int) -> int:\n    return x * 2 + f{i - 1}(x) % 7\n")
    return "\n".join(parts)


def test_long_call_chain_runs_as_cpython(tmp_path: Path):
    n = 120
    driver = (
        "from chain import *\n"
        "def show(v):\n    print(v)\n"
        # Small ints (the int64 clones), values that overflow int64 part-way (the clones bail
        # out and the exact versions finish), and big ints from the start.
        f"for x in (0, 1, -5, 12345, 2**40, 2**62, -(2**63), 10**30):\n    show(f{n}(x))\n"
        "show(f7(3))\n"
    )
    outcome = check_source(call_chain(n), driver, "chain", tmp_path, opt_level=2)
    assert outcome.ok, describe(outcome)


def test_forced_inlining_of_a_call_chain_is_bounded():
    # Forcing every link inline nested the whole chain below each caller (quadratic code once
    # inlined, and a C++ compile of minutes at 40 functions): the forced-inline links in a row
    # stay few, however long the chain.
    n = 300
    result = translate(call_chain(n), "chain.py", "chain", 2)
    assert result["ok"], result["diagnostics"]
    for prefix in ("hn", "hnf"):  # the exact versions and the int64 clones
        forced = set(re.findall(rf"always_inline\)\) \w+ {prefix}_f(\d+)\(", result["cpp"]))
        assert "1" in forced  # small leaves are still inlined
        run = longest = 0
        for i in range(1, n + 1):
            run = run + 1 if str(i) in forced else 0
            longest = max(longest, run)
        assert longest < 8, (prefix, longest)


def literal_tables(n: int) -> str:
    """Module-level tables of constants (str/bytes/int/float/bool/None, nested), as in
    charset_normalizer's constant.py, plus one display of computed items."""
    words = [f"w{i}\u00e9" if i % 5 == 0 else f"w{i}" for i in range(n)]
    lines = ["from typing import Dict, List, Set, Tuple, Optional"]
    lines.append("NAMES: Dict[str, List[str]] = {" + ", ".join(
        f"{w!r}: [{w!r}, 'x', 'y{i % 3}']" for i, w in enumerate(words)) + ", 'w1': ['last']}")
    lines.append("KEYS: Set[object] = {" + ", ".join(
        repr(v) for i in range(n) for v in (i, i * 0.5, f"k{i}")) + ", True, None, 1.0, b'\\x00b'}")
    lines.append("ROWS: Tuple[Tuple[int, Optional[float], bool], ...] = (" + ", ".join(
        f"({i * 2 ** 35 - 7}, {None if i % 4 else -1.25}, {bool(i % 2)})" for i in range(n)) + ",)")
    lines.append("RANGES: Dict[str, range] = {" + ", ".join(
        f"'r{i}': range({i}, {i + 10})" for i in range(n)) + "}")
    lines.append("def fresh() -> List[int]:\n    return [" + ", ".join(str(i) for i in range(40)) + "]")
    return "\n".join(lines) + "\n"


def test_literal_tables_run_as_cpython(tmp_path: Path):
    driver = (
        "import tables\n"
        "def show(v):\n    print(v)\n"
        "show(sorted(tables.NAMES.items()))\nshow(list(tables.NAMES)[:5])\n"
        "show(sorted(map(repr, tables.KEYS)))\nshow(len(tables.KEYS))\n"
        "show(tables.ROWS[:6])\nshow(len(tables.ROWS))\n"
        "show(list(tables.RANGES.items())[-3:])\n"
        # Each call makes a new list, as the display does.
        "a = tables.fresh(); a.append(-1); show(tables.fresh()); show(a is tables.fresh())\n"
    )
    outcome = check_source(literal_tables(300), driver, "tables", tmp_path, opt_level=2)
    assert outcome.ok, describe(outcome)


def test_literal_tables_cpp_stays_within_20x_the_source():
    # Built op by op, each item's error path released every item before it: C++ quadratic in the
    # table (charset_normalizer's 42 KB constant.py made 10 MB). Now tables of constants are data
    # and the error paths share their releases.
    for n in (200, 800):
        source = literal_tables(n)
        result = translate(source, "tables.py", "tables", 2)
        assert result["ok"], result["diagnostics"]
        assert len(result["cpp"]) < 20 * len(source), (n, len(result["cpp"]), len(source))
