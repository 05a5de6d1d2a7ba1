# N-queens with generators: permutations from a generator, filtered by a generator using
# sets of diagonals (tuples, sets and generator pipelines, as pyperformance's nqueens).
from typing import Iterator, List, Tuple


def permutations(pool: List[int], r: int) -> Iterator[Tuple[int, ...]]:
    n = len(pool)
    indices: List[int] = list(range(n))
    cycles: List[int] = list(range(n, n - r, -1))
    yield tuple([pool[i] for i in indices[:r]])
    while n:
        i: int
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple([pool[i] for i in indices[:r]])
                break
        else:
            return


def n_queens(queen_count: int) -> Iterator[Tuple[int, ...]]:
    cols: List[int] = list(range(queen_count))
    for vec in permutations(cols, queen_count):
        if queen_count == len({vec[i] + i for i in cols}) == len({vec[i] - i for i in cols}):
            yield vec


def main(n: int = 8) -> None:
    count = 0
    check = 0
    for sol in n_queens(n):
        count += 1
        check += sol[0] * 10 + sol[-1]
    print(count, check)
