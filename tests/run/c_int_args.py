# Builtins and methods that convert an int argument to a C int or Py_ssize_t: each raises what
# CPython raises at every edge of those ranges (OverflowError past them, the builtin's own error
# inside), whether the value is a machine word or a big int.


def chr_of(n: int) -> str:
    return chr(n)


def expand(s: str, n: int) -> str:
    return s.expandtabs(n)


def pop_at(xs: list[int], n: int) -> int:
    return xs.pop(n)


def insert_at(xs: list[int], n: int) -> list[int]:
    xs.insert(n, 9)
    return xs


def repeat_str(s: str, n: int) -> str:
    return s * n


def repeat_list(n: int) -> list[int]:
    return [0] * n


def centre(s: str, n: int) -> str:
    return s.center(n)


def split_max(s: str, n: int) -> list[str]:
    return s.split(None, n)


def range_item(n: int, i: int) -> int:
    return range(n)[i]


def range_len(n: int) -> int:
    return len(range(n))


def round_float(x: float, n: int) -> float:
    return round(x, n)


def to_bytes_len(n: int) -> bytes:
    return (1).to_bytes(n, "little")


def index(xs: list[int], i: int) -> int:
    return xs[i]


def str_index(s: str, i: int) -> str:
    return s[i]
