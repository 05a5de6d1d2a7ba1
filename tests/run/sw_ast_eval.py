# An expression evaluator over dataclass node classes: a visitor with per-class methods chosen by
# isinstance, an environment of variables, errors raised from deep in the tree, and equality,
# repr and hashing of frozen nodes.
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Union


class Node:
    def accept(self, v: "Visitor") -> float:
        raise NotImplementedError(type(self).__name__)


@dataclass(frozen=True)
class Num(Node):
    value: float

    def accept(self, v: "Visitor") -> float:
        return v.num(self)


@dataclass(frozen=True)
class Var(Node):
    name: str

    def accept(self, v: "Visitor") -> float:
        return v.var(self)


@dataclass(frozen=True)
class BinOp(Node):
    op: str
    left: Node
    right: Node

    def accept(self, v: "Visitor") -> float:
        return v.binop(self)


@dataclass
class Let(Node):
    name: str
    value: Node
    body: Node
    notes: List[str] = field(default_factory=list)

    def accept(self, v: "Visitor") -> float:
        return v.let(self)


class EvalError(Exception):
    pass


class Visitor:
    def __init__(self, env: Optional[Dict[str, float]] = None) -> None:
        self.env: Dict[str, float] = dict(env) if env else {}
        self.steps = 0

    def num(self, n: Num) -> float:
        self.steps += 1
        return n.value

    def var(self, n: Var) -> float:
        self.steps += 1
        try:
            return self.env[n.name]
        except KeyError:
            raise EvalError(f"unbound {n.name}") from None

    def binop(self, n: BinOp) -> float:
        self.steps += 1
        a = n.left.accept(self)
        b = n.right.accept(self)
        if n.op == "+":
            return a + b
        if n.op == "*":
            return a * b
        if n.op == "/":
            try:
                return a / b
            except ZeroDivisionError as e:
                raise EvalError("division by zero in " + show(n)) from e
        raise EvalError("bad op " + n.op)

    def let(self, n: Let) -> float:
        saved = self.env.get(n.name)
        self.env[n.name] = n.value.accept(self)
        n.notes.append(n.name)
        try:
            return n.body.accept(self)
        finally:
            if saved is None:
                del self.env[n.name]
            else:
                self.env[n.name] = saved


def show(n: Node) -> str:
    if isinstance(n, Num):
        return f"{n.value:g}"
    if isinstance(n, Var):
        return n.name
    if isinstance(n, BinOp):
        return f"({show(n.left)} {n.op} {show(n.right)})"
    if isinstance(n, Let):
        return f"let {n.name} = {show(n.value)} in {show(n.body)}"
    return "?"


def evaluate(n: Node, env: Dict[str, float]) -> Union[float, str]:
    v = Visitor(env)
    try:
        r = n.accept(v)
        return f"{r:g} in {v.steps} steps"
    except EvalError as e:
        cause = type(e.__cause__).__name__ if e.__cause__ else "-"
        return f"EvalError: {e} (cause {cause}, context {e.__suppress_context__})"


def sample(k: float) -> List[Node]:
    x, y = Var("x"), Var("y")
    return [
        BinOp("+", Num(k), BinOp("*", x, Num(2))),
        Let("y", Num(k), BinOp("/", x, y)),
        BinOp("/", Num(1), BinOp("+", x, Num(-k))),
        BinOp("-", x, x),
        Var("zz"),
        Let("x", Num(10), Let("x", Num(20), x)),
    ]


def run(k: float) -> List[str]:
    out = [show(n) + " => " + str(evaluate(n, {"x": 3.0})) for n in sample(k)]
    a, b = BinOp("+", Num(1.0), Var("q")), BinOp("+", Num(1.0), Var("q"))
    out.append(f"{a == b} {hash(a) == hash(b)} {len({a, b})} {a!r}")
    let = Let("t", Num(1.5), Var("t"))
    let.accept(Visitor())
    out.append(repr(let))
    return out
