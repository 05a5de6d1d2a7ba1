# Local dict[int, int] / dict[int, float] / dict[int, bool] variables that never escape are
# native hash maps (rt_native_dict.h): every supported operation, in CPython's order, with
# CPython's errors.
from typing import Dict


def build_lookup(n: int) -> list[int]:
    d: dict[int, int] = {}
    for i in range(n):
        d[(i * 7919) % n] = i
    out: list[int] = [len(d)]
    for k in range(0, n, 7):
        out.append(d[k])
    out.append(d.get(n + 1, -1))
    out.append(1 if n in d else 0)
    out.append(1 if 3 not in d else 0)
    return out


def order(n: int) -> list[int]:
    # Re-inserting a key keeps its place; delete then insert moves it to the end.
    d: dict[int, int] = {}
    for i in range(n):
        d[i] = i * i
    d[2] = -2
    del d[1]
    d[1] = -1
    d[n + 5] = 7
    del d[0]
    out: list[int] = []
    for k in d:
        out.append(k)
    for v in d.values():
        out.append(v)
    for k, v in d.items():
        out.append(k * 1000 + v)
    for k in d.keys():
        out.append(d[k])
    return out


def methods(n: int) -> list[object]:
    d: Dict[int, int] = dict()
    for i in range(n):
        d.setdefault(i % 4, i)
    out: list[object] = [len(d), d.setdefault(0, 99), d.setdefault(10, 99)]
    out.append(d.get(1))
    out.append(d.get(12))
    out.append(d.get(12, None))
    out.append(d.get(12, "none"))
    out.append(d.get(2, 5))
    out.append(d.pop(2))
    out.append(d.pop(2, -5))
    out.append(d.pop(2, None))
    out.append(d.pop(3, None))
    out.append(len(d))
    out.append(bool(d))
    d.clear()
    out.append(len(d))
    out.append(bool(d))
    out.append(not d)
    d[5] = 6
    out.append(d[5])
    return out


def truth(n: int) -> list[int]:
    d: dict[int, int] = {}
    out: list[int] = []
    if not d:
        out.append(0)
    for i in range(n):
        d[i] = i
    if d:
        out.append(1)
    while d:
        out.append(d.pop(len(d) - 1))
    return out


def missing(k: int) -> int:
    d: dict[int, int] = {1: 10, 2: 20}
    return d[k]


def missing_del(k: int) -> int:
    d: dict[int, int] = {1: 10}
    del d[k]
    return len(d)


def missing_pop(k: int) -> int:
    d: dict[int, float] = {1: 1.5}
    d.pop(k)
    return len(d)


def literal(n: int) -> list[int]:
    d: dict[int, int] = {1: n, 2: n + 1, 1: n + 2, 3: n * 2}
    e: dict[int, int] = {i: i for i in range(0)}
    big: dict[int, int] = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7}
    out = [k * 100 + v for k, v in d.items()]
    out.append(len(e))
    out.append(sum([v for v in big.values()]))
    return out


def comprehension(n: int) -> list[int]:
    d: dict[int, int] = {i % 5: i * 2 for i in range(n) if i != 3}
    sq: dict[int, int] = {k: v * v for k, v in d.items()}
    return [k * 1000 + v for k, v in sq.items()]


def bignums(n: int) -> list[int]:
    d: dict[int, int] = {}
    d[2**70] = 1
    d[-(2**64)] = 2**90
    d[n] = 2**65
    d[2**70] += 5
    d[2**62] = 3
    d[2**62 - 1] = 4
    d[-(2**62)] = 5
    d[-(2**62) - 1] = 6
    out: list[int] = []
    for k, v in d.items():
        out.append(k)
        out.append(v)
    out.append(d[2**70])
    out.append(1 if 2**70 in d else 0)
    out.append(1 if 2**71 in d else 0)
    del d[2**70]
    out.append(d.pop(-(2**64)))
    out.append(len(d))
    for i in range(40):
        d[2**80 + i] = i
    for i in range(0, 40, 3):
        del d[2**80 + i]
    out.append(sum([k for k in d]))
    out.append(d.get(2**80 + 1, 0))
    return out


def big_missing() -> int:
    d: dict[int, int] = {2**70: 1}
    return d[2**71]


def bool_keys(n: int) -> list[int]:
    # Bool keys become plain ints (as a bool stored in an int variable does); 1 and True are the
    # same key either way.
    d: dict[int, int] = {}
    d[True] = n
    d[1] = d[True] + 1
    d[False] = 7
    out = [len(d), d[1], d[0], 1 if True in d else 0]
    return out


def floats(n: int) -> list[float]:
    d: dict[int, float] = {}
    for i in range(n):
        d[i] = i * 0.5
    d[1] += 1.5
    d[2] -= 0.25
    d[3] = float("nan")
    d[4] = -0.0
    d[n] = 3.0
    out: list[float] = []
    for v in d.values():
        out.append(v)
    out.append(d.get(100, 2.5))
    out.append(d.pop(0))
    out.append(d.setdefault(50, 1.25))
    return out


def bools(n: int) -> list[bool]:
    d: dict[int, bool] = {i: i % 2 == 0 for i in range(n)}
    d[1] = True
    out: list[bool] = [d[0], d[1], d[2]]
    for k, v in d.items():
        out.append(v)
    out.append(d.get(100, False))
    out.append(d.pop(0))
    return out


def empty() -> list[int]:
    d: dict[int, int] = {}
    out = [len(d), 1 if d else 0, d.get(1, 9)]
    for k in d:
        out.append(k)
    for k, v in d.items():
        out.append(v)
    return out


def nested_loops(n: int) -> int:
    a: dict[int, int] = {i: i * 3 for i in range(n)}
    b: dict[int, int] = {}
    for k in a:
        for j in a.values():
            b[k + j] = b.get(k + j, 0) + 1
    total = 0
    for k, v in b.items():
        total += k * v
    return total


def rebound_in_loop(n: int) -> list[int]:
    # The loop walks the dict it started with, whatever the variable is bound to later.
    d: dict[int, int] = {i: i for i in range(n)}
    out: list[int] = []
    for k in d:
        out.append(k)
        d = {}
        d[k] = 1
    out.append(len(d))
    return out


def reductions(n: int) -> list[object]:
    d: dict[int, int] = {i - 3: (i * 7) % 5 for i in range(n)}
    f: dict[int, float] = {i: -i / 2 for i in range(n)}
    b: dict[int, bool] = {i: i > 2 for i in range(n)}
    return [sum(d), sum(d.keys()), sum(d.values()), min(d), max(d.keys()), min(d.values()),
            max(d.values()), sum(f.values()), min(f.values()), max(f.values()), sum(b.values()),
            any(b.values()), all(b.values()), any(d), all(d.values())]


def reductions_big() -> list[int]:
    d: dict[int, int] = {2**70: 2**80, -(2**70): 1, 5: -(2**90)}
    return [sum(d), sum(d.values()), min(d), max(d), min(d.values()), max(d.values())]


def empty_sums() -> list[object]:
    d: dict[int, int] = {}
    f: dict[int, float] = {}
    return [sum(d), sum(d.values()), sum(f.values()), any(d), all(f.values())]
