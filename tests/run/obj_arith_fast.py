# Arithmetic, comparisons and subscripts on untyped values (the generic object path), whose
# exact-float and one-digit-int fast paths must give CPython's results at and past their edges:
# int results leaving the one-digit range, floor division and modulo signs, shifts, division by
# zero, float special values, mixed int/float operands, bools, and subclasses of int, float,
# list and tuple that override the operation (which must not take the fast path).


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def mul(a, b):
    return a * b


def truediv(a, b):
    return a / b


def floordiv(a, b):
    return a // b


def mod(a, b):
    return a % b


def power(a, b):
    return a ** b


def lshift(a, b):
    return a << b


def rshift(a, b):
    return a >> b


def band(a, b):
    return a & b


def bor(a, b):
    return a | b


def bxor(a, b):
    return a ^ b


def iadd(a, b):
    a += b
    return a


def isub(a, b):
    a -= b
    return a


def imul(a, b):
    a *= b
    return a


def itruediv(a, b):
    a /= b
    return a


def ifloordiv(a, b):
    a //= b
    return a


def imod(a, b):
    a %= b
    return a


def ipow(a, b):
    a **= b
    return a


def ilshift(a, b):
    a <<= b
    return a


def irshift(a, b):
    a >>= b
    return a


def iand(a, b):
    a &= b
    return a


def ior(a, b):
    a |= b
    return a


def ixor(a, b):
    a ^= b
    return a


def neg(a):
    return -a


def lt(a, b):
    return a < b


def le(a, b):
    return a <= b


def eq(a, b):
    return a == b


def ne(a, b):
    return a != b


def gt(a, b):
    return a > b


def ge(a, b):
    return a >= b


def branch(a, b):
    if a < b:
        return "lt"
    return "ge"


def getitem(o, k):
    return o[k]


def setitem(o, k, v):
    o[k] = v
    return o


def nbody_step(x1, x2, m, dt):
    dx = x1 - x2
    mag = dt * ((dx * dx) ** (-1.5))
    return m * mag, (dx * dx) ** 0.5


class MyInt(int):
    def __add__(self, other):
        return "MyInt.__add__"

    def __lt__(self, other):
        return "MyInt.__lt__"

    def __neg__(self):
        return "MyInt.__neg__"

    def __rshift__(self, other):
        return "MyInt.__rshift__"


class MyFloat(float):
    def __mul__(self, other):
        return "MyFloat.__mul__"

    def __rsub__(self, other):
        return "MyFloat.__rsub__"

    def __eq__(self, other):
        return "MyFloat.__eq__"

    __hash__ = float.__hash__


class MyList(list):
    def __getitem__(self, k):
        return ("MyList.__getitem__", k)

    def __setitem__(self, k, v):
        list.__setitem__(self, k, ("set", v))


class MyTuple(tuple):
    def __getitem__(self, k):
        return ("MyTuple.__getitem__", k)
