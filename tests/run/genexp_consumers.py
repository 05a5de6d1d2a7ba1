# Builtins and methods consuming generator expressions: the fused loops (sum/min/max/any/all,
# list/tuple/set/sorted, "".join) and the lazy generator handed to everything else must show
# CPython's results, errors and order of side effects.
from typing import Dict, List, Set, Tuple

log: List[str] = []


def noisy(x: object) -> object:
    log.append(repr(x))
    return x


def logged(f: object) -> List[object]:
    del log[:]
    try:
        r: object = f()  # type: ignore[operator]
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    return [r, list(log)]


def sums(xs: List[int], fs: List[float]) -> List[object]:
    return [sum(x * 2 for x in xs), sum(f for f in fs), sum(x for x in xs if x > 100),
            sum(f for f in fs if f > 1e9), sum(x > 1 for x in xs)]


def object_folds(words: List[str]) -> List[object]:
    return [min(w for w in words), max(w.upper() for w in words),
            sum([w] for w in words) if not words else "skip"]


def bad_sum(words: List[str]) -> object:
    return logged(lambda: sum(noisy(w) for w in words))


def bad_min(items: List[object]) -> object:
    return logged(lambda: min(noisy(x) for x in items))


def empty_max(xs: List[str]) -> object:
    return logged(lambda: max(noisy(x) for x in xs))


def any_all(xs: List[int]) -> object:
    return [logged(lambda: any(noisy(x > 2) for x in xs)),
            logged(lambda: all(noisy(x < 2) for x in xs))]


def containers(xs: List[int]) -> List[object]:
    return [list(x + 1 for x in xs), tuple(x * x for x in xs), sorted(-x for x in xs),
            set(x % 2 for x in xs)]


def set_unhashable() -> object:
    return logged(lambda: set(noisy(x) for x in [1, [2], 3]))


def dict_of(pairs: List[Tuple[str, int]]) -> object:
    return logged(lambda: dict(noisy((k, v)) for k, v in pairs))


def dict_bad() -> object:
    return logged(lambda: dict(noisy(x) for x in [("a", 1), 5, ("b", 2)]))


def frozen(xs: List[int]) -> object:
    return logged(lambda: sorted(frozenset(noisy(x) for x in xs)))


def joins(words: List[str], sep: str) -> List[object]:
    return ["".join(w.upper() for w in words), sep.join(w for w in words if w),
            logged(lambda: "-".join(noisy(w) for w in words)),  # type: ignore[misc]
            logged(lambda: sep.join(noisy(w) for w in words))]  # type: ignore[misc]


def lazy_builtins(xs: List[int]) -> List[object]:
    return [list(enumerate(x * 10 for x in xs)), list(map(str, (x + 1 for x in xs))),
            list(filter(None, (x % 3 for x in xs))), list(zip((x for x in xs), "abc")),
            sorted((x for x in xs), key=lambda v: -v), max((x for x in xs), default=-1),
            min((x for x in xs if x > 100), default=None), sum((x for x in xs), 1000)]


def zip_order() -> object:
    return logged(lambda: list(zip((noisy("a" + str(i)) for i in range(3)),
                                   (noisy("b" + str(i)) for i in range(2)))))


def extend_sees_growth(xs: List[int]) -> List[int]:
    ys = list(xs)
    ys.extend(len(ys) for _ in range(3))
    return ys


def update_set(xs: List[int]) -> Set[int]:
    s = {0}
    s.update(x * 3 for x in xs)
    return s


def dict_update(keys: List[str]) -> Dict[str, int]:
    d: Dict[str, int] = {}
    d.update((k, len(k)) for k in keys)
    return d


def join_bad(items: List[object]) -> object:
    return logged(lambda: "-".join(noisy(w) for w in items))  # type: ignore[misc]


def user_consumer(xs: List[int]) -> List[int]:
    def take2(it: object) -> List[int]:
        g = iter(it)  # type: ignore[call-overload]
        return [next(g), next(g)]
    return take2(x * 5 for x in xs)
