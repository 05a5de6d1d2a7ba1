# Library containers from typed code: defaultdict, Counter, deque, OrderedDict, itertools, json,
# heapq, bisect, functools; their values flow back into typed variables (checked there).
import bisect
import heapq
import itertools
import json
from collections import Counter, OrderedDict, defaultdict, deque
from functools import reduce
from typing import Any, DefaultDict, Deque, Dict, Iterator, List


def grouping(words: List[str]) -> Dict[int, List[str]]:
    groups: DefaultDict[int, List[str]] = defaultdict(list)
    for w in words:
        groups[len(w)].append(w)
    return dict(sorted(groups.items()))


def counting(text: str) -> List[object]:
    c: Counter[str] = Counter(text.split())
    c.update(["extra", "the"])
    top = c.most_common(2)
    n: int = c["the"]
    missing: int = c["nope"]
    return [top, n, missing, sorted(c.elements())[:3], c.total(), +c == c, sorted((c - Counter(["the"])).items())[:2]]


def window(xs: List[int], k: int) -> List[int]:
    d: Deque[int] = deque(maxlen=k)
    out: List[int] = []
    for x in xs:
        d.append(x)
        out.append(sum(d))
    d.rotate(1)
    d.appendleft(-1)
    out.extend(d)
    out.append(d.popleft())
    return out


def deque_empty() -> int:
    d: Deque[int] = deque()
    return d.pop()


def ordered(pairs: List[tuple[str, int]]) -> List[object]:
    od: "OrderedDict[str, int]" = OrderedDict(pairs)
    od.move_to_end(pairs[0][0])
    first = od.popitem(last=False)
    return [list(od.items()), first, list(reversed(od))]


def chains(a: List[int], b: List[int]) -> List[object]:
    return [list(itertools.chain(a, b)), list(itertools.chain.from_iterable([a, b, a])),
            list(itertools.accumulate(a)), list(itertools.product(a[:2], "xy")),
            list(itertools.permutations(a[:3], 2)), list(itertools.combinations(b, 2)),
            [(k, len(list(g))) for k, g in itertools.groupby(sorted(a + b))],
            list(itertools.islice(itertools.cycle(a), 5)), list(itertools.zip_longest(a, b, fillvalue=0)),
            list(itertools.takewhile(lambda x: x < 3, a)), list(itertools.dropwhile(lambda x: x < 3, a)),
            list(itertools.starmap(pow, [(2, 3), (3, 2)])), list(itertools.pairwise(a)),
            list(itertools.compress(a, [1, 0, 1]))]


def counting_iter(n: int) -> List[int]:
    it: Iterator[int] = itertools.count(10, -3)
    return [next(it) for _ in range(n)]


def json_round(data: Dict[str, Any]) -> List[object]:
    text = json.dumps(data, sort_keys=True)
    back = json.loads(text)
    nums: List[int] = back["nums"]
    total = 0
    for v in nums:
        total += v
    pretty = json.dumps(back, indent=1, sort_keys=True)
    return [text, back == data, total, pretty.count("\n"), json.dumps([1.5, None, True, "é"]),
            json.dumps("é", ensure_ascii=False)]


def json_typed(text: str) -> int:
    n: int = json.loads(text)
    return n + 1


def json_bad(text: str) -> object:
    return json.loads(text)


def heaps(xs: List[int]) -> List[int]:
    h: List[int] = []
    for x in xs:
        heapq.heappush(h, x)
    out = [heapq.heappop(h) for _ in range(min(3, len(h)))]
    return out + heapq.nlargest(2, xs) + heapq.nsmallest(1, xs)


def bisecting(xs: List[int], v: int) -> List[object]:
    ys = sorted(xs)
    i = bisect.bisect_left(ys, v)
    j = bisect.bisect_right(ys, v)
    bisect.insort(ys, v)
    return [i, j, ys]


def reducing(xs: List[int]) -> int:
    return reduce(lambda a, b: a * 10 + b, xs, 0)


def reduce_empty(xs: List[int]) -> int:
    return reduce(lambda a, b: a + b, xs)
