import eval_order as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


m.binary_ops()
m.arguments()
m.tuples()
m.augmented()
show("failing_middle(5)", m.failing_middle, 5)
show("failing_middle(0)", m.failing_middle, 0)
show("call_with_failing_argument(5)", m.call_with_failing_argument, 5)
show("call_with_failing_argument(0)", m.call_with_failing_argument, 0)
for n in (0, 3, 4, 7):
    m.conditions(n)
