# Lists: indexing (negative, out of range), slices with steps, methods and their errors, operators.


def get(xs: list[int], i: int) -> int:
    return xs[i]


def put(xs: list[int], i: int, v: int) -> list[int]:
    xs[i] = v
    return xs


def delete(xs: list[int], i: int) -> list[int]:
    del xs[i]
    return xs


def slice3(xs: list[int], a: int, b: int, c: int) -> list[int]:
    return xs[a:b:c]


def slice_forms(xs: list[int]) -> list[list[int]]:
    return [xs[:], xs[2:], xs[:-2], xs[::2], xs[::-1], xs[-3::-2], xs[100:], xs[-100:2], xs[5:1]]


def slice_assign(xs: list[int], ys: list[int]) -> list[int]:
    zs = xs.copy()
    zs[1:3] = ys
    return zs


def methods(n: int) -> list[int]:
    xs: list[int] = []
    for i in range(n):
        xs.append(i * 3 % 7)
    xs.extend([10, 11])
    xs.insert(0, 99)
    xs.insert(-1, 98)
    xs.insert(1000, 97)
    xs.insert(-1000, 96)
    last = xs.pop()
    first = xs.pop(0)
    mid = xs.pop(2)
    xs.append(last + first + mid)
    xs.remove(98)
    xs.reverse()
    return xs


def counting(xs: list[int], v: int) -> tuple[int, int]:
    return xs.count(v), xs.index(v)


def index_from(xs: list[int], v: int, start: int) -> int:
    return xs.index(v, start)


def sort_copy(xs: list[int]) -> tuple[list[int], list[int], list[int]]:
    a = xs.copy()
    a.sort()
    b = xs.copy()
    b.sort(reverse=True)
    c = sorted(xs, reverse=True)
    return a, b, c


def sort_strs(xs: list[str]) -> list[str]:
    ys = list(xs)
    ys.sort()
    return ys


def clear_it(xs: list[int]) -> int:
    n = len(xs)
    xs.clear()
    return n * 100 + len(xs)


def pop_empty() -> int:
    xs: list[int] = []
    return xs.pop()


def pop_at(xs: list[int], i: int) -> int:
    return xs.pop(i)


def remove_missing(xs: list[int], v: int) -> None:
    xs.remove(v)


def index_missing(xs: list[str], v: str) -> int:
    return xs.index(v)


def ops(a: list[int], b: list[int]) -> tuple[list[int], list[int], list[int], bool, bool, bool, bool]:
    return a + b, a * 3, 2 * b, a == b, a < b, a <= b, a != b


def mul_neg(a: list[int], k: int) -> list[int]:
    return a * k


def contains(xs: list[int], v: int) -> tuple[bool, bool]:
    return v in xs, v not in xs


def aug(src: list[int]) -> list[int]:
    xs = list(src)
    ys = xs
    ys += [7, 8]
    ys *= 2
    return xs


def floats(xs: list[float]) -> tuple[float, float, float, list[float]]:
    ys = [x * 2 for x in xs if x > 0]
    return sum(xs), min(xs), max(xs), ys


def empty_ops() -> tuple[list[int], bool, int, list[int]]:
    e: list[int] = []
    return e + e, e == [], len(e * 5), e[1:5]


def min_empty(xs: list[int]) -> int:
    return min(xs)


def nested(n: int) -> list[list[int]]:
    grid = [[0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            grid[i][j] = i * j
    grid[-1][-1] = -1
    return grid


def truthy(xs: list[int]) -> str:
    if xs:
        return "non-empty"
    return "empty"


def aliasing() -> list[list[int]]:
    row = [1, 2]
    rows = [row] * 3
    rows[0].append(3)
    return rows


def bool_list(n: int) -> int:
    flags = [False] * n
    for i in range(0, n, 3):
        flags[i] = True
    return sum(1 for f in flags if f)


def list_of_str(s: str) -> list[str]:
    xs = list(s)
    xs[0] = xs[0].upper()
    return xs


def enumerate_rev(xs: list[str]) -> list[str]:
    out: list[str] = []
    for i, x in enumerate(reversed(xs)):
        out.append(str(i) + x)
    for i, x in enumerate(xs, 10):
        out.append(str(i) + x)
    return out
