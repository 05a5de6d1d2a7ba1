"""Seeded generator of random well-typed modules over str, list, dict, set, tuple and Optional.

Each function takes `xs: list[int], s: str, d: dict[str, int], n: int` (plus optional extras),
runs a random sequence of container statements (methods, indexing with negative and
out-of-range indices, slices, comprehensions, fused reductions, unpacking, f-strings, iteration
over lists, dicts and strings) and returns repr() of its locals, so any difference in values,
order or exceptions between CPython and hintc shows up in the driver's output. Exceptions
(IndexError, KeyError, ValueError, ...) are part of the comparison.
"""
from __future__ import annotations

import random

INTS = ["0", "1", "-1", "2", "3", "-7", "10", "255", "4611686018427387904", "-9223372036854775809"]
SMALL = ["0", "1", "2", "-1", "-2", "3", "5", "-6"]
STRS = ['""', '"a"', '"ab"', '"Hello, World"', '"  pad  "', '"x,y,,z"', '"ünï"', '"42"', '"a-b-c"']
KEYS = ['"a"', '"b"', '"ab"', '"zz"', "s", "s[:1]"]


class _Body:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lines: list[str] = []
        self.tmp = 0

    def pick(self, options):
        return self.rng.choice(options)

    def int_expr(self) -> str:
        r = self.rng.randrange(18)
        return [
            "len(xs)", f"xs[{self.pick(SMALL)}]", "sum(xs)", "min(xs)", "max(xs)",
            f"xs.count({self.pick(SMALL)})", f"xs.index({self.pick(SMALL)})",
            f"sum(x * x for x in xs if x > {self.pick(SMALL)})", "len(s)",
            f"s.find({self.pick(STRS)})", f"s.count({self.pick(STRS)})",
            f"d.get({self.pick(KEYS)}, {self.pick(INTS)})", f"d[{self.pick(KEYS)}]",
            "ord(s[0])", f"n // {self.pick(['3', '-2', '7'])}", "len(d)",
            f"max(n, len(xs), {self.pick(INTS)})", "sum([len(w) for w in s.split()])",
        ][r]

    def str_expr(self) -> str:
        r = self.rng.randrange(16)
        return [
            "s.upper()", "s[::-1]", f"s[{self.pick(SMALL)}:{self.pick(SMALL)}]", "s.strip()",
            '"-".join(s.split(","))', f'f"{{n:>6}}|{{s!r}}|{{len(xs):03d}}"', "str(n)",
            f"s + {self.pick(STRS)}", f"s * {self.pick(['0', '2', '-1'])}", "repr(xs)",
            f"s.replace({self.pick(STRS)}, {self.pick(STRS)})", "s.lower().title()",
            f'"{{}}:{{}}".format(n, s)', "str(sorted(d))", f"s[{self.pick(SMALL)}]",
            "''.join([c for c in s if c.isalpha()])",
        ][r]

    def list_expr(self) -> str:
        r = self.rng.randrange(9)
        return [
            "sorted(xs)", f"xs[{self.pick(SMALL)}:{self.pick(SMALL)}]",
            f"[x * 2 for x in xs if x % {self.pick(['2', '3'])}]", "xs + [n]",
            "list(reversed(xs))", f"xs * {self.pick(['0', '2'])}", "sorted(xs, reverse=True)",
            "[len(w) for w in s.split(',')]", "[v for k, v in sorted(d.items())]",
        ][r]

    def bool_expr(self) -> str:
        r = self.rng.randrange(8)
        return [
            f"{self.pick(SMALL)} in xs", f"{self.pick(KEYS)} in d", f"s.startswith({self.pick(STRS)})",
            "xs == sorted(xs)", "not xs", "s.isdigit()", "len(s) > n", "any(x < 0 for x in xs)",
        ][r]

    def statement(self, depth: int = 1) -> None:
        ind = "    " * depth
        r = self.rng.randrange(22)
        if r == 0:
            self.lines.append(f"{ind}xs.append({self.int_expr()})")
        elif r == 1:
            self.lines.append(f"{ind}acc += {self.int_expr()}")
        elif r == 2:
            self.lines.append(f"{ind}d[{self.pick(KEYS)}] = {self.int_expr()}")
        elif r == 3:
            self.lines.append(f"{ind}out.append({self.str_expr()})")
        elif r == 4:
            self.lines.append(f"{ind}xs = {self.list_expr()}")
        elif r == 5:
            self.lines.append(f"{ind}flag = {self.bool_expr()}")
        elif r == 6:
            self.lines.append(f"{ind}xs.pop({self.pick(['', '0', '-1'])})")
        elif r == 7:
            self.lines.append(f"{ind}xs[{self.pick(SMALL)}] = {self.int_expr()}")
        elif r == 8:
            self.lines.append(f"{ind}for x in xs[:4]:")
            self.lines.append(f"{ind}    acc += x * {self.pick(SMALL)}")
        elif r == 9:
            self.lines.append(f"{ind}for i, x in enumerate(xs[:3]):")
            self.lines.append(f"{ind}    out.append(f\"{{i}}={{x}}\")")
        elif r == 10:
            self.lines.append(f"{ind}for k, v in d.items():")
            self.lines.append(f"{ind}    acc += v + len(k)")
        elif r == 11:
            self.lines.append(f"{ind}for c in s[:5]:")
            self.lines.append(f"{ind}    out.append(c * 2)")
        elif r == 12:
            self.lines.append(f"{ind}a, b = {self.int_expr()}, {self.str_expr()}")
            self.lines.append(f"{ind}out.append(b + str(a))")
        elif r == 13:
            self.lines.append(f"{ind}first, *rest = xs + [{self.pick(SMALL)}]")
            self.lines.append(f"{ind}acc += first + len(rest)")
        elif r == 14:
            self.lines.append(f"{ind}xs.sort(reverse={self.pick(['True', 'False'])})")
        elif r == 15:
            self.lines.append(f"{ind}seen = {{x % 4 for x in xs}}")
            self.lines.append(f"{ind}out.append(str(sorted(seen | {{{self.pick(SMALL)}}})))")
        elif r == 16:
            self.lines.append(f"{ind}sq = {{w: len(w) for w in s.split()}}")
            self.lines.append(f"{ind}acc += sum(sq.values()) if sq else 0")
        elif r == 17:
            self.lines.append(f"{ind}t = (n, s)")
            self.lines.append(f"{ind}out.append(t[1] * (t[0] % 3))")
        elif r == 18 and depth < 3:
            self.lines.append(f"{ind}if {self.bool_expr()}:")
            self.statement(depth + 1)
            self.lines.append(f"{ind}else:")
            self.statement(depth + 1)
        elif r == 19:
            self.lines.append(f"{ind}del xs[{self.pick(['0', '-1', '1:3'])}]")
        elif r == 20:
            self.lines.append(f"{ind}opt = d.get({self.pick(KEYS)})")
            self.lines.append(f"{ind}if opt is not None:")
            self.lines.append(f"{ind}    acc += opt")
        else:
            self.lines.append(f"{ind}s = {self.str_expr()}")


