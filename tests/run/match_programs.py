# Two programs built on match: a walker over JSON-like trees (dicts, lists, scalars) and an
# evaluator of arithmetic expressions made of dataclasses; plus the run-time errors of class
# patterns (a non-class, too many positional sub-patterns, a bad __match_args__).
from dataclasses import dataclass
from typing import Any, Dict, List, Union


def walk(node: Any, depth: int = 0) -> List[str]:
    out: List[str] = []
    pad = "  " * depth
    match node:
        case {"name": str(name), "children": [*children]}:
            out.append(f"{pad}node {name} ({len(children)})")
            for c in children:
                out.extend(walk(c, depth + 1))
        case {"name": str(name), **attrs} if attrs:
            out.append(f"{pad}leaf {name} {sorted(attrs)}")
        case {"name": name}:
            out.append(f"{pad}bare {name!r}")
        case [*items]:
            out.append(f"{pad}list of {len(items)}")
            for it in items:
                out.extend(walk(it, depth + 1))
        case bool() | None:
            out.append(f"{pad}flag {node}")
        case int(i) | float(i):
            out.append(f"{pad}number {i * 2}")
        case str() as s if s.isupper():
            out.append(f"{pad}shout {s.lower()}")
        case str(s):
            out.append(f"{pad}text {s}")
        case other:
            out.append(f"{pad}unknown {type(other).__name__}")
    return out


def count(node: Any) -> Dict[str, int]:
    counts: Dict[str, int] = {}

    def visit(n: Any) -> None:
        kind = "other"
        match n:
            case dict():
                kind = "object"
                for v in n.values():
                    visit(v)
            case list() | tuple():
                kind = "array"
                for v in n:
                    visit(v)
            case str():
                kind = "string"
            case bool():
                kind = "bool"
            case int() | float():
                kind = "number"
            case None:
                kind = "null"
        counts[kind] = counts.get(kind, 0) + 1

    visit(node)
    return counts


@dataclass
class Num:
    value: float


@dataclass
class Var:
    name: str


@dataclass
class BinOp:
    op: str
    left: "Expr"
    right: "Expr"


@dataclass
class Neg:
    operand: "Expr"


Expr = Union[Num, Var, BinOp, Neg]


def evaluate(e: Expr, env: Dict[str, float]) -> float:
    match e:
        case Num(value=v):
            return v
        case Var(name) if name in env:
            return env[name]
        case Var(name):
            raise NameError(f"unbound {name}")
        case Neg(Neg(inner)):
            return evaluate(inner, env)
        case Neg(operand):
            return -evaluate(operand, env)
        case BinOp("+", l, r):
            return evaluate(l, env) + evaluate(r, env)
        case BinOp("-", l, r):
            return evaluate(l, env) - evaluate(r, env)
        case BinOp("*", Num(0.0), _) | BinOp("*", _, Num(0.0)):
            return 0.0
        case BinOp("*", l, r):
            return evaluate(l, env) * evaluate(r, env)
        case BinOp("/", l, r):
            return evaluate(l, env) / evaluate(r, env)
        case BinOp(op):
            raise ValueError("unknown operator " + op)


def simplify(e: Expr) -> Expr:
    match e:
        case BinOp("+", Num(0.0), x) | BinOp("+", x, Num(0.0)):
            return simplify(x)
        case BinOp("*", Num(1.0), x) | BinOp("*", x, Num(1.0)):
            return simplify(x)
        case BinOp(op, l, r):
            return BinOp(op, simplify(l), simplify(r))
        case Neg(Num(value=v)):
            return Num(-v)
        case _:
            return e


def show_expr(e: Expr) -> str:
    match e:
        case Num(v) if v == int(v):
            return str(int(v))
        case Num(v):
            return str(v)
        case Var(n):
            return n
        case Neg(x):
            return "-" + show_expr(x)
        case BinOp(op, l, r):
            return f"({show_expr(l)} {op} {show_expr(r)})"


class NoArgs:
    pass


class BadArgs:
    __match_args__ = ["a"]
    a = 1


class NotStr:
    __match_args__ = (1,)


def errors(which: int) -> str:
    cls: Any = len if which == 0 else NoArgs
    match which:
        case 0 if False:
            return "never"
        case _:
            pass
    match NoArgs() if which < 2 else (5 if which == 2 else (BadArgs() if which == 3 else NotStr())):
        case cls() if which == 0:
            return "unreachable"
        case NoArgs(1) if which == 1:
            return "too many"
        case int(1, 2) if which == 2:
            return "too many for int"
        case BadArgs(x) if which == 3:
            return "bad args " + str(x)
        case NotStr(y) if which == 4:
            return "not str " + str(y)
        case _:
            return "fell through"
