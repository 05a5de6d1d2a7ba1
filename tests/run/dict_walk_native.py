# Dict loops over CPython's entry tables read directly: int/str keys, deleted entries, values read
# unboxed by d[k] in the body, changes during the loop, split-table dicts (instance __dict__),
# and dict subclasses.


def sum_items(d: dict[int, int]) -> int:
    acc = 0
    for k, v in d.items():
        acc += k ^ v
    return acc


def lookups(d: dict[int, int], r: int) -> int:
    acc = 0
    for k in d:
        acc += d[k] & r
    return acc


def float_lookups(d: dict[str, float]) -> float:
    acc = 0.0
    for k in d:
        acc += d[k] * len(k)
    return acc


def names(d: dict[str, float]) -> float:
    facc = 0.0
    for name, w in d.items():
        facc += w * len(name)
    return facc


def values_keys(d: dict[str, int]) -> tuple[list[str], int]:
    ks: list[str] = []
    for k in d.keys():
        ks.append(k)
    t = 0
    for v in d.values():
        t -= v
    return ks, t


def mutate_lookup(d: dict[int, int]) -> list[int]:
    out: list[int] = []
    for k in d:
        d[k] = d[k] + 1  # a store changes the version: the next d[k] looks the key up again
        out.append(d[k])
    return out


def change(d: dict[int, int], swap: bool) -> int:
    # a new key (size changed) or, with swap, one key replaced by another (same size)
    n = 0
    for k in d:
        n += 1
        if n == 2 and not swap:
            d[-k - 100] = 0
        elif n == 1 and swap:
            del d[k]
            d[k + 1000] = 1
    return n


def delete_value(d: dict[int, int], key: int) -> int:
    acc = 0
    for k in d:
        if k == key:
            d.pop(k)
            d[k] = 5
            acc += d[k]
        acc += 1
    return acc
