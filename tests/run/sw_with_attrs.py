# `with` bodies that return (mypy's reachability: only a bool __exit__ may continue after them),
# contextlib.suppress continuing, and attributes of typed values used as values (bound methods).
import contextlib
import io
from typing import Callable, Dict, Iterator, List


class Quiet:
    def __enter__(self) -> "Quiet":
        return self

    def __exit__(self, *exc: object) -> None:
        return None


@contextlib.contextmanager
def tag(out: List[str], name: str) -> Iterator[None]:
    out.append("<" + name + ">")
    try:
        yield
    finally:
        out.append("</" + name + ">")


def read_all(text: str) -> str:
    with io.StringIO(text) as f:
        return f.read().upper()


def first_line(text: str) -> int:
    with io.StringIO(text) as f:
        for line in f:
            return len(line)
    return -1


def suppressed(d: Dict[str, int], k: str) -> int:
    with contextlib.suppress(KeyError):
        return d[k]
    return -1


def nested_tags(n: int) -> List[str]:
    out: List[str] = []
    with tag(out, "a"), tag(out, "b"):
        out.append(str(n))
    return out


def tag_returns(n: int) -> int:
    out: List[str] = []
    with tag(out, "x"):
        return n * 2


def raise_in_tag(n: int) -> List[str]:
    out: List[str] = []
    try:
        with tag(out, "t"):
            out.append(str(10 // n))
    except ZeroDivisionError as e:
        out.append(type(e).__name__)
    return out


def quiet_returns(n: int) -> int:
    with Quiet():
        if n > 0:
            return n
        raise ValueError("neg")


def bound_methods(d: Dict[str, int], words: List[str]) -> List[object]:
    get = d.get
    push = words.append
    push("zz")
    upper = "abc".upper
    key: Callable[[str], int] = d.__getitem__
    return [get("a"), sorted(d, key=d.__getitem__), max(d, key=lambda k: d[k]), words, upper(),
            (5).bit_length(), (2.5).is_integer(), (7).real, "x".join, key("a") if "a" in d else None]


def method_of_literal() -> List[object]:
    return [", ".join(map(str, [1, 2])), "{}-{}".format(1, 2), b"ab".hex(), [3, 1].index(1), (1, 2).count(2)]
