# Calls between compiled functions with keyword-only, positional-only and variadic parameters.
def kwonly(a: int, *, b: int = 1, c: str) -> str:
    return c


def posonly(a: int, b: int, /, c: int = 3) -> int:
    return a


def star(first: int, *rest: int) -> int:
    return first


def opts(a: int, **kw: float) -> int:
    return a


def mixed(a: int, /, b: int, *args: int, c: int, **kw: str) -> int:
    return a


def caller() -> None:
    kwonly(1)
    kwonly(1, 2)
    kwonly(1, 2, c="x")
    kwonly(1, c="x", d=2)
    posonly(1, a=1)
    posonly(1, 2, b=3)
    star(1, 2, "x")
    star()
    opts(1, z="s")
    opts(1, 2)
    kwonly(1, c=3)
    mixed(1, 2, 3, 4, c=5, d=6)
    mixed(1, 2, c=5, a="ok", b=3)
    mixed(1, 2, 3, "x", c=5)
    mixed(1, 2, z=1, c=3)


class K:
    def m(self, a: int, /, *, k: int) -> int:
        return a

    def use(self) -> None:
        self.m(1)
        self.m(a=1, k=2)
# error: 23:5: Missing named argument "c" for "kwonly"
# error: 24:15: Too many positional arguments for "kwonly"
# error: 25:15: Too many positional arguments for "kwonly"
# error: 26:22: Unexpected keyword argument "d" for "kwonly"
# error: 27:16: Unexpected keyword argument "a" for "posonly"
# error: 28:19: Unexpected keyword argument "b" for "posonly"
# error: 29:16: Argument 3 to "star" has incompatible type "str"; expected "int"
# error: 30:5: Missing positional argument "first" in call to "star"
# error: 31:15: Argument "z" to "opts" has incompatible type "str"; expected "float"
# error: 32:13: Too many arguments for "opts"
# error: 33:17: Argument "c" to "kwonly" has incompatible type "int"; expected "str"
# error: 34:30: Argument "d" to "mixed" has incompatible type "int"; expected "str"
# error: 35:30: "mixed" gets multiple values for keyword argument "b"
# error: 36:20: Argument 4 to "mixed" has incompatible type "str"; expected "int"
# error: 37:19: Argument "z" to "mixed" has incompatible type "int"; expected "str"
# error: 45:9: Missing named argument "k" for "m" of "K"
# error: 46:16: Unexpected keyword argument "a" for "m" of "K"
