# Loops by index over lists, tuples and native local lists: lists mutated while they are
# iterated (append/pop/clear/insert/reassignment), bignum items, empty sources, reversed().


def grows_native(limit: int) -> list[int]:
    xs: list[int] = [1, 2, 3]
    seen: list[int] = []
    for x in xs:
        seen.append(x)
        if x < limit:
            xs.append(x * 3)
    out: list[int] = [v for v in seen]
    return out


def comp_of_grown(limit: int) -> int:
    xs: list[int] = [1, 2]
    for x in xs:
        if x < limit:
            xs.append(x + 1)
    ys: list[int] = [x * 2 for x in xs]
    return sum(ys) + len(ys)


def shared_mutations(xs: list[int], how: str) -> list[int]:
    seen: list[int] = []
    for x in xs:
        seen.append(x)
        if how == "pop" and len(xs) > 1:
            xs.pop()
        elif how == "clear" and x == 2:
            xs.clear()
        elif how == "append" and x < 5:
            xs.append(x + 10)
        elif how == "insert" and len(seen) < 6:
            xs.insert(0, -x)
    return seen


def reassigned(n: int) -> list[int]:
    xs: list[int] = [i for i in range(n)]
    seen: list[int] = []
    for x in xs:
        seen.append(x)
        xs = [100 + x]
    seen.append(xs[0])
    return seen


def from_call(n: int) -> list[int]:
    return [i * i for i in range(n)]


def shared_then_native(n: int, r: int) -> list[int]:
    xs: list[int] = from_call(n)
    for k in range(r):
        xs = [x + 1 if x < 0 else x - k for x in xs]
    return [x for x in xs]


def big_items(s: int) -> list[int]:
    xs: list[int] = [2**70 * s, -(2**62), 2**62 - 1, 4611686018427387903, 5]
    ys: list[int] = [x + 1 for x in xs]
    zs: list[int] = [x - 1 for x in ys]
    out: list[int] = [sum(ys), min(ys), max(ys), sum(zs)]
    for y in reversed(ys):
        out.append(y * 2)
    return out


def overflow_items(n: int) -> list[int]:
    xs: list[int] = [2**62 - 1 - n, 2**63 - 1, -(2**63)]
    return [x + n + 1 for x in xs]


def empties(n: int) -> list[int]:
    xs: list[int] = [i for i in range(n)]
    fs: list[float] = [i * 0.5 for i in range(n)]
    out: list[int] = []
    for x in xs:
        out.append(x)
    for x in reversed(xs):
        out.append(-x)
    for f in fs:
        out.append(int(f))
    t: tuple[int, ...] = tuple(xs)
    for x in t:
        out.append(x * 10)
    out.append(len([x for x in xs]))
    return out


def reversed_mutated(xs: list[int]) -> list[int]:
    seen: list[int] = []
    for x in reversed(xs):
        seen.append(x)
        if x == 3:
            xs.pop()
            xs.pop()
    return seen


def native_reversed(n: int) -> list[int]:
    xs: list[int] = [i * 7 for i in range(n)]
    seen: list[int] = []
    for x in reversed(xs):
        seen.append(x)
    return seen


def over_subclass(xs: list[int]) -> list[int]:
    return [x + 1 for x in xs]


def strs(words: list[str]) -> str:
    out = ""
    for w in words:
        out += w.upper()
    for i, w in enumerate(words):
        out += str(i) + w
    return out


def floats_and_bools(n: int) -> list[float]:
    fs: list[float] = [i * 1.5 for i in range(n)]
    bs: list[bool] = [i % 2 == 0 for i in range(n)]
    out: list[float] = []
    for f in fs:
        fs.append(f) if f < 2.0 and len(fs) < 10 else None
        out.append(f)
    for b in bs:
        out.append(1.0 if b else 0.0)
    return out


def tuple_items(t: tuple[int, ...]) -> int:
    s = 0
    for x in t:
        s = s * 3 + x
    return s


def bad_items(xs: list[int]) -> int:
    s = 0
    for x in xs:
        s += x
    return s


def min_of_empty(n: int) -> int:
    xs: list[int] = [i for i in range(n)]
    return min(xs)
