# Classes deriving from builtin types and collections containers: `__missing__`, overridden
# `__getitem__`, extra methods using super()/self[...]/len(self)/iteration, and instances passed
# where typed dict/list/str/int parameters are expected (no exact-type fast path may skip the
# subclass's own methods).
import collections
from collections import Counter, OrderedDict, defaultdict
from typing import Dict, Iterator, List, Optional


class DefaultLen(dict):
    def __missing__(self, key: str) -> int:
        return len(key)


class Loud(dict):
    def __getitem__(self, key: str) -> int:
        return super().__getitem__(key) * 10

    def __setitem__(self, key: str, value: int) -> None:
        super().__setitem__(key.upper(), value)

    def total(self) -> int:
        return sum(self[k] for k in self)


class Stack(list):
    def push(self, x: int) -> None:
        self.append(x)

    def peek(self) -> Optional[int]:
        return self[-1] if len(self) > 0 else None

    def total(self) -> int:
        s = 0
        for x in self:
            s += x
        return s

    def __iter__(self) -> Iterator[int]:
        return reversed(list(super().__iter__()))


class Word(str):
    def shout(self) -> str:
        return self.upper() + "!"

    def vowels(self) -> int:
        return sum(1 for c in self if c in "aeiou")


class Cents(int):
    def __new__(cls, v: int) -> "Cents":
        return super().__new__(cls, v * 100)

    def dollars(self) -> str:
        return f"${self // 100}.{self % 100:02d}"


class Ratio(float):
    def percent(self) -> str:
        return f"{self * 100:.1f}%"


class Groups(defaultdict):
    def __init__(self) -> None:
        super().__init__(list)

    def add(self, key: str, v: int) -> None:
        self[key].append(v)

    def sizes(self) -> List[int]:
        return [len(self[k]) for k in sorted(self)]


class LRU(OrderedDict):
    def __init__(self, cap: int) -> None:
        super().__init__()
        self.cap = cap

    def put(self, k: str, v: int) -> None:
        self[k] = v
        self.move_to_end(k)
        if len(self) > self.cap:
            self.popitem(last=False)


class Tally(Counter):
    def top(self) -> str:
        return self.most_common(1)[0][0]


class Dq(collections.deque):
    def rotate_sum(self, n: int) -> int:
        self.rotate(n)
        return self[0]


class Table(Dict[str, int]):
    def keys_upper(self) -> List[str]:
        return [k.upper() for k in self]


def read(d: dict[str, int], k: str) -> int:
    return d[k]


def read_get(d: dict[str, int], k: str) -> Optional[int]:
    return d.get(k)


def store(d: dict[str, int], k: str, v: int) -> int:
    d[k] = v
    return len(d)


def walk(d: dict[str, int]) -> List[str]:
    out = []
    for k, v in d.items():
        out.append(f"{k}={v}")
    for k in d:
        out.append(k)
    return out


def size(xs: list[int]) -> int:
    t = 0
    for x in xs:
        t += x
    return len(xs) * 1000 + t + sum(xs) + max(xs)


def first(xs: list[int]) -> int:
    return xs[0] + xs[-1]


def text_len(s: str) -> int:
    return len(s) + len(s.upper())


def plus(n: int) -> int:
    return n + 1


def missing() -> List[int]:
    d = DefaultLen(a=1)
    return [d["a"], d["hello"], read(d, "abc"), len(d), int("hello" in d)]


def loud() -> List[object]:
    d = Loud()
    d["x"] = 2
    d["y"] = 3
    return [d["X"], d.total(), read(d, "Y"), read_get(d, "Y"), store(d, "z", 4), sorted(d.keys()),
            walk(d), isinstance(d, dict)]


def loud_missing() -> int:
    d = Loud()
    return read(d, "nope")


def stack() -> List[object]:
    s = Stack([1, 2, 3])
    s.push(4)
    return [s.peek(), s.total(), list(s), size(s), first(s), len(s), Stack().peek(), s == [1, 2, 3, 4]]


def word() -> List[object]:
    w = Word("banana")
    return [w.shout(), w.vowels(), text_len(w), w + "s", type(w + "s").__name__, w[1:3], isinstance(w, str)]


def cents() -> List[object]:
    c = Cents(3)
    return [c, c.dollars(), plus(c), c + 1, type(c).__name__, Cents(7) > c]


def ratio() -> str:
    return Ratio(0.125).percent()


def groups() -> List[object]:
    g = Groups()
    for i, k in enumerate("abacab"):
        g.add(k, i)
    return [g.sizes(), dict(g), g["zz"], len(g)]


def lru() -> List[str]:
    c = LRU(2)
    c.put("a", 1)
    c.put("b", 2)
    c.put("a", 3)
    c.put("c", 4)
    return list(c)


def tally(text: str) -> List[object]:
    t = Tally(text)
    return [t.top(), t["zzz"], read(t, text[0])]


def deque_ops() -> int:
    d = Dq([1, 2, 3, 4])
    return d.rotate_sum(1) * 10 + d.rotate_sum(-2)


def table() -> List[str]:
    t = Table(b=2, a=1)
    return t.keys_upper()
