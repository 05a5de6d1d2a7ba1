import itertools

import generators_basic as m

print(list(m.count(5)), m.total(100), m.sum_floats(7))
print(list(itertools.islice(m.naturals(), 4, 10)))
print(next(m.naturals()), list(zip(m.count(3), m.naturals(), "abc")))
print(list(m.squares([1, 2, 3])), list(m.pairs(["a", "b"])))
print(list(m.big_ints(4)))
print(m.laziness())
g = m.with_return(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration", repr(e.value), e.args)
try:
    next(g)
except StopIteration as e:
    print("again", repr(e.value), e.args)
print(list(m.with_return(3)), list(m.bare_yield()))
g = m.yield_value_expr()
print(next(g), g.send(10), g.send(50))
try:
    g.send(60)
except StopIteration as e:
    print("total", e.value)
print(list(m.early_return(10)), list(m.nested_loops(5)), m.consume_sum(4))
print(list(itertools.islice(m.fib(), 80))[-1])
print(list(m.untyped(3)), list(m.generic([1, "x"])))
g = m.count(2)
print(iter(g) is g, type(g).__name__, g.__name__, g.__qualname__, repr(g).startswith("<generator object count at 0x"))
print(g.gi_running, sorted(itertools.chain(m.count(3), m.count(2))))
import collections.abc
print(isinstance(g, collections.abc.Generator), isinstance(g, collections.abc.Iterator))
print(dict(zip("abc", m.naturals())), set(m.count(4)), tuple(m.count(2)))
print(max(m.count(7)), min(m.squares([3, -4])), any(x > 3 for x in m.count(5)))
