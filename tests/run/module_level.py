# Module-level statements run at import, in order: prints, constant computations, loops, calls.
import math

print("module start")

LIMIT = 50
HALF: float = LIMIT / 2
SQUARES = 0
for _i in range(LIMIT):
    SQUARES += _i * _i
print("sum of squares below", LIMIT, "is", SQUARES)

BIG = 2 ** 70 + 1
NEG_BIG = -BIG
RATIO = 22 / 7
FLAG = LIMIT > 10 and RATIO > 3.0


def triangle(n: int) -> int:
    return n * (n + 1) // 2


def uses_constants(x: int) -> float:
    return x * HALF + RATIO + LIMIT


def big_offset(x: int) -> int:
    return x + BIG


TRI_10 = triangle(10)
print("triangle(10) =", TRI_10)

if TRI_10 > 50:
    print("large triangle")
elif TRI_10 > 10:
    print("medium triangle")
else:
    print("small triangle")

count = 0
while count < 3:
    print("while at module level", count)
    count += 1
else:
    print("module while finished")

ROOT2 = math.sqrt(2.0)
print(BIG, NEG_BIG, RATIO, FLAG, HALF, ROOT2, math.pi, math.e)
print("module end")
