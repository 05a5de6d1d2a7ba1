"""An override of another arity accepted under `# type: ignore[override]`: calls through the
base type reach the override with the call's own arguments, as in Python (CPython's TypeError
when they do not fit); calls on the subclass use its own signature."""
from typing import Optional


class Shape:
    def area(self, scale: int) -> int:
        return 10 * scale

    def label(self) -> str:
        return "shape"

    def tag(self, prefix: str, *, sep: str = ":") -> str:
        return prefix + sep + "shape"


class Square(Shape):
    def area(self) -> int:  # type: ignore[override]
        return 4

    def label(self, upper: bool) -> str:  # type: ignore[override]
        return "SQUARE" if upper else "square"

    def tag(self, prefix: str, extra: str, *, sep: str = ":") -> str:  # type: ignore[override]
        return prefix + sep + extra


class Flex(Shape):
    def area(self, scale: int = 1, bonus: Optional[int] = None) -> int:
        return scale + (bonus or 0)

    def label(self, *parts: str) -> str:  # type: ignore[override]
        return "flex" + "".join(parts)


class Tiny(Square):
    def area(self) -> int:  # type: ignore[override]
        return 1


def area_of(s: Shape, scale: int) -> str:
    try:
        return str(s.area(scale))
    except TypeError as e:
        return "TypeError: " + str(e)


def label_of(s: Shape) -> str:
    try:
        return s.label()
    except TypeError as e:
        return "TypeError: " + str(e)


def tag_of(s: Shape) -> str:
    try:
        return s.tag("p", sep="-")
    except TypeError as e:
        return "TypeError: " + str(e)


def run() -> list[str]:
    out = []
    for s in [Shape(), Square(), Flex(), Tiny()]:
        out.append(f"{type(s).__name__}: {area_of(s, 3)} | {label_of(s)} | {tag_of(s)}")
    sq = Square()
    out.append(f"{sq.area()} {sq.label(True)} {sq.tag('a', 'b')} {Tiny().area()}")
    return out
