# Native dicts in other settings: generators and coroutines keep them across suspensions, `in`
# takes any object (CPython's hash and == decide), several targets in one `del`, loops that
# break, continue or raise part-way, conditional definitions.
import asyncio
from typing import Iterator, Optional


def gen(n: int) -> Iterator[int]:
    d: dict[int, int] = {i: i * i for i in range(n)}
    for k, v in d.items():
        yield k + v
        d[k] = -v
    yield sum([v for v in d.values()])


async def coro(n: int) -> int:
    d: dict[int, float] = {}
    for i in range(n):
        d[i] = i / 4
        await asyncio.sleep(0)
    total = 0.0
    for v in d.values():
        total += v
    return int(total * 100)


def run_coro(n: int) -> int:
    return asyncio.run(coro(n))


class Key:
    def __init__(self, v: int) -> None:
        self.v = v

    def __hash__(self) -> int:
        return hash(self.v)

    def __eq__(self, other: object) -> bool:
        print("eq", other)
        return other == self.v


def contains_any(x: object, y: Optional[int], s: str) -> list[bool]:
    d: dict[int, int] = {1: 1, 2: 2, -1: 0, 2**70: 3}
    return [x in d, y in d, s in d, 1.0 in d, 2.5 in d, True in d, False not in d,
            float(2**70) in d, Key(2) in d, Key(3) in d, -2 in d]


def unhashable(n: int) -> bool:
    d: dict[int, int] = {n: n}
    x: object = [n]
    return x in d


def multi_del(n: int) -> list[int]:
    d: dict[int, int] = {i: i for i in range(n)}
    del d[1], d[3]
    try:
        del d[0], d[1]
    except KeyError as e:
        return [len(d), e.args[0]]
    return [len(d)]


def partial_loops(n: int) -> list[int]:
    d: dict[int, int] = {i: i * 2 for i in range(n)}
    out: list[int] = []
    for k in d:
        if k == 1:
            continue
        if k == 4:
            break
        out.append(k)
    else:
        out.append(-1)
    for v in d.values():
        out.append(v)
        if v > 100:
            raise ValueError(v)
    return out


def conditional(flag: bool) -> list[int]:
    if flag:
        d: dict[int, int] = {1: 1}
    else:
        d = {}
    d[5] = 5
    return [k for k in d]


def maybe_unbound(flag: bool) -> int:
    if flag:
        d: dict[int, int] = {1: 1}
    return len(d)


def nested_comprehension(n: int) -> list[list[int]]:
    d: dict[int, int] = {i: i for i in range(n)}
    return [[k * j for j in d.values() if j != k] for k in d]


def failing_definitions(n: int) -> list[int]:
    d: dict[int, int] = {i: i for i in range(n)}
    out: list[int] = []
    try:
        e: dict[int, int] = {k: d[k + 2] for k in d}
        out.append(len(e))
    except KeyError as err:
        out.append(err.args[0])
    try:
        f: dict[int, int] = {2**70: 1, 1: d[0], 2: d[n], 3: 4}
        out.append(len(f))
    except KeyError as err:
        out.append(err.args[0])
    return out


def item_tuples(n: int) -> list[object]:
    d: dict[int, float] = {i: i * 1.5 for i in range(n)}
    out: list[object] = []
    for t in d.items():
        out.append(t)
    out.append([t for t in d.items()])
    for (k, v) in d.items():
        out.append(k + v)
    return out


def inferred(n: int) -> list[object]:
    # Unannotated dicts defined by comprehensions and displays of int keys and int/float/bool
    # values are native too (the type the first definition has); others stay dicts.
    counts = {i: 0 for i in range(n)}
    for i in range(n * 3):
        counts[i % n] += i
    halves = {1: 0.5, 2: 1.5, 1: 2.5}
    flags = {i: i % 3 == 0 for i in range(n)}
    names = {i: str(i) for i in range(n)}
    six = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5}
    out: list[object] = [k * 100 + v for k, v in counts.items()]
    out.append([v for v in halves.values()])
    out.append(sum(flags.values()))
    out.append([v for v in names.values()])
    try:
        for k in six:
            del six[k]
            six[k + 10] = k
    except RuntimeError as e:
        out.append(str(e))
    out.append(len(six))
    counts = {i: -i for i in range(2)}
    out.append([k for k in counts])
    return out
