"""Seeded generator of random well-typed modules over compiled classes and exceptions.

Every module has the same class skeletons (a class with typed int/float/str/list fields and a
property, a subclass overriding a method through super(), an ordered dataclass, a context manager
that may swallow exceptions, three exception classes) whose method bodies are random, and N
functions whose random statements create instances, call methods through the base and subclass,
raise and catch (several handlers, tuples, `as`, else, finally, `raise ... from`, bare `raise`,
assert), run `with` blocks, break and continue through `finally`, and record what happened in a
list. Each function returns repr() of that trace and the objects' state, so any difference in
values, dispatch, exception types, messages, causes or ordering between CPython and hintc shows
up in the driver's output; uncaught exceptions are printed by the driver.
"""
from __future__ import annotations

import random

SMALL = ["0", "1", "2", "3", "-1", "-2", "5", "7"]
INTS = SMALL + ["10**20", "-(2**63)", "4611686018427387904"]
FLOATS = ["0.5", "-1.25", "2.0", "1e300", "-0.0", "3.75"]
TAGS = ['"a"', '"box"', '"ünï"', '""', '"x-y"']


def _pick(rng: random.Random, options):
    return rng.choice(options)


def _method_body(rng: random.Random, ind: str, allow_super: bool) -> list[str]:
    """Statements of Box.step / Crate.step over `self` and `k: int`."""
    lines: list[str] = []
    if allow_super and rng.random() < 0.7:
        lines.append(f"{ind}r = super().step(k + {_pick(rng, SMALL)})")
        lines.append(f"{ind}self.extra += r % 7")
    for _ in range(rng.randint(1, 4)):
        r = rng.randrange(9)
        if r == 0:
            lines.append(f"{ind}self.n += k * {_pick(rng, INTS)}")
        elif r == 1:
            lines.append(f"{ind}self.x = self.x * {_pick(rng, FLOATS)} + k")
        elif r == 2:
            lines.append(f"{ind}if k > {_pick(rng, SMALL)}:")
            lines.append(f'{ind}    raise GValue(f"big {{k}} in {{self.tag}}")')
        elif r == 3:
            lines.append(f"{ind}if self.n % {_pick(rng, ['2', '3', '5'])} == 0:")
            lines.append(f'{ind}    raise GDeep("deep " + self.tag)')
        elif r == 4:
            lines.append(f'{ind}self.log.append(f"{{k}}:{{self.n}}")')
        elif r == 5:
            lines.append(f"{ind}self.n = self.n // (k - {_pick(rng, SMALL)})")
        elif r == 6:
            lines.append(f"{ind}for i in range(k % 4):")
            lines.append(f"{ind}    self.n += i * {_pick(rng, SMALL)}")
        elif r == 7:
            lines.append(f"{ind}if len(self.log) > {_pick(rng, ['1', '2', '3'])}:")
            lines.append(f"{ind}    raise GError(self.log[-1])")
        else:
            lines.append(f"{ind}self.tag = self.tag[:3] + str(k % 10)")
    return lines


