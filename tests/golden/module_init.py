# Module-level constants and statements run at import.
import math

LIMIT = 10
SCALE: float = math.sqrt(2.0)
print("limit", LIMIT)


def scaled(n: int) -> float:
    return n * SCALE + LIMIT
