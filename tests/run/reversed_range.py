# for over reversed(range(...)) counts down natively: empty and negative ranges, big bounds,
# break/else, the target after the loop, bool and object bounds, nested loops, and a shadowed
# reversed/range (which must not be taken for the builtins).
from typing import List


def down(n: int) -> List[int]:
    out: List[int] = []
    for i in reversed(range(n)):
        out.append(i)
    return out


def down2(a: int, b: int) -> List[int]:
    out: List[int] = []
    for i in reversed(range(a, b)):
        out.append(i)
    return out


def first_below(n: int, limit: int) -> str:
    i = -99
    for i in reversed(range(n)):
        if i < limit:
            break
    else:
        return "none below, last " + str(i)
    return "found " + str(i)


def bools(flag: bool) -> List[int]:
    return [i for i in reversed(range(flag, 3))]


def objs(o: object) -> List[int]:
    out: List[int] = []
    for i in reversed(range(o)):  # type: ignore[call-overload]
        out.append(i)
    return out


def nested(n: int) -> int:
    total = 0
    for i in reversed(range(n)):
        for j in reversed(range(i, n)):
            total = total * 3 + j - i
    return total % 1000003


def count_big(a: int, b: int) -> int:
    k = 0
    for i in reversed(range(a, b)):
        k += 1
        last = i
    return k * 1000 + (last - a)


def mutate(n: int) -> List[int]:
    out: List[int] = []
    for i in reversed(range(n)):
        n = 0  # the range was made from the old value
        out.append(i)
    return out


def shadow(n: int) -> List[int]:
    range = lambda k: [k * 10, k * 10 + 1]  # noqa: E731
    out: List[int] = []
    for i in reversed(range(n)):
        out.append(i)
    return out
