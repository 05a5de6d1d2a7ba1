import math

import obj_arith_fast as m
from _show import show


BIG = 2 ** 30
INTS = [0, 1, -1, 7, -7, 3, -3, 255, 256, 257, -5, -6, BIG - 1, -(BIG - 1), BIG, -BIG,
        2 ** 31, 2 ** 62, 2 ** 63, -(2 ** 63), 10 ** 30, 32, 33, 62, 63, 64, 100]
FLOATS = [0.0, -0.0, 1.5, -2.25, 1e308, -1e308, 5e-324, math.inf, -math.inf, math.nan, 3.0, -8.0]
OTHERS = [True, False, m.MyInt(5), m.MyFloat(2.5), "s", None]
BINARY = ["add", "sub", "mul", "truediv", "floordiv", "mod", "power", "lshift", "rshift", "band",
          "bor", "bxor", "lt", "le", "eq", "ne", "gt", "ge", "branch"]
INPLACE = ["iadd", "isub", "imul", "itruediv", "ifloordiv", "imod", "ipow", "ilshift", "irshift",
           "iand", "ior", "ixor"]

ints = INTS[::3] + [BIG - 1, BIG, -BIG, 2 ** 62, 32, 63]
pairs = [(a, b) for a in ints for b in ints]
pairs += [(a, b) for a in FLOATS for b in FLOATS]
pairs += [(a, b) for a in FLOATS[::2] for b in INTS[::4]]
pairs += [(a, b) for a in INTS[::4] for b in FLOATS[::2]]
pairs += [(a, b) for a in OTHERS for b in [2, 2.0, m.MyInt(3), m.MyFloat(1.5), True]]
pairs += [(a, b) for a in [2, 2.0, True, "s"] for b in OTHERS]
for name in BINARY + INPLACE:
    fn = getattr(m, name)
    for a, b in pairs:
        if name in ("power", "ipow", "lshift", "ilshift") and isinstance(b, int) and b > 64 and \
                not isinstance(a, float):
            continue
        if name in ("power", "ipow") and isinstance(a, int) and abs(a) > 2 ** 20 and b > 8:
            continue
        show(f"{name}({a!r}, {b!r})", fn, a, b)
for a in INTS + FLOATS + OTHERS:
    show(f"neg({a!r})", m.neg, a)
for a, b in [(1, 2), (2, 1), (1.0, 2), (2, 1.0), (math.nan, 1.0), (BIG, -BIG), (2 ** 70, 1)]:
    show(f"branch({a!r}, {b!r})", m.branch, a, b)

# identity of the results: cached small ints, fresh floats
print(m.add(100, 100) is m.add(150, 50), m.sub(0, 5) is m.sub(1, 6), type(m.mul(3, 4.0)).__name__)

seqs = [[10, 20, 30], (10, 20, 30), m.MyList([10, 20, 30]), m.MyTuple((10, 20, 30)), {0: "a", -1: "b"},
        "abc", range(5)]
for s in seqs:
    for k in [0, 2, -1, -3, 3, -4, BIG, 2 ** 40, True, 1.0, slice(1, None), "k"]:
        show(f"getitem({s!r}, {k!r})", m.getitem, s, k)
for mk in [list, m.MyList, dict]:
    for k in [0, -1, 2, -3, 3, -4, BIG, True]:
        o = mk([10, 20, 30]) if mk is not dict else {0: 1}
        show(f"setitem({mk.__name__}, {k!r})", m.setitem, o, k, "v")
show("setitem(tuple)", m.setitem, (1, 2), 0, 5)

for args in [(1.0, 2.0, 3.0, 0.01), (0.0, 0.0, 1.0, 0.01), (-1.5, 2, 5, 0.01), (1, 3, 2, 1)]:
    show(f"nbody_step{args}", m.nbody_step, *args)