class _Body:
    """Statements of one generated function over `n: int`, `s: str`, trace `out`, objects."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lines: list[str] = []

    def pick(self, options):
        return self.rng.choice(options)

    def call(self) -> str:
        target = self.pick(["b", "c", "poke(b, {k})", "poke(c, {k})"])
        k = f"n % {self.pick(['3', '5', '7'])} + {self.pick(SMALL)}"
        if "{k}" in target:
            return target.format(k=k)
        return f"{target}.step({k})"

    def handlers(self, ind: str) -> None:
        r = self.rng.randrange(4)
        if r == 0:
            self.lines += [
                f"{ind}except GValue as e:",
                f'{ind}    out.append("GValue " + str(e))',
                f"{ind}except GError as e:",
                f'{ind}    out.append(type(e).__name__ + " " + str(e))',
            ]
        elif r == 1:
            self.lines += [
                f"{ind}except (ZeroDivisionError, GDeep) as e:",
                f'{ind}    out.append("caught " + type(e).__name__ + ": " + str(e))',
            ]
        elif r == 2:
            self.lines += [
                f"{ind}except ValueError as e:",
                f'{ind}    out.append("value " + repr(e.args))',
                f"{ind}except Exception as e:",
                f'{ind}    out.append("other " + type(e).__name__)',
            ]
        else:
            self.lines += [
                f"{ind}except GError:",
                f'{ind}    out.append("gerror")',
                f"{ind}except ArithmeticError as e:",
                f'{ind}    out.append("arith " + str(e))',
            ]

    def statement(self, depth: int = 1) -> None:
        ind = "    " * depth
        r = self.rng.randrange(15)
        if r == 0:
            self.lines.append(f"{ind}try:")
            self.lines.append(f"{ind}    out.append(str({self.call()}))")
            self.handlers(ind)
            if self.rng.random() < 0.5:
                self.lines += [f"{ind}else:", f'{ind}    out.append("else")']
            if self.rng.random() < 0.5:
                self.lines += [f"{ind}finally:", f'{ind}    out.append("finally " + str(b.n))']
        elif r == 1:
            swallow = self.pick(["True", "False", "n % 2 == 0"])
            self.lines.append(f'{ind}with Ctx("w{depth}", out, {swallow}):')
            self.lines.append(f"{ind}    out.append(str({self.call()}))")
        elif r == 2:
            self.lines += [
                f"{ind}try:",
                f"{ind}    try:",
                f"{ind}        {self.call()}",
                f"{ind}    except GError as e:",
                f'{ind}        raise GValue("wrapped " + str(e)) from e',
                f"{ind}except GValue as e:",
                f"{ind}    cause = e.__cause__",
                f'{ind}    out.append(str(e) + " <- " + (type(cause).__name__ if cause is not None else "none"))',
            ]
        elif r == 3:
            self.lines += [
                f"{ind}if isinstance(b, Crate):",
                f'{ind}    out.append("crate")',
                f"{ind}elif isinstance(c, Box):",
                f'{ind}    out.append("box " + c.describe())',
            ]
        elif r == 4:
            self.lines += [
                f"{ind}p = Pt(n % 5, len(s))",
                f"{ind}q = Pt({self.pick(SMALL)}, {self.pick(SMALL)})",
                f"{ind}out.append(repr(p < q) + repr(p == q) + repr(max(p, q)))",
            ]
        elif r == 5:
            stop = self.pick(SMALL)
            self.lines += [
                f"{ind}for i in range(4):",
                f"{ind}    try:",
                f"{ind}        if i == {stop}:",
                f"{ind}            break",
                f"{ind}        if i % 2 == 1:",
                f"{ind}            continue",
                f"{ind}        b.step(i)",
                f"{ind}    except GError:",
                f'{ind}        out.append("loop gerror")',
                f"{ind}    finally:",
                f'{ind}        out.append(f"fin{{i}}")',
            ]
        elif r == 6:
            self.lines += [
                f"{ind}try:",
                f'{ind}    assert b.n != {self.pick(SMALL)}, "n is " + str(b.n)',
                f"{ind}except AssertionError as e:",
                f'{ind}    out.append("assert " + str(e))',
            ]
        elif r == 7:
            self.lines.append(f"{ind}out.append(repr(b.weight) + repr(c.weight))")
        elif r == 8:
            self.lines.append(f"{ind}b.tag = s[:2] + b.tag")
        elif r == 9:
            self.lines += [
                f"{ind}try:",
                f"{ind}    d = Crate(n, {self.pick(FLOATS)}, s, n % {self.pick(['3', '4'])} - 1)",
                f"{ind}    out.append(d.describe())",
                f"{ind}except GValue as e:",
                f'{ind}    out.append("init " + str(e))',
            ]
        elif r == 10:
            self.lines += [
                f"{ind}try:",
                f"{ind}    try:",
                f"{ind}        {self.call()}",
                f"{ind}    except Exception:",
                f'{ind}        out.append("reraise")',
                f"{ind}        raise",
                f"{ind}except Exception as e:",
                f'{ind}    out.append("outer " + type(e).__name__)',
            ]
        elif r == 11 and depth < 3:
            self.lines.append(f"{ind}if n % {self.pick(['2', '3'])} == 0:")
            self.statement(depth + 1)
            self.lines.append(f"{ind}else:")
            self.statement(depth + 1)
        elif r == 12:
            self.lines.append(f"{ind}out.append(str({self.call()}))")
        elif r == 13:
            self.lines += [
                f"{ind}try:",
                f"{ind}    raise {self.pick(['GError', 'GValue', 'GDeep'])}(s)",
                f"{ind}except {self.pick(['GError', 'ValueError', 'Exception', '(GDeep, GValue)'])} as e:",
                f'{ind}    out.append("raised " + type(e).__name__ + " " + repr(str(e)))',
            ]
        else:
            self.lines.append(f"{ind}c.extra = c.extra * 2 + {self.pick(SMALL)}")


def _classes(rng: random.Random) -> list[str]:
    lines = [
        "class GError(Exception):",
        "    pass",
        "",
        "",
        "class GValue(ValueError):",
        "    pass",
        "",
        "",
        "class GDeep(GError):",
        "    pass",
        "",
        "",
        "class Box:",
        "    def __init__(self, n: int, x: float, tag: str) -> None:",
        "        self.n = n",
        "        self.x = x",
        "        self.tag = tag",
        "        self.log: list[str] = []",
        "",
        "    def step(self, k: int) -> int:",
    ]
    lines += _method_body(rng, "        ", False)
    lines += [
        "        return self.n",
        "",
        "    def describe(self) -> str:",
        '        return f"{self.tag}:{self.n}:{self.x!r}:{len(self.log)}"',
        "",
        "    @property",
        "    def weight(self) -> float:",
        "        return self.x * 2.0 + len(self.log)",
        "",
        "",
        "class Crate(Box):",
        "    def __init__(self, n: int, x: float, tag: str, extra: int) -> None:",
        "        super().__init__(n, x, tag)",
        "        if extra < 0:",
        '            raise GValue("negative extra " + str(extra))',
        "        self.extra = extra",
        "",
        "    def step(self, k: int) -> int:",
    ]
    lines += _method_body(rng, "        ", True)
    lines += [
        "        return self.n + self.extra",
        "",
        "",
        "@dataclass(order=True)",
        "class Pt:",
        "    a: int",
        "    b: int",
        "",
        "",
        "class Ctx:",
        "    def __init__(self, name: str, out: list[str], swallow: bool) -> None:",
        "        self.name = name",
        "        self.out = out",
        "        self.swallow = swallow",
        "",
        '    def __enter__(self) -> "Ctx":',
        '        self.out.append("enter " + self.name)',
        "        return self",
        "",
        "    def __exit__(self, et: object, ev: object, tb: object) -> bool:",
        '        self.out.append("exit " + self.name + " " + (type(ev).__name__ if ev is not None else "-"))',
        "        return self.swallow",
        "",
        "",
        "def poke(b: Box, k: int) -> int:",
        "    return b.step(k) + 1",
    ]
    return lines


def generate_module(seed: int, n_funcs: int = 10) -> tuple[str, list[str]]:
    """Source text of one module and its function names."""
    rng = random.Random(seed)
    lines = [
        f"# Generated by tests/gen/classes.py (seed {seed}); do not edit.",
        "from dataclasses import dataclass",
        "",
        "",
    ]
    lines += _classes(random.Random(rng.getrandbits(64)))
    names = []
    for i in range(n_funcs):
        body = _Body(random.Random(rng.getrandbits(64)))
        for _ in range(rng.randint(2, 6)):
            body.statement()
        name = f"k{i}"
        names.append(name)
        lines += [
            "",
            "",
            f"def {name}(n: int, s: str) -> str:",
            "    out: list[str] = []",
            f"    b = Box(n, {_pick(rng, FLOATS)}, s)",
            f"    c = Crate(n + 1, {_pick(rng, FLOATS)}, s + {_pick(rng, TAGS)}, {_pick(rng, SMALL[:4])})",
        ]
        lines += body.lines
        lines.append("    return repr((out, b.describe(), c.describe(), b.log, c.log))")
    return "\n".join(lines) + "\n", names


N_ARGS = ["0", "1", "2", "3", "4", "-1", "-7", "11", "2**62", "-(2**63)", "10**19"]
S_ARGS = ["''", "'abc'", "'ünï'", "'x'", "'Hello'"]


def generate_driver(module_name: str, names: list[str], seed: int, calls: int = 6) -> str:
    rng = random.Random(seed ^ 0xC1A55)
    out = [
        f"# Driver generated by tests/gen/classes.py for {module_name} (seed {seed}).",
        f"import {module_name} as m",
        "",
        "",
        "def show(label, fn, *args):",
        "    try:",
        "        r = fn(*args)",
        "    except Exception as e:",
        "        cause = type(e.__cause__).__name__ if e.__cause__ is not None else '-'",
        "        print(label, '->', type(e).__name__, repr(str(e)), cause)",
        "    else:",
        "        print(label, '->', r)",
        "",
        "",
    ]
    for name in names:
        for _ in range(calls):
            args = f"{rng.choice(N_ARGS)}, {rng.choice(S_ARGS)}"
            out.append(f"show({f'{name}({args})'!r}, m.{name}, {args})")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    """Longer local runs: python tests/gen/classes.py --seeds 100-299 [--out DIR] [--jobs N]."""
    import sys
    from pathlib import Path

    here = Path(__file__).resolve().parent
    if str(here.parent) not in sys.path:
        sys.path.insert(0, str(here.parent))
    from gen.differential import generated_main

    return generated_main(argv, generate_module, generate_driver, "kg", "class")


if __name__ == "__main__":
    raise SystemExit(main())
