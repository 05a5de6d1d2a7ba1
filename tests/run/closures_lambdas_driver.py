import functools
import closures_lambdas as cl

print(cl.by_second, cl.square(9), cl.ops["add"](2, 3), cl.ops["sub"](2, 3))
print(cl.square.__name__, cl.square.__qualname__, cl.square.__doc__)
print(cl.apply(cl.increment, 1), cl.apply(lambda v: v * 3, 5), cl.apply(cl.square, 12))
print(cl.twice(cl.increment)(5), cl.twice(lambda v: v * 2)(5), cl.twice(cl.twice(cl.increment))(0))
h = cl.compose(cl.increment, cl.square)
print(h(3), h.__qualname__, cl.twice(cl.increment).__qualname__)
print(cl.with_default(4), cl.with_default(4, cl.increment))
print(cl.scale_all([1, 2, 3], 5), cl.keyed(["ccc", "a", "bb", "aa"]))
print(cl.in_comprehension(3), cl.lambda_closure_loop(4), cl.nested_lambda(1))
print(cl.partial_of_compiled(), cl.partial_of_closure(1))
p = functools.partial(cl.compose(cl.increment, cl.increment))
print(p(1), functools.reduce(lambda a, b: a + b, [1, 2, 3]))
print(cl.functions_list(), cl.sort_by_closure([1, 9, 4, 6, 5], 5))
s = cl.Shop(2.0)
pr = s.pricer()
print(pr(3.0), pr(1), pr.__qualname__, s.total([1.0, 2.0]), s.counter())
try:
    cl.square()
except TypeError as e:
    print("TypeError", e)
try:
    cl.ops["add"](1, 2, 3)
except TypeError as e:
    print("TypeError", e)
try:
    cl.twice(cl.increment)(z=1)
except TypeError as e:
    print("TypeError", e)
cl.apply(lambda v: v // 0, 1)
