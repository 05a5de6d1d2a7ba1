# Wrong calls from Python into functions with every parameter kind: CPython's TypeErrors.


def kwonly(a: int, *, b: int = 1, c: str) -> str:
    return f"{a} {b} {c}"


def kwonly_many(*, x: int, y: int, z: int, w: int = 0) -> int:
    return x + y + z + w


def posonly(a: int, b: int, /, c: int = 3) -> int:
    return a + b + c


def posonly_kwargs(a: int, /, **kw: int) -> str:
    return f"{a} {sorted(kw.items())}"


def defaults(a: int, b: int = 2, *, c: int = 3) -> int:
    return a + b + c


def star(first: int, *rest: int, last: int) -> int:
    return first + sum(rest) + last


def only_kwargs(**kw: int) -> int:
    return len(kw)


def nothing() -> None:
    pass


class Box:
    def put(self, item: int, /, *, slot: int) -> int:
        return item * slot

    def pair(self, a: int, b: int = 0) -> int:
        return a + b

    @classmethod
    def make(cls, size: int, *, fill: int = 0) -> str:
        return f"{size}:{fill}"

    @staticmethod
    def helper(x: int, /) -> int:
        return x
