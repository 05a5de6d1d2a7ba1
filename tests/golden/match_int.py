# A match over an int subject with literal, or-pattern, guarded-capture and wildcard cases:
# native int compares on the parameter itself (no boxing, no copy of the subject).
def classify(v: int) -> int:
    match v:
        case 0:
            return 10
        case 1 | 2:
            return 20
        case -3:
            return 30
        case n if n > 100:
            return n
        case _:
            return -1
