# Iteration builtins: sorted/min/max with key, default and several arguments, zip strict,
# enumerate start, map/filter, reversed, sum with start, any/all, on typed containers.


def by_len(words: list[str]) -> list[list[str]]:
    return [sorted(words, key=len), sorted(words, key=len, reverse=True), sorted(words, reverse=True),
            sorted(words, key=lambda w: (len(w), w))]


def stable_pairs(pairs: list[tuple[str, int]]) -> list[tuple[str, int]]:
    out = sorted(pairs, key=lambda p: p[1], reverse=True)
    out.sort(key=lambda p: p[0])
    return out


def key_raises(xs: list[int]) -> list[int]:
    ys = list(xs)
    ys.sort(key=lambda x: 10 // x)
    return ys


def sort_mixed(xs: list[object]) -> list[object]:
    return sorted(xs)  # type: ignore[type-var]


def extremes(xs: list[int]) -> list[object]:
    return [min(xs, default=None), max(xs, default=-1), min(xs, key=lambda x: -x, default=0),
            max(3, 9, 2), min(4.5, 2, 7), max("a", "bb", "c", key=len), min([[3], [1, 2]]),
            max((1, "b"), (1, "a"))]


def empty_max(xs: list[int]) -> int:
    return max(xs)


def empty_min_key(xs: list[str]) -> str:
    return min(xs, key=len)


def zips(a: list[int], b: list[str]) -> list[object]:
    return [list(zip(a, b)), list(zip(a, b, a)), list(zip()), dict(zip(b, a))]


def zip_strict(a: list[int], b: list[str]) -> list[tuple[int, str]]:
    return list(zip(a, b, strict=True))


def enumerations(xs: list[str]) -> list[object]:
    out: list[object] = []
    for i, x in enumerate(xs, start=10):
        out.append(f"{i}:{x}")
    for j, ch in enumerate("ab", -1):
        out.append((j, ch))
    out.append(list(enumerate(reversed(xs))))
    return out


def maps_filters(xs: list[int]) -> list[object]:
    return [list(map(str, xs)), list(map(lambda a, b: a * b, xs, xs[1:])), list(filter(None, xs)),
            list(filter(lambda x: x % 2 == 0, xs)), sum(map(abs, xs)), list(map(int, ["1", "-2"]))]


def map_error(items: list[str]) -> list[int]:
    return list(map(int, items))


def sums(xs: list[float], ys: list[list[int]]) -> list[object]:
    return [sum(xs), sum(xs, 10), sum(ys, []), sum([0.1] * 10), sum(range(5), start=-10)]


def sum_strs(xs: list[str]) -> str:
    return sum(xs, "")  # type: ignore[arg-type]


def truthiness(xs: list[int], d: dict[str, int]) -> list[bool]:
    return [any(xs), all(xs), any(x > 2 for x in xs), all(k for k in d), any([]), all([]),
            any(d.values()), all(v > 0 for v in d.values())]


def reversing(xs: list[int], t: tuple[str, ...], s: str, d: dict[int, str]) -> list[object]:
    return [list(reversed(xs)), list(reversed(t)), "".join(reversed(s)), list(reversed(d)),
            list(reversed(d.items())), list(reversed(range(1, 10, 3)))]


def reversed_set(s: set[int]) -> list[int]:
    return list(reversed(s))  # type: ignore[call-overload]


def iter_next(xs: list[int]) -> list[int]:
    it = iter(xs)
    out = [next(it), next(it, -1)]
    out.append(next(it, -1))
    out.append(next(it, -1))
    return out


def next_exhausted(xs: list[int]) -> int:
    it = iter(xs)
    next(it)
    return next(it)


def lengths(a: list[int], b: dict[str, int], c: set[str], d: tuple[int, ...], e: str, f: bytes) -> int:
    return len(a) + len(b) * 10 + len(c) * 100 + len(d) * 1000 + len(e) * 10000 + len(f) * 100000
