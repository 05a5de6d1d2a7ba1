# Unpacking a display whose count does not match, on a line whose type error `# type: ignore`
# silences: the display is built, then the unpacking fails when it runs (CPython's ValueError).


def unpack_short() -> int:
    a, b, c = (1, 2)  # type: ignore
    return a + b + c


def unpack_long() -> int:
    a, b = 1, 2, 3  # type: ignore
    return a + b


def noisy(x: int) -> int:
    print("evaluated", x)
    return x


def unpack_effects() -> int:
    a, b = noisy(1), noisy(2), noisy(3)  # type: ignore
    return a + b
