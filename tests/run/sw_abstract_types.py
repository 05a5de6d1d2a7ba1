# Parameters typed with abstract and library types (Sequence, Mapping, Iterable, Callable,
# numpy arrays): values stay objects, typed results are checked, iteration works on any iterable.
from typing import Callable, Iterable, Iterator, Mapping, MutableMapping, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt


def total(xs: Sequence[int]) -> int:
    t = 0
    for x in xs:
        t += x
    return t + len(xs) + xs[0] + xs[-1]


def seq_slice(xs: Sequence[str]) -> Sequence[str]:
    return xs[::-1]


def mapping_keys(m: Mapping[str, int]) -> list[str]:
    return sorted(k for k in m if m[k] > 0)


def bump_all(m: MutableMapping[str, int]) -> None:
    for k in list(m):
        m[k] += 1


def consume(it: Iterable[float]) -> float:
    return sum(it) + max(it, default=0.0)


def gen_squares(n: int) -> Iterator[int]:
    for i in range(n):
        yield i * i


def apply(f: Callable[[int], int], xs: list[int]) -> list[int]:
    return [f(x) for x in xs]


def compose(f: Callable[[str], str], g: Callable[[str], str]) -> Callable[[str], str]:
    return lambda s: f(g(s))


def union_arg(v: Union[int, str]) -> str:
    if isinstance(v, int):
        return str(v + 1)
    return v.upper()


def array_stats(a: np.ndarray) -> Tuple[float, int, list[float]]:
    return float(a.sum()), int(a.shape[0]), [float(x) for x in a[::2]]


def typed_array(a: npt.NDArray[np.float64], k: float) -> npt.NDArray[np.float64]:
    return a * k + 1.0


def array_from_list(xs: list[int]) -> list[int]:
    arr = np.array(xs)
    arr[arr > 2] = 0
    return [int(v) for v in arr]
