# bytes and bytearray methods, indexing and iteration; tuple comparisons, hashing, methods and
# concatenation; containers of tuples as keys.
from typing import List, Tuple


def bytes_basics(b: bytes) -> List[object]:
    return [b[0], b[-1], list(b), b + b"!", b * 2, b"x" in b, 120 in b, len(b), b.hex(), b.hex(":"),
            bytes.fromhex("de ad"), b.upper(), b.split(b"l"), b.rsplit(maxsplit=1), b.partition(b"l"),
            b.rpartition(b"z"), b.index(b"l"), b.rfind(b"l"), b.count(b"l"), b.center(9, b"*"),
            b.zfill(8), b.title(), b.isalpha(), b.isdigit(), b.splitlines(), b.removeprefix(b"he"),
            b.decode("ascii"), b.strip(b"ho"), b.lstrip(b"h"), b.rstrip(b"o"), b.startswith((b"a", b"h"))]


def bytes_iter(b: bytes) -> int:
    total = 0
    for x in b:
        total = total * 3 + x
    return total


def bytes_index(b: bytes, i: int) -> int:
    return b[i]


def bytes_slices(b: bytes) -> List[bytes]:
    return [b[1:], b[::-1], b[::2], b[-2:], b[5:1]]


def bytes_compare(a: bytes, b: bytes) -> List[bool]:
    return [a < b, a == b, a != b, a >= b]


def decode_bad(b: bytes) -> str:
    return b.decode("utf-8")


def encode_forms(s: str) -> List[object]:
    return [s.encode(), s.encode("utf-16-le"), s.encode("ascii", "replace"), s.encode("latin-1", errors="ignore"),
            bytes(s, "utf-8"), bytes(3), bytes([65, 66]), bytes(range(3))]


def encode_bad(s: str) -> bytes:
    return s.encode("ascii")


def bytes_of_bad(xs: List[int]) -> bytes:
    return bytes(xs)


def bytearrays(b: bytes) -> List[object]:
    ba = bytearray(b)
    ba.append(33)
    ba[0] = 72
    ba.extend(b"??")
    ba[1:3] = b"EY"
    del ba[-1]
    ba += b"."
    out: List[object] = [ba, bytes(ba), len(ba), ba.pop(), ba.find(b"Y"), ba.decode(), ba[::-1]]
    ba.reverse()
    out.append(ba)
    out.append(bytearray(2) + b"a")
    return out


def bytearray_bad(b: bytes) -> bytearray:
    ba = bytearray(b)
    ba[0] = 256
    return ba


def tuples(a: Tuple[int, str], b: Tuple[int, str]) -> List[object]:
    return [a < b, a <= b, a == b, a > b, max(a, b), min([a, b]), a + b, a * 2, a.count(1), a.index("x") if "x" in a else -1,
            hash(a) == hash((a[0], a[1])), (a, b) < (b, a), sorted([b, a]), tuple(reversed(a)), len(a + b)]


def tuple_compare_mixed(a: Tuple[int, ...], b: Tuple[int, ...]) -> List[bool]:
    return [a < b, a == b, a > b, () < a]


def tuple_bad_compare(a: Tuple[object, ...], b: Tuple[object, ...]) -> bool:
    return a < b


def tuple_index_missing(t: Tuple[int, ...], v: int) -> int:
    return t.index(v)


def tuple_keys(points: List[Tuple[int, int]]) -> List[object]:
    seen: dict[Tuple[int, int], int] = {}
    for p in points:
        seen[p] = seen.get(p, 0) + 1
    s = set(points)
    return [sorted(seen.items()), (0, 0) in s, len(s), sorted(s, key=lambda p: (-p[0], p[1]))]


def tuple_build(n: int) -> Tuple[int, ...]:
    t: Tuple[int, ...] = ()
    for i in range(n):
        t += (i * i,)
    return t


def nested_tuple(t: Tuple[Tuple[int, float], Tuple[str, bool]]) -> str:
    (a, b), (c, d) = t
    return f"{a}{b}{c}{d}{t[0][1] + t[0][0]}{t[1][0] * 2}"
