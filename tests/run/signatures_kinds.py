# Keyword-only, positional-only, *args and **kwargs parameters: definitions, calls inside the
# module (bound at compile time) and defaults evaluated once when the def runs.

CALLS: list[str] = []


def note(label: str, value: int) -> int:
    CALLS.append(label)
    return value


def kwonly(a: int, *, b: int = note("kwonly.b", 1), c: str) -> str:
    return f"kwonly a={a} b={b} c={c}"


def posonly(a: int, b: int = note("posonly.b", 2), /, c: int = 3) -> int:
    return a * 100 + b * 10 + c


def star(first: int, *rest: int) -> int:
    total = first
    for r in rest:
        total = total * 10 + r
    return total


def star_untyped(*items) -> str:
    return "|".join(str(x) for x in items)


def options(name: str, **opts: int) -> str:
    parts = [name]
    for k in sorted(opts):
        parts.append(k + "=" + str(opts[k]))
    return " ".join(parts)


def everything(a: int, /, b: int = 2, *args: str, c: bool = False, d: int, **kw: float) -> str:
    return f"a={a} b={b} args={args} c={c} d={d} kw={sorted(kw.items())}"


def shared(x: int, *, into: list[int] = []) -> list[int]:
    into.append(x)
    return into


def shared_dict(key: str, /, *, seen: dict[str, int] = {}) -> int:
    seen[key] = seen.get(key, 0) + 1
    return seen[key]


def arg_types(*args: float, **kwargs: str) -> str:
    return f"{type(args).__name__} {type(kwargs).__name__} {len(args)} {len(kwargs)}"


def forward(*args: int, **kwargs: int) -> str:
    # The packed values are a real tuple and dict: passed on, unpacked again.
    if kwargs:
        return options("fwd", **kwargs)
    return str(star(*args))


def nested_default(a: int, *, depth: int = star(1, 2, 3)) -> int:
    return a + depth


class Shape:
    def __init__(self, name: str, *, sides: int = 0) -> None:
        self.name = name
        self.sides = sides

    def describe(self, /, prefix: str = "", *, upper: bool = False) -> str:
        s = prefix + self.name + ":" + str(self.sides)
        return s.upper() if upper else s

    def scaled(self, *factors: int, **extra: int) -> int:
        total = self.sides
        for f in factors:
            total *= f
        for k in sorted(extra):
            total += extra[k]
        return total

    @staticmethod
    def make(*names: str, sides: int = 3) -> list[str]:
        return [n + str(sides) for n in names]

    @classmethod
    def build(cls, name: str, /, **kw: int) -> str:
        return name + str(sorted(kw))


def inside() -> None:
    print(kwonly(1, c="x"))
    print(kwonly(1, b=5, c="y"))
    print(kwonly(c="z", a=2))
    print(posonly(1), posonly(1, 2), posonly(1, 2, 9), posonly(1, 2, c=8))
    print(star(1), star(1, 2), star(1, 2, 3, 4))
    print(star_untyped(), star_untyped(1, "a", None, 2.5))
    print(options("o"), options("o", x=1), options(name="n", z=3, y=2))
    print(everything(1, d=4))
    print(everything(1, 2, "p", "q", d=4, z=5.0, c=True))
    print(everything(1, b=7, d=3, e=1.5, a=2.5))
    print(shared(1), shared(2), shared(3, into=[]), shared(4))
    print(shared_dict("a"), shared_dict("a"), shared_dict("b", seen={}), shared_dict("a"))
    print(arg_types(), arg_types(1.5, 2.5, k="v"))
    print(forward(1, 2, 3), forward(x=1, y=2))
    print(nested_default(1), nested_default(1, depth=0))
    s = Shape("tri", sides=3)
    print(s.describe(), s.describe("> "), s.describe(prefix="* ", upper=True))
    print(s.scaled(), s.scaled(2, 5), s.scaled(2, a=1, b=10))
    print(Shape.make("a", "b"), Shape.make(sides=4), s.make("c", sides=5))
    print(Shape.build("x", q=1, p=2), s.build("y"))
    print(Shape("sq").sides)


print("defaults evaluated:", CALLS)
