# mypy_extensions' native int types (i64, i32, i16, u8) in annotations are ints: parameters,
# results, locals, fields and container items compile natively, with Python's arbitrary
# precision (the values an interpreted module computes); i64(x) is int(x).
import mypy_extensions
from mypy_extensions import i16, i32, i64, u8
from mypy_extensions import i64 as Word


class Packet:
    def __init__(self, ident: i64, kind: i32) -> None:
        self.ident = ident
        self.kind = kind
        self.datum: i64 = 0
        self.data: list[i64] = [0] * 4

    def fill(self, n: i64) -> i64:
        total: i64 = 0
        for i in range(len(self.data)):
            self.data[i] = n * i + self.datum
            total += self.data[i]
        self.datum = total
        return total


def tri(n: i64) -> i64:
    s: i64 = 0
    i: i64 = 0
    while i < n:
        s += i
        i += 1
    return s


def widen(x: i16, y: u8) -> Word:
    return x * 1000 + y


def qualified(x: mypy_extensions.i32) -> mypy_extensions.i64:
    return x << 40  # past 32 bits: Python's int, as interpreted


def conversions() -> list[i64]:
    return [i64(), i64(7), i64(3.9), i64(-3.9), i64("12"), i64("ff", 16), i32(True),
            i64(2**70), Word(5)]


def big(n: i64) -> i64:
    return n * n * n  # beyond 64 bits


def main() -> None:
    p = Packet(3, 4)
    print(p.ident + p.kind, p.fill(5), p.fill(7), p.data, p.datum)
    print(tri(10), tri(100000))
    print(widen(7, 255), qualified(3))
    print(conversions())
    print(big(2**40), big(-(2**30)))
    print(isinstance(5, i64), isinstance("5", i64))
    try:
        i64("x")
    except ValueError as e:
        print("ValueError", e)

