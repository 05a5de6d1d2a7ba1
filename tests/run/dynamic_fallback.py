# Untyped and library values go through CPython's C-API: imports of any module, attribute
# lookups, calls with positional and keyword arguments, builtins without a native form, and
# checks where a dynamic value enters a typed variable.
import json
import os.path
import collections as co
from itertools import count, islice
from functools import reduce


def parse_total(text: str) -> int:
    data = json.loads(text)
    total: int = sum(data)
    return total


def describe(path: str) -> None:
    print(os.path.basename(path), os.path.dirname(path), os.path.join("a", "b"))


def counts(word: str) -> None:
    c = co.Counter(word)
    print(c.most_common(2), sorted(word, reverse=True), len(word))


def first_squares(n: int) -> None:
    print(list(islice(count(1), n)), reduce(max, range(n)), abs(-3))


def untyped_math(x, y):
    return x * y + 1


def typed_from_untyped(x) -> int:
    # the dynamic value is checked when it enters the typed result
    return x + 1


print(parse_total("[1, 2, 3]"), untyped_math(3, 4), untyped_math(2, 5.5))
