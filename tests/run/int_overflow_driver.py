import int_overflow as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


edges = []
for p in (30, 31, 32, 61, 62, 63, 64, 65, 127, 128):
    for d in (-2, -1, 0, 1):
        edges.append(2 ** p + d)
        edges.append(-(2 ** p) - d)
edges += [0, 1, -1, 3, -3, 7, -7]
for a in edges:
    show(f"neg({a})", m.neg, a)
    show(f"abs({a})", m.absolute, a)
small = [0, 1, -1, 2, -2, 3, -3, 2 ** 31, -(2 ** 31), 2 ** 32 + 1]
for a in edges:
    for b in small:
        show(f"add({a},{b})", m.add, a, b)
        show(f"sub({a},{b})", m.sub, a, b)
        show(f"mul({a},{b})", m.mul, a, b)
        show(f"floordiv({a},{b})", m.floordiv, a, b)
        show(f"mod({a},{b})", m.mod, a, b)
for a in (1, -1, 3, -3, 2 ** 31 - 1, -(2 ** 31), 2 ** 62, -(2 ** 62), 2 ** 63 - 1, -(2 ** 63)):
    for s in (0, 1, 2, 30, 31, 32, 33, 61, 62, 63, 64, 65, 100, 200):
        show(f"shl({a},{s})", m.shl, a, s)
        show(f"shr({a},{s})", m.shr, a, s)
show("shl(1,-1)", m.shl, 1, -1)
show("shr(1,-1)", m.shr, 1, -1)
show("shr(2**100,-3)", m.shr, 2 ** 100, -3)
for n in (0, 1, 5, 20, 21, 25, 30, 100):
    show(f"factorial({n})", m.factorial, n)
for x in (2, 3, -3, 65535, 65536, 4294967296):
    show(f"square_chain({x},4)", m.square_chain, x, 4)
    show(f"shrink(square_chain({x},4))", m.shrink, m.square_chain(x, 4))
for n in (0, 1, 2, 3, 10):
    show(f"sum_to({n})", m.sum_to, n)
print(m.TWO_62, m.TWO_63, m.TWO_64, m.INT64_MIN, m.INT64_MAX)
m.boundaries()
