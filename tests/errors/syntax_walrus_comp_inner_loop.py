# A later `for` of a comprehension rebinding a name a walrus of that comprehension bound.
def pairs(n: int) -> list[int]:
    return [i for i in range(n) if (j := i) for j in range(n)]
# error: 3:49: comprehension inner loop cannot rebind assignment expression target 'j'
