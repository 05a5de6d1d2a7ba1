# Comprehensions built with their size known: a list comprehension over a range reserves room
# for its items (list.reserve with the range's length, list.push per item); tuple() of a list
# comprehension over a slice takes the built list's items over (list.into_tuple) and reads the
# list[int] items as objects; len() of a set comprehension counts distinct ints (distinct.*);
# a sum of two list slices is one list.concat_slices; [*genexp] is a list of the items' type.
from typing import List


def squares(n: int) -> List[int]:
    return [i * i for i in range(n)]


def picked(pool: List[int], idx: List[int], r: int) -> tuple:
    return tuple([pool[i] for i in idx[:r]])


def diagonals(vec: List[int], cols: List[int]) -> int:
    return len({vec[i] + i for i in cols if i})


def rotate(xs: List[int], i: int) -> None:
    xs[i:] = xs[i + 1:] + xs[i:i + 1]


def splat(xs: List[int]) -> int:
    ys = [*(x * 2 for x in xs)]
    return ys[0] + 1
