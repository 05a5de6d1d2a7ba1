# A bool stored where an int item is declared, or an int where a float item is, keeps its own
# type in the container (CPython stores the object as it is): displays, comprehensions, item
# stores, append/insert/add/setdefault. Reads of such an item convert it (as parameters do).


def flags(xs: list[int]) -> list[int]:
    return [x > 1 for x in xs]


def mixed_display() -> list[int]:
    return [1, True, 3 > 2]


def float_row(n: int) -> list[float]:
    row: list[float] = [0] * n
    row[0] = 1
    row.append(2)
    row.insert(0, False)
    return row


def weights(keys: list[str]) -> dict[str, float]:
    w: dict[str, float] = {k: len(k) for k in keys}
    w["zero"] = 0
    w.setdefault("one", 1)
    w.update(two=2)
    return w


def bool_set() -> set[int]:
    s: set[int] = {2, True}
    s.add(False)
    return s


def bool_tuple() -> tuple[int, ...]:
    return (1, True, len("ab") == 2)


def optional_items() -> list[float | None]:
    return [1, None, 2.5, True]


def float_keys() -> dict[float, str]:
    d: dict[float, str] = {1: "one", 2.5: "two and a half"}
    d[True] = "true"  # replaces the value of key 1, which stays 1
    d[3] = "three"
    return d


def read_back() -> list[object]:
    row = float_row(3)
    return [row[1] + 0.5, row[1] + row[4] + 0.25, repr(row), row == [False, 1, 0, 0, 2]]
