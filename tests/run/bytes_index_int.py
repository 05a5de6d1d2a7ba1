# b[i] of a bytes value read natively as an int: negative and out-of-range indexes, huge and
# bool indexes, a bytes subclass that overrides __getitem__.
from typing import List


class Shifted(bytes):
    def __getitem__(self, i):  # type: ignore[override]
        return bytes.__getitem__(self, i) + 1000


def item(b: bytes, i: int) -> int:
    return b[i]


def count(xs: List[bytes], c: int) -> int:
    n = 0
    for s in xs:
        for j in range(len(s)):
            if s[j] == c:
                n += 1
    return n


def last_two(b: bytes) -> List[int]:
    return [b[-1], b[-2], b[True], b[False]]


def make() -> List[bytes]:
    a = []
    for i in range(30):
        a.append(b'Foobar-%d' % i)
        a.append(b'yeah')
    return a
