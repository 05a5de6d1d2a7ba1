# Compile errors involving compiled classes, in mypy's wording.


class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y

    def norm(self) -> int:
        return self.x + self.y


class Base:
    def f(self, a: int) -> int:
        return a


class Derived(Base):
    def f(self, a: str) -> int:
        return 0


def no_field(p: Point) -> int:
    return p.z


def bad_store(p: Point) -> None:
    p.x = "s"


def bad_call(p: Point) -> int:
    return p.norm(1)


def bad_new() -> Point:
    return Point(1)


def no_method(p: Point) -> int:
    return p.area()


def bad_arg(p: Point) -> None:
    takes(3)


def takes(p: Point) -> None:
    pass
# error: 19:5: Argument 1 of "f" is incompatible with supertype "Base"; supertype defines the argument type as "int"
# error: 24:12: "Point" has no attribute "z"
# error: 28:5: Incompatible types in assignment (expression has type "str", variable has type "int")
# error: 32:19: Too many arguments for "norm" of "Point"
# error: 36:12: Missing positional argument "y" in call to "Point"
# error: 40:12: "Point" has no attribute "area"
# error: 44:11: Argument 1 to "takes" has incompatible type "int"; expected "Point"
