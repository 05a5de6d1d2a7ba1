import containers_basic as cont
print(cont.sieve(50))
print(cont.total([1, 2, 3, 10**20]))
print(cont.stats([3.5, -1.0, 2.25]))
print(cont.words("The cat. the DOG! a cat"))
print(cont.top({"b": 2, "a": 1, "c": 3}, 2))
print(cont.fmt(3.14159, "pi"))
print(cont.find(["a", "b", "c"], "c"), cont.find(["a"], "z"))
print(cont.pairs([1, 2, 3], ["x", "y"]))
print(cont.unpack((1, "s", 2.5)))
print(cont.squares(5))
print(cont.sumsq([1, 2, 3]))
print(cont.slices("hello"))
print(cont.setops({1, 2, 3}, {2, 3, 4}))
print(cont.nested([[1.0, 2.0], [3.5]]))
for f, a in [(cont.index_err, ([1, 2], 5)), (cont.index_err, ([1, 2], -1)), (cont.keyerr, ({},))]:
    try:
        print(f(*a))
    except Exception as e:
        print(type(e).__name__, e)
