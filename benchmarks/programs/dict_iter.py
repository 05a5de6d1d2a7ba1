# Dict iteration: build dict[int, int] and dict[str, float], then walk keys, values and items.


def main(n: int = 100000) -> None:
    d: dict[int, int] = {}
    for i in range(n):
        d[(i * 7919) % n] = i
    names: dict[str, float] = {}
    for i in range(1000):
        names["k" + str(i)] = i * 0.5
    acc: int = 0
    facc: float = 0.0
    for r in range(10):
        for k, v in d.items():
            acc += k ^ v
        for k in d:
            acc += d[k] & r
        for v in d.values():
            acc -= v
        for name, w in names.items():
            facc += w * len(name)
    print(acc)
    print(facc)
