import locals_inference as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for n in (0, 1, 7, 100):
    show(f"annotated({n})", m.annotated, n)
    show(f"inferred({n})", m.inferred, n)
    show(f"shadow_constant({n})", m.shadow_constant, n)
    show(f"parallel_update({n})", m.parallel_update, n)
    show(f"loop_var_after({n})", m.loop_var_after, n)
show("reads_constant()", m.reads_constant)
show("maybe_unbound(True)", m.maybe_unbound, True)
show("maybe_unbound(False)", m.maybe_unbound, False)
show("swap_and_rotate(1,2,3)", m.swap_and_rotate, 1, 2, 3)
for x in (0, 13, 50, -50, 2 ** 64):
    show(f"tuple_from_expressions({x})", m.tuple_from_expressions, x)
for n in (1, 10, 1000):
    show(f"float_accumulators({n})", m.float_accumulators, n)
show("float_accumulators(0)", m.float_accumulators, 0)
print(m.RATE, m.COUNT)
