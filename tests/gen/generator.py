"""Seeded generator of random well-typed Python modules over hintc's supported slice, plus drivers.

A generated module holds module constants and N typed functions (int/float/bool parameters and
results) built from the slice: arithmetic with boundary literals, bit operations, comparisons and
chains, and/or/not, conditional expressions, if/while/for-range with break/continue/else, tuple
and augmented assignment, calls between the functions, builtins and the math module.

Rules that keep CPython and hintc comparable (docs/RELIABILITY.md):
  * float contexts only ever see float values (no int literal where a float is expected, no
    mixed min/max), because hintc turns an int passed as a float into a float and CPython does not;
  * calls pass well-typed arguments only (typed parameters reject the rest);
  * values stay bounded: loops run a few iterations, exponents and shift counts are small, so a
    program never runs long or builds huge integers.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

INT_EDGES = [
    "0", "1", "-1", "2", "-2", "3", "7", "-7", "10", "255", "-256",
    "2147483647", "-2147483648", "4294967295", "4294967296",
    "4611686018427387903", "4611686018427387904", "-4611686018427387904", "-4611686018427387905",
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
    "18446744073709551615", "18446744073709551616", "340282366920938463463374607431768211456",
]
FLOAT_EDGES = [
    "0.0", "-0.0", "1.0", "-1.0", "0.5", "-2.5", "3.75", "1e-300", "5e-324", "1e308", "-1e308",
    "1.7976931348623157e308", "9007199254740992.0", "9007199254740993.0", "4.6116860184273879e18",
    "9.223372036854775807e18", "-9.223372036854775808e18", "1e16", "123456.789",
    "math.inf", "-math.inf", "math.nan", "math.pi", "math.e",
]
INT_ARG_VALUES = [int(v) for v in INT_EDGES] + [2**63 - 2, -(2**63) + 1, 2**64 + 1, -(2**64), 10**30]
FLOAT_ARG_VALUES = [
    0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 1e-300, 5e-324, 1e308, -1e308, 2.0**53, 2.0**63, -(2.0**63),
    2.0**64, 1e16, float("inf"), float("-inf"), float("nan"), 123456.789, -7.25,
]

TYPES = ("int", "float", "bool")
RESULT_TYPES = TYPES + ("None",)
# Module globals that functions rebind through `global`; the driver prints them at the end.
MUTABLE_GLOBALS = {"G0": "int", "G1": "float"}


@dataclass
class Func:
    name: str
    params: list[tuple[str, str]]  # (name, type)
    ret: str
    defaults: dict[str, str] = field(default_factory=dict)
    recursive: bool = False  # counts down on its first (int) parameter


class _FuncGen:
    """Builds one function body; `scope` maps visible names to their types."""

    def __init__(self, rng: random.Random, funcs: list[Func], consts: dict[str, str]) -> None:
        self.rng = rng
        self.funcs = funcs  # earlier functions, callable from this one
        self.consts = consts
        self.scope: dict[str, str] = {}
        self.lines: list[str] = []
        self.loop_depth = 0
        self.n_locals = 0
        self.in_loop_body = False
        self.uses_globals = False
        self.ret = "None"

    # -- expressions -------------------------------------------------------------------------
    def names_of(self, ty: str) -> list[str]:
        return [n for n, t in self.scope.items() if t == ty] + [
            n for n, t in self.consts.items() if t == ty
        ]

    def expr(self, ty: str, depth: int = 0) -> str:
        if depth >= 3 or self.rng.random() < 0.25:
            return self.leaf(ty)
        return getattr(self, f"{ty}_expr")(depth + 1)

    def leaf(self, ty: str) -> str:
        names = self.names_of(ty)
        if names and self.rng.random() < 0.7:
            return self.rng.choice(names)
        if ty == "int":
            lit = self.rng.choice(INT_EDGES)
            return f"({lit})" if lit.startswith("-") else lit
        if ty == "float":
            lit = self.rng.choice(FLOAT_EDGES)
            return f"({lit})" if lit.startswith("-") else lit
        return self.rng.choice(["True", "False"])

    def int_expr(self, d: int) -> str:
        r = self.rng
        e = lambda: self.expr("int", d)  # noqa: E731
        choice = r.randrange(23)
        if choice < 6:
            op = r.choice(["+", "-", "*", "+", "-", "*"])
            return f"({e()} {op} {e()})"
        if choice == 6:
            # Either side may be zero: the ZeroDivisionError path matters as much as the result.
            return f"({e()} // {e()})" if r.random() < 0.4 else f"({e()} // ({e()} | 1))"
        if choice == 7:
            return f"({e()} % {e()})" if r.random() < 0.4 else f"({e()} % ({e()} | 1))"
        if choice == 8:
            return f"({e()} {r.choice(['&', '|', '^'])} {e()})"
        if choice == 9:
            if self.in_loop_body:
                return f"({e()} >> ({e()} & 127))"
            return f"({e()} {r.choice(['<<', '>>'])} ({e()} & {r.choice(['7', '31', '63', '127'])}))"
        if choice == 10:
            return f"{r.choice(['-', '~', '+'])}{e()}"
        if choice == 11:
            return f"abs({e()})"
        if choice == 12:
            return f"{r.choice(['min', 'max'])}({e()}, {e()})"
        if choice == 13:
            # int(float) raises on inf/nan; round() too; floor/ceil also.
            fn = r.choice(["int", "round", "math.floor", "math.ceil"])
            return f"{fn}({self.expr('float', d)})"
        if choice == 14:
            b = self.expr("bool", d)
            return r.choice([f"int({b})", f"({b} + {e()})", f"({e()} * {b})", f"(-{b})", f"(~{b})",
                             f"({b} + {self.expr('bool', d)})"])
        if choice == 15:
            exp = r.choice(["0", "1", "2", "3"]) if not self.in_loop_body else r.choice(["0", "1", "2"])
            return f"({e()} ** {exp})"
        if choice == 16:
            return f"({e()} if {self.expr('bool', d)} else {e()})"
        if choice == 17:
            return f"pow({e()}, {r.choice(['0', '1', '2', '3'])})"
        if choice == 18 and self.has_call("int"):
            return self.call("int", d)
        if choice == 19:
            return f"(({e()} * {e()}) % {r.choice(INT_EDGES[11:])})"
        if choice == 20:
            return f"abs({e()} - {e()}) // {r.choice(['2', '3', '10', '4294967296'])}"
        if choice == 21:
            if r.random() < 0.5:
                # A negative count raises ValueError; a big one stays cheap with a small operand.
                return f"({e()} {r.choice(['<<', '>>'])} {r.choice(['-1', '0', '1', '63', '64', '65'])})"
            # Modular pow: a zero modulus raises ValueError, the exponent may be huge.
            return f"pow({e()}, {e()} & 1023, {e()})"
        return self.leaf("int")

    def float_expr(self, d: int) -> str:
        r = self.rng
        f = lambda: self.expr("float", d)  # noqa: E731
        choice = r.randrange(21)
        if choice < 5:
            return f"({f()} {r.choice(['+', '-', '*'])} {f()})"
        if choice == 5:
            return f"({f()} / {f()})" if r.random() < 0.4 else f"({f()} / (abs({f()}) + 1.0))"
        if choice == 6:
            if r.random() < 0.3:
                op = r.choice(["//", "%"])
                i = self.expr("int", d)
                return f"({i} {op} {f()})" if r.random() < 0.5 else f"({f()} {op} {i})"
            return f"({f()} {r.choice(['//', '%'])} {f()})"
        if choice == 7:
            # Mixed arithmetic: an int operand makes the result a float in both implementations.
            op = r.choice(["+", "-", "*"])
            return f"({self.expr('int', d)} {op} {f()})" if r.random() < 0.5 else f"({f()} {op} {self.expr('int', d)})"
        if choice == 8:
            return f"({self.expr('int', d)} / {self.expr('int', d)})"
        if choice == 9:
            return f"float({self.expr('int', d)})"
        if choice == 10:
            return f"{r.choice(['-', '+'])}{f()}"
        if choice == 11:
            return f"abs({f()})"
        if choice == 12:
            return f"{r.choice(['min', 'max'])}({f()}, {f()})"
        if choice == 13:
            fn = r.choice(["math.sqrt", "math.exp", "math.log", "math.fabs", "math.sin", "math.cos",
                           "math.tan", "math.log2", "math.log10"])
            return f"{fn}({f()})"
        if choice == 14:
            fn = r.choice(["math.hypot", "math.atan2"])
            return f"{fn}({f()}, {f()})"
        if choice == 15:
            # Only int exponents: float ** float may be complex, so it is typed as object.
            return f"({f()} ** {r.choice(['0', '1', '2', '3', '-1', '-2'])})"
        if choice == 16:
            return f"({f()} if {self.expr('bool', d)} else {f()})"
        if choice == 17 and self.has_call("float"):
            return self.call("float", d)
        if choice == 18:
            return f"round({f()}, {r.choice(['0', '1', '2', '-1'])})"
        if choice == 19:
            # (int ** negative literal is left out: hintc types it as object, see
            # tests/gen/regressions/int_pow_negative_literal.py.)
            return f"({self.expr('int', d)} / {f()})" if r.random() < 0.5 else f"({f()} / {self.expr('int', d)})"
        return self.leaf("float")

    def bool_expr(self, d: int) -> str:
        r = self.rng
        choice = r.randrange(12)
        cmp = lambda: r.choice(["<", "<=", "==", "!=", ">", ">="])  # noqa: E731
        if choice < 3:
            ty = r.choice(["int", "float", "int"])
            return f"({self.expr(ty, d)} {cmp()} {self.expr(ty, d)})"
        if choice == 3:
            # Mixed int/float comparison is exact in CPython, even beyond 2**53.
            return f"({self.expr('int', d)} {cmp()} {self.expr('float', d)})"
        if choice == 4:
            ty = r.choice(["int", "float"])
            return f"({self.expr(ty, d)} {cmp()} {self.expr(ty, d)} {cmp()} {self.expr(ty, d)})"
        if choice == 5:
            return f"({self.expr('bool', d)} {r.choice(['and', 'or'])} {self.expr('bool', d)})"
        if choice == 6:
            return f"(not {self.expr('bool', d)})"
        if choice == 7:
            return f"bool({self.expr(r.choice(['int', 'float']), d)})"
        if choice == 8:
            return f"{r.choice(['math.isnan', 'math.isinf', 'math.isfinite'])}({self.expr('float', d)})"
        if choice == 9 and self.has_call("bool"):
            return self.call("bool", d)
        if choice == 10:
            op = r.choice(["==", "!=", "&", "|", "^"])
            return f"({self.expr('bool', d)} {op} {self.expr('bool', d)})"
        return self.leaf("bool")

    def has_call(self, ty: str) -> bool:
        return any(f.ret == ty for f in self.funcs)

    def call(self, ty: str, d: int) -> str:
        fn = self.rng.choice([f for f in self.funcs if f.ret == ty])
        args = []
        keywords = False  # once one argument is passed by keyword, the rest must be too
        for i, (pname, pty) in enumerate(fn.params):
            if pname in fn.defaults and self.rng.random() < 0.5:
                continue
            value = self.expr(pty, max(d, 2))
            keywords = keywords or (i > 0 and self.rng.random() < 0.3)
            args.append(f"{pname}={value}" if keywords else value)
        return f"{fn.name}({', '.join(args)})"

    # -- statements --------------------------------------------------------------------------
    def emit(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)

    def new_local(self, ty: str, indent: int) -> None:
        name = f"v{self.n_locals}"
        self.n_locals += 1
        value = self.expr(ty)
        if self.rng.random() < 0.5:
            self.emit(indent, f"{name}: {ty} = {value}")
        else:
            self.emit(indent, f"{name} = {value}")
        self.scope[name] = ty

    def assignable(self) -> list[str]:
        return [n for n in self.scope if n.startswith("v")]

    def global_store(self, indent: int) -> None:
        """Rebinds a module global; int globals stay bounded because calls accumulate."""
        name = self.rng.choice(sorted(MUTABLE_GLOBALS))
        if MUTABLE_GLOBALS[name] == "int":
            self.emit(indent, f"{name} = ({self.expr('int')}) % 4294967311")
        else:
            self.emit(indent, f"{name} {self.rng.choice(['=', '+=', '*='])} {self.expr('float')}")

    def stmt(self, indent: int, budget: int) -> None:
        r = self.rng
        targets = self.assignable()
        choice = r.randrange(13)
        if choice < 3 and targets:
            name = r.choice(targets)
            self.emit(indent, f"{name} = {self.expr(self.scope[name])}")
        elif choice == 3 and targets:
            name = r.choice(targets)
            ty = self.scope[name]
            if ty == "int":
                op = r.choice(["+=", "-=", "*=", "//=", "%=", "&=", "|=", "^=", ">>=", "<<="])
                rhs = self.expr("int")
                if op in ("//=", "%="):
                    rhs = f"({rhs} | 1)"
                elif op == ">>=":
                    rhs = f"({rhs} & 63)"
                elif op == "<<=":
                    rhs = f"({rhs} & 7)"
                self.emit(indent, f"{name} {op} {rhs}")
            elif ty == "float":
                op = r.choice(["+=", "-=", "*=", "/="])
                rhs = self.expr("float") if op != "/=" else f"(abs({self.expr('float')}) + 1.0)"
                self.emit(indent, f"{name} {op} {rhs}")
            else:
                self.emit(indent, f"{name} = not {name}")
        elif choice == 4 and len(targets) >= 2:
            a, b = r.sample(targets, 2)
            self.emit(indent, f"{a}, {b} = {self.expr(self.scope[a])}, {self.expr(self.scope[b])}")
        elif choice == 5 and budget > 0:
            self.emit(indent, f"if {self.expr('bool')}:")
            self.block(indent + 1, budget - 1)
            if r.random() < 0.3:
                self.emit(indent, f"elif {self.expr('bool')}:")
                self.block(indent + 1, budget - 1)
            if r.random() < 0.5:
                self.emit(indent, "else:")
                self.block(indent + 1, budget - 1)
        elif choice == 6 and budget > 0 and self.loop_depth < 2:
            self.for_loop(indent, budget)
        elif choice == 7 and budget > 0 and self.loop_depth < 2:
            self.while_loop(indent, budget)
        elif choice == 8 and self.loop_depth > 0:
            self.emit(indent, f"if {self.expr('bool')}:")
            self.emit(indent + 1, r.choice(["break", "continue"]))
        elif choice == 9 and r.random() < 0.3:
            self.emit(indent, "return" if self.ret == "None" else f"return {self.expr(self.ret)}")
        elif choice == 10:
            items = [self.expr(r.choice(TYPES)) for _ in range(r.randint(1, 3))]
            self.emit(indent, f"print({', '.join(items)})")
        elif choice == 11 and self.uses_globals:
            self.global_store(indent)
        elif choice == 12 and self.has_call("None"):
            self.emit(indent, self.call("None", 1))
        else:
            self.new_local(r.choice(TYPES), indent)

    def block(self, indent: int, budget: int) -> None:
        # Names bound inside a nested block may be unbound after it: they go out of scope.
        saved = dict(self.scope)
        for _ in range(self.rng.randint(1, 3)):
            self.stmt(indent, budget)
        self.scope = saved

    def loop_body(self, indent: int, budget: int) -> None:
        saved = self.in_loop_body
        self.in_loop_body = True
        self.loop_depth += 1
        self.block(indent, budget - 1)
        self.loop_depth -= 1
        self.in_loop_body = saved

    def for_loop(self, indent: int, budget: int) -> None:
        r = self.rng
        var = f"i{self.loop_depth}"
        bounds = r.choice([
            f"range({r.randint(0, 6)})",
            f"range({r.randint(-3, 2)}, {r.randint(0, 6)})",
            f"range({r.randint(5, 9)}, {r.randint(-2, 3)}, -{r.randint(1, 3)})",
            f"range({r.randint(0, 3)}, {r.randint(4, 9)}, {r.randint(1, 3)})",
        ])
        self.emit(indent, f"for {var} in {bounds}:")
        saved = dict(self.scope)
        self.scope[var] = "int"
        self.loop_body(indent + 1, budget)
        self.scope = saved  # the loop variable is unbound after an empty range
        if r.random() < 0.25:
            self.emit(indent, "else:")
            self.block(indent + 1, budget - 1)

    def while_loop(self, indent: int, budget: int) -> None:
        r = self.rng
        counter = f"w{self.loop_depth}_{self.n_locals}"
        self.n_locals += 1
        self.emit(indent, f"{counter} = 0")
        if r.random() < 0.3:
            self.emit(indent, "while True:")
            self.emit(indent + 1, f"{counter} += 1")
            self.emit(indent + 1, f"if {counter} > {r.randint(1, 6)}:")
            self.emit(indent + 2, "break")
        else:
            self.emit(indent, f"while {counter} < {r.randint(1, 6)}:")
            self.emit(indent + 1, f"{counter} += 1")
        self.scope[counter] = "int"
        self.loop_body(indent + 1, budget)
        if r.random() < 0.25:
            self.emit(indent, "else:")
            self.block(indent + 1, budget - 1)

    def function(self, fn: Func) -> list[str]:
        self.ret = fn.ret
        for pname, pty in fn.params:
            self.scope[pname] = pty
        params = []
        for pname, pty in fn.params:
            if pname in fn.defaults:
                params.append(f"{pname}: {pty} = {fn.defaults[pname]}")
            else:
                params.append(f"{pname}: {pty}")
        self.emit(0, f"def {fn.name}({', '.join(params)}) -> {fn.ret}:")
        self.uses_globals = self.rng.random() < 0.3
        if self.uses_globals:
            self.emit(1, f"global {', '.join(sorted(MUTABLE_GLOBALS))}")
        for _ in range(self.rng.randint(1, 3)):
            self.new_local(self.rng.choice(TYPES), 1)
        for _ in range(self.rng.randint(2, 6)):
            self.stmt(1, 2)
        if fn.ret != "None":
            self.emit(1, f"return {self.expr(fn.ret)}")
        elif self.rng.random() < 0.5:
            self.emit(1, self.rng.choice(["return", "return None"]))
        return self.lines


    def recursive_function(self, fn: Func) -> list[str]:
        """`a` (an int) counts down to a base case; depth is capped so it never nears the
        recursion limit, whose exact depth is not part of the comparison."""
        self.ret = fn.ret
        for pname, pty in fn.params:
            self.scope[pname] = pty
        params = ", ".join(f"{p}: {t}" for p, t in fn.params)
        self.emit(0, f"def {fn.name}({params}) -> {fn.ret}:")
        self.emit(1, f"if a <= 0 or a > {self.rng.randint(3, 12)}:")
        self.emit(2, "return" if fn.ret == "None" else f"return {self.expr(fn.ret)}")
        for _ in range(self.rng.randint(0, 2)):
            self.new_local(self.rng.choice(TYPES), 1)
        rest = [self.expr(t, 2) for _, t in fn.params[1:]]
        inner = f"{fn.name}({', '.join(['a - 1'] + rest)})"
        if fn.ret == "int":
            self.emit(1, f"return ({inner} {self.rng.choice(['+', '-', '*', '^'])} {self.expr('int')}) % 18446744073709551629")
        elif fn.ret == "float":
            self.emit(1, f"return {inner} * 0.5 {self.rng.choice(['+', '-'])} {self.expr('float')}")
        elif fn.ret == "bool":
            self.emit(1, f"return {inner} {self.rng.choice(['!=', '==', 'and', 'or'])} {self.expr('bool')}")
        else:
            self.emit(1, f"print(a, {self.expr(self.rng.choice(TYPES))})")
            self.emit(1, inner)
        return self.lines


def _default_literal(rng: random.Random, ty: str) -> str:
    if ty == "int":
        return rng.choice(INT_EDGES)
    if ty == "float":
        return rng.choice([v for v in FLOAT_EDGES if not v.startswith(("math.", "-math."))])
    return rng.choice(["True", "False"])


def generate_module(seed: int, n_funcs: int = 20) -> tuple[str, list[Func]]:
    """Source text of one module and the signatures of its functions (driver input)."""
    rng = random.Random(seed)
    lines = [f"# Generated by tests/gen/generator.py (seed {seed}); do not edit.", "import math", ""]
    consts: dict[str, str] = {}
    for i in range(rng.randint(1, 4)):
        ty = rng.choice(["int", "float"])
        name = f"K{i}"
        value = rng.choice(INT_EDGES if ty == "int" else FLOAT_EDGES)
        lines.append(f"{name}: {ty} = {value}" if rng.random() < 0.5 else f"{name} = {value}")
        consts[name] = ty
    lines.append(f"G0: int = {rng.choice(INT_EDGES[:11])}")
    lines.append(f"G1: float = {rng.choice(FLOAT_EDGES[:7])}")
    consts.update(MUTABLE_GLOBALS)
    lines.append("")
    funcs: list[Func] = []
    for i in range(n_funcs):
        params = [(p, rng.choice(TYPES)) for p in "abcd"[: rng.randint(0, 4)]]
        fn = Func(name=f"f{i}", params=params, ret=rng.choice(RESULT_TYPES))
        if params and rng.random() < 0.3:
            pname, pty = params[-1]
            fn.defaults[pname] = _default_literal(rng, pty)
        gen = _FuncGen(random.Random(rng.getrandbits(64)), list(funcs), consts)
        if params and params[0][1] == "int" and not fn.defaults and rng.random() < 0.25:
            fn.recursive = True
            body = gen.recursive_function(fn)
        else:
            body = gen.function(fn)
        lines += ["", ""] + body
        funcs.append(fn)
    return "\n".join(lines) + "\n", funcs


def _arg_value(rng: random.Random, ty: str):
    if ty == "int":
        return rng.choice(INT_ARG_VALUES)
    if ty == "float":
        return rng.choice(FLOAT_ARG_VALUES)
    return rng.choice([True, False])


def generate_driver(module_name: str, funcs: list[Func], seed: int, calls_per_func: int = 8) -> str:
    """A script calling every function with boundary arguments, printing results or exceptions."""
    rng = random.Random(seed ^ 0x5EED)
    out = [
        f"# Driver generated by tests/gen/generator.py for {module_name} (seed {seed}).",
        f"import {module_name} as m",
        "",
        "",
        "def fmt(v):",
        "    # Huge ints print in hex: decimal conversion is capped at 4300 digits.",
        "    if type(v) is int and v.bit_length() > 4000:",
        "        return 'int:' + hex(v)",
        "    return type(v).__name__ + ':' + repr(v)",
        "",
        "",
        "def show(label, fn, *args, **kwargs):",
        "    try:",
        "        r = fn(*args, **kwargs)",
        "    except Exception as e:",
        "        print(label, '->', type(e).__name__, e)",
        "    else:",
        "        print(label, '->', fmt(r))",
        "",
        "",
    ]
    for fn in funcs:
        for _ in range(calls_per_func if fn.params else 1):
            args, kwargs = [], {}
            for pname, pty in fn.params:
                if pname in fn.defaults and rng.random() < 0.4:
                    continue
                value = _arg_value(rng, pty)
                if fn.recursive and pname == "a" and rng.random() < 0.7:
                    value = rng.randint(-1, 12)
                if kwargs or rng.random() < 0.15:
                    kwargs[pname] = value
                else:
                    args.append(value)
            rendered = [repr(a) if not isinstance(a, float) else _float_src(a) for a in args]
            rendered += [f"{k}={v!r}" if not isinstance(v, float) else f"{k}={_float_src(v)}"
                         for k, v in kwargs.items()]
            call = ", ".join(rendered)
            out.append(f"show({f'{fn.name}({call})'!r}, m.{fn.name}{', ' if call else ''}{call})")
    out += [f"print({g!r}, fmt(m.{g}))" for g in sorted(MUTABLE_GLOBALS)]
    return "\n".join(out) + "\n"


def _float_src(v: float) -> str:
    if v != v:
        return "float('nan')"
    if v in (float("inf"), float("-inf")):
        return f"float('{v}')"
    return repr(v)
