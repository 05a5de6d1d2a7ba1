# Imports inside functions (locals, captured by nested functions, aliased, from-imports, a
# failing import), plus idioms over containers that mix many builtins.
from typing import Callable, Dict, List, Optional, Tuple


def floor_ceil(x: float) -> Tuple[int, int, float]:
    import math
    from math import ceil as up
    return math.floor(x), up(x), math.sqrt(abs(x))


def uses_json(d: Dict[str, int]) -> str:
    import json as j
    return j.dumps(d, sort_keys=True)


def nested_user(xs: List[int]) -> Callable[[], int]:
    import functools

    def total() -> int:
        return functools.reduce(lambda a, b: a + b, xs, 0)
    return total


def missing_module() -> int:
    import hintc_no_such_module_xyz  # type: ignore[import-not-found]
    return 1


def missing_name() -> int:
    from os import no_such_name_xyz  # type: ignore[attr-defined]
    return no_such_name_xyz


def dotted() -> str:
    import os.path
    return os.path.basename("/a/b.txt") + os.sep


def dedupe(xs: List[int]) -> List[int]:
    return list(dict.fromkeys(xs))


def order_by_first(xs: List[str]) -> str:
    return ",".join(sorted(set(xs), key=xs.index))


def pairs_sum(xs: List[int]) -> int:
    it = iter(xs)
    return sum(a * b for a, b in zip(it, it))


def unzip(xs: List[Tuple[str, int]]) -> Tuple[List[str], List[int]]:
    names, nums = zip(*xs) if xs else ((), ())
    return list(names), list(nums)


def first_big(xs: List[int]) -> Optional[int]:
    return next((x for x in xs if x > 3), None)


def chunks(s: str) -> List[str]:
    return [s[i:i + 2] for i in range(0, len(s), 2)]


def keep_nonzero(xs: List[int]) -> List[int]:
    xs[:] = [x for x in xs if x]
    return xs
