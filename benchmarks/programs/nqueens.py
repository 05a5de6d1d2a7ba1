# N-queens: counts all placements of n non-attacking queens by backtracking over bitmasks.


def place(all_cols: int, cols: int, diag_l: int, diag_r: int) -> int:
    if cols == all_cols:
        return 1
    total: int = 0
    free: int = all_cols & ~(cols | diag_l | diag_r)
    while free != 0:
        bit: int = free & -free
        free -= bit
        total += place(all_cols, cols | bit, ((diag_l | bit) << 1) & all_cols, (diag_r | bit) >> 1)
    return total


def main(n: int = 12) -> None:
    print(place((1 << n) - 1, 0, 0, 0))
