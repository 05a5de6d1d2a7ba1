# Compiled functions used as values (sorted key=, map) and bytes literals with escapes.
def neg(x: int) -> int:
    return -x


def keyed(xs: list[int]) -> list[int]:
    return sorted(xs, key=neg)


def mapped(xs: list[int]) -> list[int]:
    return list(map(neg, xs))


def raw() -> bytes:
    data = b"ab\x00\xff" + b"\n\101" + rb"\n"
    return data * 2


def blen(b: bytes) -> int:
    return len(b) + b[0] + b.count(b"a")


def words(text: str) -> list[str]:
    return sorted(text.split(), key=len, reverse=True)
