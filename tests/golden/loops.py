# for over range with a negative step, while with break/continue and a loop else.
def count_down(n: int) -> int:
    total = 0
    for i in range(n, 0, -2):
        total += i
    return total


def first_square_above(limit: int) -> int:
    k = 0
    while k < limit:
        k += 1
        if k % 2 == 0:
            continue
        if k * k > limit:
            break
    else:
        return -1
    return k