def generate_module(seed: int, n_funcs: int = 12) -> tuple[str, list[str]]:
    """Source text of one module and its function names."""
    rng = random.Random(seed)
    lines = [f"# Generated by tests/gen/containers.py (seed {seed}); do not edit.", ""]
    names = []
    for i in range(n_funcs):
        body = _Body(random.Random(rng.getrandbits(64)))
        for _ in range(rng.randint(2, 7)):
            body.statement()
        name = f"c{i}"
        names.append(name)
        lines += [
            "",
            "",
            f"def {name}(xs: list[int], s: str, d: dict[str, int], n: int) -> str:",
            "    acc = 0",
            "    out: list[str] = []",
            "    flag = False",
        ]
        lines += body.lines
        lines.append("    return repr((acc, out, flag, xs, s, sorted(d.items()), n))")
    return "\n".join(lines) + "\n", names


LIST_ARGS = ["[]", "[0]", "[3, -1, 2]", "[1, 1, 2, 3, 5, 8]", "[-5, 10**20, 7]", "[2, 2, 2, 2, 2]"]
STR_ARGS = ["''", "'abc'", "'Hello, World'", "'a,b,,c'", "' 12 '", "'ünïcödé x'", "'42'"]
DICT_ARGS = ["{}", "{'a': 1}", "{'a': 1, 'b': -2, 'ab': 3}", "{'zz': 10**19, 'a': 0}"]
N_ARGS = ["0", "1", "-3", "7", "2**62", "-(2**63)"]


def generate_driver(module_name: str, names: list[str], seed: int, calls: int = 6) -> str:
    rng = random.Random(seed ^ 0xC0DE)
    out = [
        f"# Driver generated by tests/gen/containers.py for {module_name} (seed {seed}).",
        f"import {module_name} as m",
        "",
        "",
        "def show(label, fn, *args):",
        "    try:",
        "        r = fn(*args)",
        "    except Exception as e:",
        "        print(label, '->', type(e).__name__, e)",
        "    else:",
        "        print(label, '->', r)",
        "",
        "",
    ]
    for name in names:
        for _ in range(calls):
            args = ", ".join(rng.choice(opts) for opts in (LIST_ARGS, STR_ARGS, DICT_ARGS, N_ARGS))
            out.append(f"show({f'{name}({args})'!r}, m.{name}, {args})")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    """Longer local runs: python tests/gen/containers.py --seeds 100-299 [--out DIR] [--jobs N]."""
    import sys
    from pathlib import Path

    here = Path(__file__).resolve().parent
    if str(here.parent) not in sys.path:
        sys.path.insert(0, str(here.parent))
    from gen.differential import generated_main

    return generated_main(argv, generate_module, generate_driver, "cg", "container")


if __name__ == "__main__":
    raise SystemExit(main())
