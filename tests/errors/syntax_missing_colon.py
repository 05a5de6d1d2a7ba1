# A def header without its colon.
def area(w: float, h: float) -> float
    return w * h
# error: 2:38: expected ':'
