# Typing spellings (Union, X | Y, Literal, Mapping, Sequence), dict views, builtins over typed
# values, operator/functools/string helpers, NamedTuples from a generator.
import functools
import operator
import string
from collections.abc import Iterable, Sequence
from typing import Iterator, Literal, Mapping, MutableMapping, NamedTuple, Union

Mode = Literal["r", "w"]


def lit(m: Mode) -> str:
    return m.upper()


def union(v: Union[int, str, None]) -> str:
    if isinstance(v, int):
        return str(v + 1)
    elif v is None:
        return "none"
    return v * 2


def pipe(v: int | str | list[int]) -> int:
    if isinstance(v, list):
        return sum(v)
    if isinstance(v, str):
        return len(v)
    return v


def mapping(m: Mapping[str, int], mm: MutableMapping[str, list[int]]) -> list[object]:
    mm.setdefault("k", []).append(len(m))
    return [dict(m), sorted(mm.items()), m.get("a", -1)]


def seqs(s: Sequence[int], it: Iterable[str]) -> list[object]:
    return [s[0], s[-1], list(s[::-1]), "".join(it), len(s)]


def desc(a: int, b: int) -> int:
    return b - a


def ops(xs: list[int]) -> list[object]:
    return [functools.reduce(operator.mul, xs, 1), sorted(xs, key=functools.cmp_to_key(desc)),
            list(map(operator.neg, xs)), operator.itemgetter(1, 0)(xs), string.ascii_lowercase[:5],
            string.Template("$a-$b").substitute(a=1, b=2), functools.partial(pow, 2)(10)]


def views(d: dict[str, int]) -> list[object]:
    k = d.keys()
    return [k & {"a", "z"}, d.items() - {("a", 1)}, list(reversed(d)), list(reversed(d.values())),
            k | {"q"}, "a" in k, ("a", 1) in d.items(), len(d.values()), k ^ {"a"}, k.isdisjoint(["x"]),
            d | {"b": 9}, sorted(k - {"a"}), list(reversed(d.items()))]


def minmax(xs: list[int], ys: list[float]) -> list[object]:
    return [min(xs), max(xs, default=0), min(ys, key=abs), max(*xs), min(3, 1, 2), max("abc", "abd"),
            sum(ys, 0.5), sum([[1], [2]], []), divmod(7, -2), pow(3, 4, 5), abs(-2.5), round(2.5), round(3.14159, 3)]


def ints(s: str) -> list[object]:
    return [int(s, 16), int("0b101", 0), int(" 12 "), int("1_000"), bin(255), oct(8), hex(-255), chr(9731), ord("é"),
            int(3.99), int(-3.99), float("  1e3 "), str(10**20), (255).to_bytes(2, "little"), True + True,
            (7).bit_count(), 10 ** -2, 7 // 2.0, -7 % 3, -7.5 % 2, 2 ** 0.5]


class Pair(NamedTuple):
    a: int
    b: str


def gen(n: int) -> Iterator[Pair]:
    for i in range(n):
        yield Pair(i, str(i))


def use_gen(n: int) -> list[object]:
    ps = list(gen(n))
    a, b = ps[-1]
    return [ps, a, b, ps[0]._replace(b="z"), Pair._fields, ps[0]._asdict()]
