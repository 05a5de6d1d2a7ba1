# Native str paths: tuple-free partition/rpartition unpacking, split/join/replace/find over
# one-byte strs, ASCII strip/lower/upper; non-ASCII strs, str subclasses and errors take
# CPython's way and must give the same results.


def part3(s: str, sep: str) -> tuple[str, str, str]:
    head, mid, tail = s.partition(sep)
    return head, mid, tail


def rpart3(s: str, sep: str) -> tuple[str, str, str]:
    head, mid, tail = s.rpartition(sep)
    return head, mid, tail


def part_rebind(s: str) -> tuple[str, str]:
    # the receiver is one of the targets; `_` is assigned twice
    s, _, rest = s.partition("=")
    _, _, last = rest.rpartition(",")
    return s + "|" + rest, last + _


def part_loop(lines: list[str]) -> int:
    total = 0
    for line in lines:
        key, _, value = line.partition(":")
        total += len(key) * 100 + len(value)
    return total


def splits(s: str, sep: str) -> list[list[str]]:
    return [s.split(sep), s.split(sep)[::-1]]


def joined(sep: str, items: list[str]) -> str:
    return sep.join(items)


def joined_any(sep: str, items: list[object]) -> str:
    return sep.join(items)  # type: ignore


def replaced(s: str, old: str, new: str) -> str:
    return s.replace(old, new)


def found(s: str, sub: str) -> tuple[int, int]:
    return s.find(sub), s.count(sub)


def stripped(s: str) -> list[str]:
    return [s.strip(), s.lstrip(), s.rstrip(), s.strip().lower(), s.strip().upper()]


def tails(s: str) -> tuple[bool, bool, bool, bool]:
    return s.startswith("e"), s.endswith("a"), s.startswith("é"), s.endswith("ab")


def pipeline(lines: list[str]) -> tuple[int, str]:
    found_at = 0
    last = ""
    for line in lines:
        head, _, tail = line.partition(";")
        parts: list[str] = [p.strip().lower() for p in head.split(",")]
        joined_s: str = "-".join(parts).replace("eta", "ETA")
        found_at += joined_s.find("ETA") + int(tail)
        last = joined_s.upper()
    return found_at, last


def ranged(o: object) -> int:
    t = 0
    for i in range(o):  # type: ignore
        t += i
    return t


def ranged3(a: object, b: object, c: object) -> list[int]:
    return [i for i in range(a, b, c)]  # type: ignore
