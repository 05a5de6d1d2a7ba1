# A native dict driven through long pseudo-random sequences of every supported operation (keys
# small, negative and bignum; a loop that mutates the dict part-way), printing a trace: the
# compiled run must match CPython's step for step.


def ops(seed: int, steps: int) -> list[int]:
    d: dict[int, int] = {}
    trace: list[int] = []
    x = seed
    bigs = [2**64, -(2**70), 2**62, -(2**62) - 1]
    for step in range(steps):
        x = (x * 1103515245 + 12345) % 2147483648
        op = x % 11
        k = (x >> 8) % 23 - 5
        if (x >> 4) % 17 == 0:
            k = bigs[(x >> 12) % 4] + k
        v = (x >> 16) % 1000
        if op <= 2:
            d[k] = v
        elif op == 3:
            if k in d:
                del d[k]
            else:
                trace.append(-1)
        elif op == 4:
            trace.append(d.get(k, -2))
        elif op == 5:
            trace.append(d.pop(k, -3))
        elif op == 6:
            trace.append(d.setdefault(k, v))
        elif op == 7:
            try:
                d[k] += v
            except KeyError as e:
                trace.append(-4 if e.args[0] == k else -5)
        elif op == 8:
            trace.append(len(d) * 1000 + sum(d.values()) % 1000)
        elif op == 9:
            try:
                n = 0
                for key, val in d.items():
                    n += key * 3 + val
                    if (n + step) % 7 == 0:
                        d[key + 1] = val
                    elif (n + step) % 7 == 1 and key in d:
                        del d[key]
                        d[key] = val + 1
                trace.append(n)
            except RuntimeError as e:
                trace.append(-6 if "size" in str(e) else -7)
        elif step % 50 == 0:
            d.clear()
    trace.append(len(d))
    for key in d:
        trace.append(key)
    return trace


def float_ops(seed: int, steps: int) -> list[float]:
    d: dict[int, float] = {}
    trace: list[float] = []
    x = seed
    for step in range(steps):
        x = (x * 69069 + 1) % 4294967296
        k = x % 13
        op = (x >> 8) % 6
        if op <= 1:
            d[k] = (x >> 12) % 100 / 8
        elif op == 2:
            trace.append(d.get(k, -0.5))
        elif op == 3:
            trace.append(d.pop(k, 0.25))
        elif op == 4 and k in d:
            d[k] -= 1.125
        else:
            trace.append(sum(d.values()) + 0.0)  # (an int 0 stored in a list[float] reads 0.0)
    return trace
