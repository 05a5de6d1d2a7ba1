# Native dicts changed by the body of a loop over them: CPython's dict-iterator errors ("changed
# size", "keys changed") at the same step, which depends on when the table is resized (the
# native table follows CPython's sizes), and value stores that are allowed.
def grow(n: int) -> list[int]:
    d: dict[int, int] = {i: i for i in range(n)}
    seen: list[int] = []
    for k in d:
        seen.append(k)
        if k == 1:
            d[100] = 1
    return seen


def shrink(n: int) -> list[int]:
    d: dict[int, int] = {i: i for i in range(n)}
    seen: list[int] = []
    for k, v in d.items():
        seen.append(k)
        if k == 2:
            del d[0]
    return seen


def replace(n: int, shift: int) -> list[int]:
    # Delete the current key and add another: the size stays; whether the loop meets the new key
    # (keys changed) or stops depends on whether the insertion compacted the entries.
    d: dict[int, int] = {i: i for i in range(n)}
    seen: list[int] = []
    try:
        for k in d:
            seen.append(k)
            del d[k]
            d[k + shift] = 1
    except RuntimeError as e:
        seen.append(-1 if "keys changed" in str(e) else -2)
    seen.append(len(d))
    return seen


def replace_values(n: int) -> list[int]:
    d: dict[int, float] = {i: 1.0 for i in range(n)}
    seen: list[int] = []
    try:
        for v in d.values():
            seen.append(int(v))
            d.pop(len(seen) - 1)
            d[1000 + len(seen)] = 2.0
    except RuntimeError as e:
        seen.append(-1 if "keys changed" in str(e) else -2)
    return seen


def store_values(n: int) -> int:
    d: dict[int, int] = {i: i for i in range(n)}
    for k in d:
        d[k] = d[k] * 10
    for k, v in d.items():
        d[k] += v
    total = 0
    for v in d.values():
        total += v
    return total


def clear_in_loop(n: int) -> list[int]:
    d: dict[int, int] = {i: i for i in range(n)}
    seen: list[int] = []
    for k in d:
        seen.append(k)
        d.clear()
    return seen


def in_comprehension(n: int) -> list[int]:
    d: dict[int, int] = {i: i for i in range(n)}
    return [d.setdefault(k + n, k) for k in d]


def grow_then_error(n: int) -> int:
    d: dict[int, bool] = {}
    for i in range(n):
        d[i] = True
    count = 0
    for k in d:
        count += 1
        if count == n:
            d[-k] = False  # the last step: the error comes at the next step anyway
    return count


def lookup_in_loop(n: int) -> list[int]:
    # d[k] of the loop's own key reads the current entry while it holds k, and looks k up again
    # after the body changed the dict.
    d: dict[int, int] = {i: i for i in range(n)}
    out: list[int] = []
    try:
        for k in d:
            out.append(d[k])
            d[k] = d[k] + 100
            out.append(d[k])
            if k == 2:
                del d[k]
                out.append(d[k])
    except KeyError as e:
        out.append(-1000 - e.args[0])
    return out


def lookup_after_resize(n: int) -> list[int]:
    d: dict[int, int] = {i: i for i in range(n)}
    out: list[int] = []
    try:
        for k, v in d.items():
            del d[k]
            d[k] = v * 2  # moves k to the end; a resize may compact the entries
            out.append(d[k])
    except RuntimeError as e:
        out.append(len(str(e)))
    return out
