# Several independent errors in one module are all reported, in source order, and the valid
# functions around them raise nothing.
def good(n: int) -> int:
    return n + 1


def bad_name(n: int) -> int:
    return n + missing


def also_good(x: float) -> float:
    return x * 2.0


def bad_type(n: int) -> int:
    result: int = 0.5
    return result


class Nope:
    def f(self) -> int:
        return self.zz


def still_good(n: int) -> int:
    return good(n) + 1
# error: 8:16: Name "missing" is not defined
# error: 16:5: Incompatible types in assignment (expression has type "float", variable has type "int")
# error: 22:16: "Nope" has no attribute "zz"
