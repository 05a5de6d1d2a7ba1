# `a if c else b` over int locals and literals: both arms as tagged words, one selected without a
# branch; an odd selected word (a bignum operand, an arm leaving the small range) runs the chosen
# arm again generically.


def pick(x: int, r: int) -> int:
    return x + 1 if x < 0 else x - r
