import chains as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for args in ((1, 2, 3), (1, 3, 2), (3, 2, 1), (2, 2, 2), (1, 1, 2)):
    show(f"in_order{args}", m.in_order, *args)
    show(f"equal_chain{args}", m.equal_chain, *args)
    show(f"chain_in_if{args}", m.chain_in_if, *args)
    show(f"between{args}", m.between, *args)
for args in ((1, 2, 3, 0), (1, 2, 2, 0), (3, 2, 1, 0), (1, 2, 3, 4)):
    show(f"mixed_chain{args}", m.mixed_chain, *args)
for x in (-0.5, 0.0, 0.5, 1.0, float("nan"), float("inf")):
    show(f"float_chain({x!r})", m.float_chain, x)
for limit in (-1, 0, 10, 99, 100, 1000):
    show(f"chain_in_while({limit})", m.chain_in_while, limit)
for n in (0, 3, 10):
    show(f"count_sorted_triples({n})", m.count_sorted_triples, n)
for args in ((1, 2, 2, 3, 3), (1, 2, 2, 2, 3), (0, 0, 1, 2, 3)):
    show(f"long_chain{args}", m.long_chain, *args)
for args in ((2 ** 63 - 1, 2 ** 63, 2 ** 64), (-(2 ** 64), -(2 ** 63), 0), (2 ** 64, 2 ** 63, 1)):
    show(f"big_chain{args}", m.big_chain, *args)
