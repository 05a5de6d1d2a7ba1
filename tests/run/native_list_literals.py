# Local lists made from displays of float literals only / int literals only are native buffers
# (mypy's list[float] / list[int]), updated in place by `xs[i] op= v`.


def float_updates(i: int, d: float) -> list[float]:
    xs = [0.0, -1.5, 2.25]
    xs[i] += d
    xs[i] *= 2.0
    xs[i] -= 0.5
    xs[i] /= 3.0
    out = []
    for k in range(len(xs)):
        out.append(xs[k])
    return out


def int_updates(i: int, d: int) -> int:
    xs = [1, -2, 3]
    xs[i] += d
    xs[i] *= d
    xs[i] //= 7
    xs[i] <<= 3
    return xs[0] + xs[1] + xs[2]


def mixed_display(i: int) -> object:
    xs = [1, 2.5]
    return xs[i]


def sum_of(xs_len: int) -> float:
    ys = [1.0, 2.0, 3.0, 4.0]
    t = 0.0
    for k in range(xs_len):
        ys[k % 4] += 0.5
        t += ys[k % 4]
    return t + sum(ys)
