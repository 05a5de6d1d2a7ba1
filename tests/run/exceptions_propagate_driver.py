import exceptions_propagate as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


show("level1(3)", m.level1, 3)
show("level2(5)", m.level2, 5)
show("level3(0)", m.level3, 0)
show("domain(1.0)", m.domain, 1.0)
show("domain(0.0)", m.domain, 0.0)
show("domain(-1.0)", m.domain, -1.0)
show("in_loop_domain(3)", m.in_loop_domain, 3)
show("overflow_in_float(1.0)", m.overflow_in_float, 1.0)
show("overflow_in_float(1000.0)", m.overflow_in_float, 1000.0)
show("overflow_in_float(709.5)", m.overflow_in_float, 709.5)
show("shift_error(-1)", m.shift_error, -1)
show("shift_error(70)", m.shift_error, 70)
show("conversion_error(inf)", m.conversion_error, float("inf"))
show("conversion_error(nan)", m.conversion_error, float("nan"))
show("recursion_error_free(50)", m.recursion_error_free, 50)
try:
    m.level2(1)
except ZeroDivisionError as e:
    print("caught", type(e).__name__, e, "context:", e.__context__, "cause:", e.__cause__)
print("calling into an uncaught error")
m.level1(2)
