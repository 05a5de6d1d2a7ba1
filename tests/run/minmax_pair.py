# min()/max() of two or three typed ints or floats, abs() of ints/floats and ord() of a str: which
# argument wins on ties, NaN (the first is kept unless a later one compares less/greater), -0.0,
# bools passed for int/float parameters, huge ints and ord()'s TypeError.
def imin(a: int, b: int) -> int:
    return min(a, b)


def imax(a: int, b: int) -> int:
    return max(a, b)


def imin3(a: int, b: int, c: int) -> int:
    return min(a, b, c)


def imax3(a: int, b: int, c: int) -> int:
    return max(a, b, c)


def fmin(a: float, b: float) -> float:
    return min(a, b)


def fmax(a: float, b: float) -> float:
    return max(a, b)


def fmin3(a: float, b: float, c: float) -> float:
    return min(a, b, c)


def fmax3(a: float, b: float, c: float) -> float:
    return max(a, b, c)


def fsign(a: float, b: float) -> str:
    # The sign of a zero result tells which argument was returned.
    r = min(a, b)
    s = max(a, b)
    return repr(r) + " " + repr(s)


def iabs(a: int) -> int:
    return abs(a)


def fabs(a: float) -> float:
    return abs(a)


def ordc(s: str) -> int:
    return ord(s)


def ord_sum(s: str) -> int:
    n = 0
    for c in s:
        n += ord(c)
    return n
