import unary_bool as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for x in (0, 1, -1, 2 ** 62, -(2 ** 62), 2 ** 63 - 1, -(2 ** 63), 2 ** 64, -(2 ** 64) - 1):
    for fn in (m.negate, m.positive, m.invert, m.double_neg, m.logical_not, m.unary_chain):
        show(f"{fn.__name__}({x})", fn, x)
    show(f"compare_to_bool({x},0)", m.compare_to_bool, x, 0)
for x in (0.0, -0.0, 1e-300, float("nan"), float("inf")):
    show(f"not_not({x!r})", m.not_not, x)
bools = (False, True)
for a in bools:
    show(f"neg_bool({a})", m.neg_bool, a)
    show(f"inv_bool({a})", m.inv_bool, a)
    show(f"bool_mul({a},7)", m.bool_mul, a, 7)
    show(f"bool_mul({a},2**70)", m.bool_mul, a, 2 ** 70)
    for b in bools:
        show(f"xor_bools({a},{b})", m.xor_bools, a, b)
        show(f"bool_div({a},{b})", m.bool_div, a, b)
        for c in bools:
            show(f"count_true({a},{b},{c})", m.count_true, a, b, c)
            show(f"majority({a},{b},{c})", m.majority, a, b, c)
m.print_bools()
