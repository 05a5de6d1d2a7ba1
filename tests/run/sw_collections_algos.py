# collections / heapq / bisect / itertools over typed data: Counter, deque, defaultdict, groupby.
import bisect
import heapq
import itertools
from collections import Counter, OrderedDict, defaultdict, deque
from typing import DefaultDict, Deque, Iterator


def word_stats(text: str) -> list[object]:
    c: Counter[str] = Counter(text.split())
    letters = Counter(ch for ch in text if ch.isalpha())
    c.update(["extra", "the"])
    c.subtract({"the": 1})
    common: list[tuple[str, int]] = c.most_common(3)
    total = sum(c.values())
    return [common, letters.most_common(2), total, c["absent"], sorted((+c).elements())[:5],
            (c & Counter(["the", "the", "fox"])), c.total()]


def rotations(n: int, k: int) -> list[object]:
    d: Deque[int] = deque(range(n), maxlen=n + 1)
    out: list[object] = []
    d.rotate(k)
    out.append(list(d))
    d.rotate(-2 * k)
    out.append(list(d))
    d.appendleft(-1)
    d.append(100)  # maxlen drops the left end
    out.append((d[0], d[-1], len(d), d.maxlen))
    d.extendleft([7, 8])
    out.append(list(d))
    out.append(d.popleft() + d.pop())
    window: Deque[int] = deque(maxlen=3)
    sums: list[int] = []
    for x in range(n):
        window.append(x * x)
        sums.append(sum(window))
    out.append(sums)
    return out


def groups(pairs: list[tuple[str, int]]) -> list[object]:
    by_key: DefaultDict[str, list[int]] = defaultdict(list)
    for k, v in pairs:
        by_key[k].append(v)
    counts: defaultdict[str, int] = defaultdict(int)
    for k, _ in pairs:
        counts[k] += 1
    nested: defaultdict[str, defaultdict[int, set[str]]] = defaultdict(lambda: defaultdict(set))
    for k, v in pairs:
        nested[k][v % 2].add(k * v)
    od: OrderedDict[str, int] = OrderedDict(sorted(counts.items()))
    od.move_to_end(next(iter(od)))
    return [dict(by_key), dict(counts), {k: dict(v) for k, v in sorted(nested.items())}, list(od.items()),
            by_key["missing"], "missing" in by_key]


def k_smallest(xs: list[int], k: int) -> list[object]:
    heap = list(xs)
    heapq.heapify(heap)
    smallest = [heapq.heappop(heap) for _ in range(min(k, len(heap)))]
    pq: list[tuple[int, str]] = []
    for i, x in enumerate(xs):
        heapq.heappush(pq, (-x, f"item{i}"))
    top = heapq.nlargest(2, xs)
    merged = list(heapq.merge(sorted(xs[:3]), sorted(xs[3:])))
    replaced = heapq.heapreplace(pq, (0, "zero")) if pq else None
    return [smallest, pq[0] if pq else None, top, heapq.nsmallest(2, xs, key=lambda v: abs(v - 5)), merged, replaced]


def grades(scores: list[int]) -> list[str]:
    cut = [60, 70, 80, 90]
    letters = "FDCBA"
    return [letters[bisect.bisect(cut, s)] for s in scores]


def sorted_insert(xs: list[int], new: list[int]) -> list[object]:
    out = sorted(xs)
    for v in new:
        bisect.insort(out, v)
    return [out, bisect.bisect_left(out, 5), bisect.bisect_right(out, 5),
            bisect.bisect_left(out, 5, key=None), bisect.insort_left]


def runs(s: str) -> list[tuple[str, int]]:
    return [(ch, len(list(g))) for ch, g in itertools.groupby(s)]


def tools(xs: list[int]) -> list[object]:
    acc = list(itertools.accumulate(xs))
    acc_max = list(itertools.accumulate(xs, max, initial=0))
    prod = ["".join(p) for p in itertools.product("ab", repeat=2)]
    pairs = list(itertools.combinations(xs[:4], 2))
    perms = sum(1 for _ in itertools.permutations(range(4), 3))
    chunks = [list(c) for c in itertools.zip_longest(*[iter(xs)] * 3, fillvalue=0)]
    cyc: Iterator[int] = itertools.cycle([1, 2])
    firsts = [next(cyc) for _ in range(5)]
    by_parity = {k: list(g) for k, g in itertools.groupby(sorted(xs, key=lambda v: v % 2), key=lambda v: v % 2)}
    sliced = list(itertools.islice(itertools.count(10, 5), 2, 6))
    tw = list(itertools.takewhile(lambda v: v < 5, xs)), list(itertools.dropwhile(lambda v: v < 5, xs))
    starmapped = list(itertools.starmap(pow, [(2, 5), (3, 2)]))
    return [acc, acc_max, prod, pairs, perms, chunks, firsts, by_parity, sliced, tw, starmapped,
            list(itertools.chain.from_iterable([[1], [2, 3]])), list(itertools.compress("abcd", [1, 0, 1, 0])),
            list(itertools.pairwise(xs[:4]))]
