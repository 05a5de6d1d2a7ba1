# Loops over dicts and their views: typed keys and values, mutation during iteration (CPython's
# RuntimeErrors), dict subclasses with their own iterators, wrong item types, and generators.
from typing import Iterator


def walk_all(d: dict[int, int]) -> list[int]:
    out: list[int] = []
    for k in d:
        out.append(k)
    for k in d.keys():
        out.append(k * 10)
    for v in d.values():
        out.append(v * 100)
    for k, v in d.items():
        out.append(k - v)
    return out


def floats(d: dict[str, float]) -> float:
    total = 0.0
    for name, w in d.items():
        total += w * len(name)
    for w in d.values():
        total -= w
    return total


def objects(d: dict[str, list[int]]) -> list[str]:
    out: list[str] = []
    for k, xs in d.items():
        out.append(k + ":" + str(sum(xs)))
    for xs in d.values():
        xs = xs + [len(xs)]
        out.append(str(xs))
    for k in d:
        out.append(k + str(d[k]))
    return out


def bools(d: dict[bool, bool]) -> list[bool]:
    out: list[bool] = []
    for k, v in d.items():
        out.append(k and v)
    return out


def pairs(d: dict[str, int]) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for kv in d.items():
        out.append(kv)
    for i, kv in enumerate(d.items()):
        out.append((kv[0] + str(i), kv[1]))
    for j, (k, v) in enumerate(d.items(), 5):
        out.append((k, v + j))
    return out


def nested_target(d: dict[str, tuple[int, str]]) -> list[str]:
    out: list[str] = []
    for k, (n, s) in d.items():
        out.append(k + s * n)
    return out


def comprehensions(d: dict[int, float]) -> tuple[dict[float, int], list[int], list[float]]:
    return {v: k for k, v in d.items() if k % 2 == 0}, [k for k in d], [v * 2 for v in d.values()]


def early_exit(d: dict[str, int], stop: str) -> tuple[int, str]:
    seen = 0
    for k in d:
        if k == stop:
            break
        seen += 1
    else:
        return seen, "no break"
    return seen, "break"


def add_key(src: dict[int, int]) -> int:
    d = dict(src)
    total = 0
    for k, v in d.items():
        total += v
        d[k + 1000] = v
    return total


def delete_key(d: dict[int, int]) -> int:
    total = 0
    for k in d:
        total += k
        del d[k]
    return total


def replace_key(d: dict[int, int]) -> list[int]:
    # Same size, but an entry the loop did not start with: "keys changed".
    out: list[int] = []
    for k in d.keys():
        out.append(k)
        if k == 1:
            del d[1]
            d[1] = 5
    return out


def clear_in_values(d: dict[str, int]) -> int:
    total = 0
    for v in d.values():
        total += v
        d.clear()
    return total


def overwrite_values(d: dict[str, list[int]]) -> list[int]:
    # The value being looked at is replaced (and freed) while the loop still uses it.
    out: list[int] = []
    for k, v in d.items():
        d[k] = []
        out.append(len(v))
        out.extend(v)
    return out


def rebind(d: dict[int, int]) -> list[int]:
    out: list[int] = []
    for k in d:
        d = {}
        out.append(k)
    return out + [len(d)]


def big(d: dict[int, int]) -> list[int]:
    out: list[int] = []
    for k, v in d.items():
        out.append(k + v)
    for k in d:
        out.append(k // 3)
    return out


def gen_keys(d: dict[str, int]) -> Iterator[str]:
    for k, v in d.items():
        if v > 0:
            yield k


def from_gen(d: dict[str, int]) -> list[str]:
    return [k for k in gen_keys(d)]


def summed(d: dict[int, int]) -> int:
    return sum(d) + sum(d.values())


def lookups(d: dict[int, int]) -> list[int]:
    out: list[int] = []
    for k in d:
        out.append(d[k] * 2)
    for k, v in d.items():
        out.append(d[k] - v)
    for k in d.keys():
        d[k] = d[k] + 1
        out.append(d[k])
    return out


def lookup_after_delete(d: dict[int, str]) -> list[str]:
    out: list[str] = []
    for k in d:
        out.append(d[k])
        del d[k]
        out.append(d[k])
    return out


def lookup_rebound(d: dict[int, int], e: dict[int, int]) -> list[int]:
    out: list[int] = []
    for k in d:
        out.append(d[k])
        k = k + 1
        out.append(d[k] if k in d else -1)
    for k in d:
        out.append(d[k])
        d = e
    for k in e:
        for j in e:
            out.append(e[k] * 10 + e[j])
    return out


def lookup_objects(src: dict[str, list[int]]) -> list[int]:
    d = {k: v[:] for k, v in src.items()}
    out: list[int] = []
    for name in d:
        d[name].append(len(name))
        out.extend(d[name])
    return out
