# Raise/catch microbenchmark: a custom exception raised two frames deep, caught, and counted.


class ParseFailure(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


def check(i: int) -> int:
    if i % 3 == 0:
        raise ParseFailure(i % 7)
    if i % 5 == 0:
        raise ValueError("multiple of five")
    return i & 15


def step(i: int) -> int:
    try:
        return check(i)
    finally:
        pass


def main(n: int = 1000000) -> None:
    ok: int = 0
    codes: int = 0
    values: int = 0
    for i in range(n):
        try:
            ok += step(i)
        except ParseFailure as e:
            codes += e.code
        except ValueError:
            values += 1
    print(ok)
    print(codes)
    print(values)
