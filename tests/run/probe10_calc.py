"""Tokenizer, recursive-descent parser and evaluator with an exception hierarchy."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator, Optional, Union


class CalcError(Exception):
    """Base of every calculator failure."""

    def __init__(self, message: str, pos: int = -1) -> None:
        super().__init__(message, pos)
        self.message = message
        self.pos = pos

    def __str__(self) -> str:
        if self.pos >= 0:
            return f"{self.message} at {self.pos}"
        return self.message


class LexError(CalcError, ValueError):
    pass


class ParseError(CalcError):
    def __init__(self, message: str, pos: int, expected: tuple[str, ...] = ()) -> None:
        super().__init__(message, pos)
        self.expected = expected

    def __repr__(self) -> str:
        return f"ParseError({self.message!r}, pos={self.pos}, expected={self.expected!r})"


class EvalError(CalcError, ArithmeticError):
    pass


class UnknownName(EvalError, KeyError):
    def __init__(self, name: str) -> None:
        super().__init__(f"unknown name {name!r}")
        self.name = name


@dataclass(frozen=True)
class Token:
    kind: str
    text: str
    pos: int


OPS = "+-*/%^(),"


def tokenize(src: str) -> Iterator[Token]:
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c.isspace():
            i += 1
            continue
        if c.isdigit() or c == ".":
            start = i
            while i < n and (src[i].isdigit() or src[i] == "."):
                i += 1
            text = src[start:i]
            if text.count(".") > 1:
                raise LexError(f"bad number {text!r}", start)
            yield Token("num", text, start)
            continue
        if c.isalpha() or c == "_":
            start = i
            while i < n and (src[i].isalnum() or src[i] == "_"):
                i += 1
            yield Token("name", src[start:i], start)
            continue
        if c in OPS:
            yield Token("op", c, i)
            i += 1
            continue
        raise LexError(f"unexpected character {c!r}", i)
    yield Token("end", "", n)


Node = Union["Num", "Var", "BinOp", "Neg", "Call"]


@dataclass
class Num:
    value: float


@dataclass
class Var:
    name: str


@dataclass
class BinOp:
    op: str
    left: Node
    right: Node


@dataclass
class Neg:
    operand: Node


@dataclass
class Call:
    func: str
    args: list[Node]


class Parser:
    def __init__(self, src: str) -> None:
        try:
            self.tokens = list(tokenize(src))
        except LexError as e:
            raise ParseError("cannot tokenize", e.pos, ("token",)) from e
        self.i = 0

    @property
    def cur(self) -> Token:
        return self.tokens[self.i]

    def advance(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def expect(self, text: str) -> Token:
        if self.cur.text != text:
            raise ParseError(f"expected {text!r}, got {self.cur.text or 'end'!r}", self.cur.pos, (text,))
        return self.advance()

    def parse(self) -> Node:
        node = self.expr()
        if self.cur.kind != "end":
            raise ParseError("trailing input", self.cur.pos, ("end",))
        return node

    def expr(self) -> Node:
        node = self.term()
        while self.cur.text in ("+", "-"):
            op = self.advance().text
            node = BinOp(op, node, self.term())
        return node

    def term(self) -> Node:
        node = self.factor()
        while self.cur.text in ("*", "/", "%"):
            op = self.advance().text
            node = BinOp(op, node, self.factor())
        return node

    def factor(self) -> Node:
        base = self.unary()
        if self.cur.text == "^":
            self.advance()
            return BinOp("^", base, self.factor())
        return base

    def unary(self) -> Node:
        if self.cur.text == "-":
            self.advance()
            return Neg(self.unary())
        return self.atom()

    def atom(self) -> Node:
        tok = self.cur
        if tok.kind == "num":
            self.advance()
            return Num(float(tok.text))
        if tok.kind == "name":
            self.advance()
            if self.cur.text == "(":
                self.advance()
                args: list[Node] = []
                if self.cur.text != ")":
                    args.append(self.expr())
                    while self.cur.text == ",":
                        self.advance()
                        args.append(self.expr())
                self.expect(")")
                return Call(tok.text, args)
            return Var(tok.text)
        if tok.text == "(":
            self.advance()
            inner = self.expr()
            self.expect(")")
            return inner
        raise ParseError("unexpected token", tok.pos, ("num", "name", "("))


FUNCS: dict[str, Callable[..., float]] = {
    "max": max,
    "min": min,
    "abs": abs,
}


class Evaluator:
    def __init__(self, env: Optional[dict[str, float]] = None) -> None:
        self.env: dict[str, float] = dict(env) if env else {}
        self.steps = 0

    def eval(self, node: Node) -> float:
        self.steps += 1
        if isinstance(node, Num):
            return node.value
        if isinstance(node, Var):
            try:
                return self.env[node.name]
            except KeyError:
                raise UnknownName(node.name) from None
        if isinstance(node, Neg):
            return -self.eval(node.operand)
        if isinstance(node, Call):
            fn = FUNCS.get(node.func)
            if fn is None:
                raise UnknownName(node.func)
            values = [self.eval(a) for a in node.args]
            try:
                return float(fn(*values))
            except TypeError as e:
                raise EvalError(f"bad call of {node.func}: {e}") from e
        left = self.eval(node.left)
        right = self.eval(node.right)
        try:
            if node.op == "+":
                return left + right
            if node.op == "-":
                return left - right
            if node.op == "*":
                return left * right
            if node.op == "/":
                return left / right
            if node.op == "%":
                return left % right
            return left**right
        except ZeroDivisionError as e:
            raise EvalError("division by zero") from e
        except OverflowError:
            raise EvalError("overflow")


def calculate(src: str, env: Optional[dict[str, float]] = None) -> str:
    ev = Evaluator(env)
    log: list[str] = []
    try:
        tree = Parser(src).parse()
        value = ev.eval(tree)
    except (LexError, ParseError) as e:
        cause = e.__cause__
        log.append(f"syntax: {e} | {e!r} | args={e.args} | cause={cause!r}")
    except UnknownName as e:
        log.append(f"name: {e.name} {e} {isinstance(e, KeyError)} ctx={e.__context__!r} sup={e.__suppress_context__}")
    except CalcError as e:
        log.append(f"calc: {type(e).__name__}: {e} cause={type(e.__cause__).__name__} ctx={type(e.__context__).__name__}")
    else:
        log.append(f"ok: {value!r}")
    finally:
        log.append(f"steps={ev.steps}")
    return "; ".join(log)


def reraise(src: str) -> float:
    try:
        return Evaluator().eval(Parser(src).parse())
    except ArithmeticError:
        raise
    except ValueError as e:
        raise RuntimeError(f"wrapped: {e}")
