import closures_basic as cb

add5 = cb.make_adder(5)
print(add5(1), add5(x=10), cb.make_adder(-3)(3))
print(add5.__name__, add5.__qualname__, add5.__module__, add5.__doc__)
print(repr(add5).startswith("<function make_adder.<locals>.add at 0x"))
c = cb.make_counter(10)
print(c(), c(), c())
other = cb.make_counter(0)
print(other(), c())
inc, get = cb.counter_pair()
inc()
inc()
print(get())
print(cb.three_levels(1)(2)(3))
mid = cb.three_levels(5)
print(mid(1)(1), mid(2)(2), mid.__qualname__, mid(0).__qualname__)
print(cb.deep_nonlocal())
print(cb.factorial(20), cb.factorial(25))
print(cb.even_odd(10), cb.even_odd(7))
print(cb.late_binding(), cb.late_lambdas())
print(cb.rebound_after(1)())
try:
    cb.unassigned_free()
except NameError as e:
    print(type(e).__name__, e)
print(cb.unassigned_own(True))
try:
    cb.unassigned_own(False)
except NameError as e:
    print(type(e).__name__, e)
print(cb.own_read_first(True))
try:
    cb.own_read_first(False)
except UnboundLocalError as e:
    print(type(e).__name__, e)
print(cb.bump_global(2), cb.bump_global(3), cb.counter_total)
print(cb.float_and_str(2.0, "v")(1.25))
print(cb.mixed_types())
print(cb.loop_call(1000))
print(cb.optional_capture(None)(), cb.optional_capture(41)())
print(cb.big_ints(7)(3), cb.narrowed(None), cb.narrowed(4))
try:
    cb.raises_inside(5)
except ValueError as e:
    print("ValueError", e)
fs = [cb.make_adder(i) for i in range(4)]
print([f(100) for f in fs])
table = {"double": cb.make_adder(2), "neg": cb.make_adder(-100)}
print(sorted((k, f(1)) for k, f in table.items()))
for bad in [lambda: add5(1, 2), lambda: add5(), lambda: add5(y=1), lambda: add5(1, x=2)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
try:
    c(1)
except TypeError as e:
    print("TypeError", e)
cb.raises_inside(10)
