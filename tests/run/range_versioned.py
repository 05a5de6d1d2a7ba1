# Range loops with a small simple body run on an int64 copy when the bounds are small ints; bool
# buffers indexed by the loop variable are tested once against the whole range.


def sieve(n: int) -> list[int]:
    composite: list[bool] = [False] * (n + 2)
    q: int = 2
    while q * q <= n:
        if not composite[q]:
            for m in range(q * q, n + 1, q):
                composite[m] = True
        q += 1
    primes: int = 0
    weighted: int = 0
    for i in range(2, n + 1):
        if not composite[i]:
            primes += 1
            weighted += i * i
    return [primes, weighted]


def strided(size: int, start: int, stop: int, step: int) -> str:
    # Ranges reaching past the buffer (either end) raise IndexError at the first bad index, as
    # CPython's list does, after the good stores before it.
    flags: list[bool] = [False] * size
    done: int = 0
    try:
        for k in range(start, stop, step):
            flags[k] = True
            done += 1
    except IndexError as e:
        return f"IndexError {e} after {done}"
    marks: str = ""
    for j in range(size):
        marks += "x" if flags[j] else "."
    return marks


def read_strided(size: int, start: int, stop: int, step: int) -> int:
    flags: list[bool] = [True] * size
    seen: int = 0
    for k in range(start, stop, step):
        if flags[k]:
            seen += k
    return seen


def last_value(start: int, stop: int, step: int) -> int:
    v: int = -1
    for v in range(start, stop, step):
        pass
    return v


def loop_else(n: int) -> str:
    found: str = "none"
    for i in range(n):
        if i * i > 50:
            found = str(i)
            break
    else:
        found = "exhausted"
    return found


def accumulate(start: int, stop: int) -> int:
    # Accumulators overflow into bignums exactly.
    total: int = 2 ** 62 - 10
    for i in range(start, stop):
        total += i
    return total


def skip_odd(n: int) -> int:
    total: int = 0
    for i in range(n):
        if i % 2:
            continue
        total += i
    return total


def rebinds_index(n: int) -> list[bool]:
    # The body rebinds the loop variable: the index is checked as usual.
    flags: list[bool] = [False] * n
    for i in range(0, n, 2):
        i = i + 1
        if i < n:
            flags[i] = True
    return flags


def rebinds_buffer(n: int) -> int:
    flags: list[bool] = [True] * n
    count: int = 0
    for i in range(n):
        if flags[i]:
            count += 1
        flags = [False] * (n // 2)
        if i + 1 >= n // 2:
            break
    return count


def backwards(n: int) -> str:
    flags: list[bool] = [False] * n
    for i in range(n - 1, -1, -3):
        flags[i] = True
    out: str = ""
    for i in reversed(range(n)):
        out += "1" if flags[i] else "0"
    return out


def negative_index(n: int) -> str:
    # Negative indices count from the end: not covered by the range test, still correct.
    flags: list[bool] = [False] * n
    for i in range(-n, 0):
        flags[i] = i % 2 == 0
    out: str = ""
    for i in range(n):
        out += "1" if flags[i] else "0"
    return out


def bool_sizes() -> list[int]:
    # Buffer sizes around multiples of 8 and 64.
    out: list[int] = []
    for size in (0, 1, 7, 8, 9, 63, 64, 65, 127):
        flags: list[bool] = [True] * size
        for i in range(0, size, 3):
            flags[i] = False
        kept: int = 0
        for i in range(size):
            if flags[i]:
                kept += 1
        out.append(kept)
    return out
