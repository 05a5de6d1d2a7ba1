# Constructors and conversions: int/float/str/bool/list/tuple/dict/set from various inputs,
# ord/chr edges, round/abs/divmod/pow, and augmented assignment through subscripts.
from typing import Dict, List, Tuple


def ints(s: str) -> List[object]:
    out: List[object] = []
    for text in [s, " 12 ", "-0", "1_000", "0x1f"]:
        try:
            out.append(int(text))
        except ValueError as e:
            out.append(str(e))
    out.append(int("0x1f", 16))
    out.append(int("z", 36))
    out.append(int("0b101", 0))
    out.append(int(3.99))
    out.append(int(-3.99))
    out.append(int(True))
    out.append(int("\u0663\u0664"))
    return out


def int_bad_base(s: str, b: int) -> int:
    return int(s, b)


def int_of_float(x: float) -> int:
    return int(x)


def floats(s: str) -> List[object]:
    out: List[object] = [float(s), float(" 1e3 "), float("-inf"), float("1_0.5"), float(7), float(2 ** 60)]
    out.append(str(float("nan")))
    return out


def float_bad(s: str) -> float:
    return float(s)


def float_big(n: int) -> float:
    return float(n)


def ord_chr(s: str, i: int) -> List[object]:
    return [ord(s), chr(i), chr(i).isprintable(), repr(chr(i))]


def rounding(x: float, n: int) -> List[object]:
    return [round(x), round(x, n), round(-x), round(2.5), round(3.5), round(-0.5), round(x, -1), round(1234, -2),
            round(-1250, -2), abs(-x), abs(-2 ** 63), divmod(-7, 2), divmod(7, -2), divmod(-7.5, 2), pow(2, -1),
            pow(3, 4, 5), pow(-3, 3), pow(2.0, 0.5), 7 // -2, -7 % 3, 7.5 % -2]


def pow_mod_bad(a: int, b: int, c: int) -> int:
    return pow(a, b, c)


def containers(s: str, d: Dict[str, int]) -> List[object]:
    return [list(s), tuple(d), dict([("a", 1), ("b", 2)]), set(s), sorted(frozenset(s)), list(d.items()),
            dict(d, z=26), dict(zip(s, range(10))), list(range(3)), tuple(x * 2 for x in range(3)),
            dict.fromkeys(s), list(map(ord, s)), bool([]), bool([0]), bool(""), bool(0.0), bool(-1), str([s]),
            str(d), list(reversed(s))]


def dict_from_bad(pairs: List[Tuple[str, ...]]) -> Dict[str, str]:
    return dict(pairs)  # type: ignore[arg-type]


def aug_subscripts(d: Dict[str, List[int]], grid: List[List[int]], counts: Dict[str, int]) -> List[object]:
    # Copies, so replayed calls (the leak check) do not grow the caller's containers.
    d = {k: list(v) for k, v in d.items()}
    grid = [list(row) for row in grid]
    counts = dict(counts)
    counts["a"] += 1
    counts["new"] = counts.get("new", 0) + 5
    d["xs"] += [4]
    d["xs"][0] *= 10
    grid[1][1] -= 3
    grid[0] += [7]
    grid[-1][-1] **= 2
    return [d, grid, counts]


def aug_missing(counts: Dict[str, int]) -> Dict[str, int]:
    counts["missing"] += 1
    return counts


def aug_slices(xs: List[int], k: int) -> List[int]:
    xs = list(xs)  # the caller's list stays as it was (replays)
    xs[1:2] += [5]
    xs[:] *= 2
    xs[-2:] += (8, 9)
    xs[::k] += [0]
    return xs


def str_and_bool_math(b: bool, s: str) -> List[object]:
    return [b + 1, b * 3, s * b, True + True, -b, ~b, b / 2, b // 1, [b] * 2]
