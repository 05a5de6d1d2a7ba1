# Classes deriving from classes this module does not compile (the standard library's, one made
# by a call, two builtin exceptions at once): made by their bases' metaclass when the class
# statement runs, with compiled methods, super() into the Python base, class attributes,
# properties, static and class methods, and typed uses of the class elsewhere in the module.
import json
import threading
from collections.abc import Mapping
from html.parser import HTMLParser
from typing import Dict, Iterator, List, Optional, Tuple


class Worker(threading.Thread):
    runs = 0

    def __init__(self, n: int) -> None:
        super().__init__(name=f"worker-{n}")
        self.n = n
        self.result = 0

    def run(self) -> None:
        Worker.runs += 1
        self.result = sum(i * i for i in range(self.n))


class SetEncoder(json.JSONEncoder):
    def default(self, o: object) -> object:
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        return super().default(o)


class TagCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: List[str] = []
        self.attrs: Dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        self.tags.append(tag)
        for k, v in attrs:
            self.attrs[k] = v or ""

    @property
    def count(self) -> int:
        return len(self.tags)


class Frozen(Mapping):
    def __init__(self, items: Dict[str, int]) -> None:
        self._items = dict(items)

    def __getitem__(self, k: str) -> int:
        return self._items[k]

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._items))

    def __len__(self) -> int:
        return len(self._items)

    @classmethod
    def of(cls, **kw: int) -> "Frozen":
        return cls(kw)

    @staticmethod
    def empty() -> "Frozen":
        return Frozen({})


def make_base(tag: str) -> type:
    class Made:
        def hello(self) -> str:
            return "hello from " + tag
    return Made


class FromCall(make_base("call")):  # type: ignore[misc]
    def both(self) -> str:
        return self.hello() + "!"


class LookupValueError(KeyError, ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def run_workers(k: int) -> List[int]:
    ws = [Worker(i * 10) for i in range(k)]
    for w in ws:
        w.start()
    for w in ws:
        w.join()
    return [w.result for w in ws]


def collect(html: str) -> TagCollector:
    p = TagCollector()
    p.feed(html)
    return p


def total(m: Mapping) -> int:
    return sum(m[k] for k in m)


def find(d: Dict[str, int], k: str) -> int:
    if k not in d:
        raise LookupValueError(k)
    return d[k]
