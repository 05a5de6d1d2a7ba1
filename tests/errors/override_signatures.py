"""Overrides mypy rejects (with its messages) beside ones it accepts (*args/**kwargs, a
keyword-only parameter made positional-or-keyword), which compile."""
from typing import Any


class Base:
    def fewer(self, a: int) -> int:
        return a

    def extra(self, a: int) -> int:
        return a

    def kwname(self, *, x: int) -> int:
        return x

    def widen_kind(self, *, x: int) -> int:
        return x

    def add_star(self, a: int) -> int:
        return a

    def star_only(self, a: int, b: str = "") -> int:
        return a

    def argtype(self, a: int) -> int:
        return a

    def posonly(self, a: int, /) -> int:
        return a

    def kwstar(self, *, x: int, y: int = 0) -> int:
        return x


class Sub(Base):
    def fewer(self) -> int:
        return 0

    def extra(self, a: int, b: int) -> int:
        return a

    def kwname(self, *, y: int) -> int:
        return y

    def widen_kind(self, x: int = 0) -> int:
        return x

    def add_star(self, a: int, *rest: int, **kw: int) -> int:
        return a

    def star_only(self, *args: Any, **kwargs: Any) -> int:
        return 0

    def argtype(self, a: str) -> int:
        return 0

    def posonly(self, b: int) -> int:
        return b

    def kwstar(self, **kw: int) -> int:
        return 0
# error: 36:5: Signature of "fewer" incompatible with supertype "Base"
# error: 39:5: Signature of "extra" incompatible with supertype "Base"
# error: 42:5: Signature of "kwname" incompatible with supertype "Base"
# error: 54:5: Argument 1 of "argtype" is incompatible with supertype "Base"; supertype defines the argument type as "int"
