# A walrus in a comprehension's iterable (also inside a nested comprehension there): CPython's
# compiler rejects the module (the parser accepts it, mypy too).
def evens(n: int) -> list[int]:
    ok = [j for i in range(n) if (j := i * 2) > 2]
    return ok + [x for x in [(y := k) for k in range(n)]]
# error: 5:31: assignment expression cannot be used in a comprehension iterable expression
