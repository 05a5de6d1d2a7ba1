# Extended slices on lists, strs, tuples and bytes: steps, negative bounds, slice assignment and del.


def reads(xs: list[int]) -> list[list[int]]:
    return [xs[::2], xs[1::2], xs[::-1], xs[-2::-2], xs[5:1:-1], xs[-100:100], xs[3:3], xs[::3],
            xs[-1:-4:-1], xs[100:], xs[:-100]]


def str_reads(s: str) -> list[str]:
    return [s[::-1], s[::2], s[1:-1], s[-3:], s[:-3], s[10:2:-3], s[::-2], s[-100:2]]


def tuple_reads(t: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [t[::-1], t[1::2], t[:0], t[-2:]]


def bytes_reads(b: bytes) -> list[bytes]:
    return [b[::-1], b[1:3], b[::2], b[-1:]]


def step_zero(xs: list[int], k: int) -> list[int]:
    return xs[::k]


def assign_step(xs: list[int]) -> list[int]:
    ys = list(xs)
    ys[::2] = [0] * len(ys[::2])
    return ys


def assign_step_bad(xs: list[int]) -> list[int]:
    ys = list(xs)
    ys[::2] = [1, 2]
    return ys


def assign_grow(xs: list[int]) -> list[int]:
    ys = list(xs)
    ys[1:2] = [7, 8, 9]
    ys[:0] = [-1]
    ys[len(ys):] = [100]
    return ys


def assign_reverse(xs: list[int]) -> list[int]:
    ys = list(xs)
    ys[::-1] = ys
    return ys


def assign_from_tuple(xs: list[int]) -> list[int]:
    ys = list(xs)
    ys[1:3] = (5, 6, 7, 8)
    return ys


def delete_step(xs: list[int]) -> list[int]:
    ys = list(xs)
    del ys[::3]
    return ys


def delete_range(xs: list[int], i: int, j: int) -> list[int]:
    ys = list(xs)
    del ys[i:j]
    return ys


def delete_neg_step(xs: list[int]) -> list[int]:
    ys = list(xs)
    del ys[-1:0:-2]
    return ys


def index_errors(xs: list[int], i: int) -> int:
    return xs[i]


def store_error(xs: list[int], i: int) -> list[int]:
    xs[i] = 0
    return xs


def del_error(xs: list[int], i: int) -> list[int]:
    del xs[i]
    return xs


def str_index(s: str, i: int) -> str:
    return s[i]


def tuple_index(t: tuple[int, str, float], ) -> str:
    return t[1] + str(t[-1]) + str(t[-3])


def slice_obj(xs: list[int]) -> list[int]:
    sl = slice(1, None, 2)
    return xs[sl]


def bignum_slice(xs: list[int]) -> list[int]:
    return xs[-(2 ** 70):2 ** 70:2 ** 65]


def slice_negative_len(s: str, n: int) -> str:
    return s[-n:]
