import copy
import gc
import pickle
import sys
import weakref

import cls_numbers_only as m

print(m.walk(10000))
v = m.Vec(1.0, 2.0, 3.0)
print(v, v.add(v), v.scale(0.5).z)

c = m.Counter(3, True)
for _ in range(70):
    c.bump(3)  # past 2**63: a bignum field
print(c.n, c.n.bit_length(), c.on, m.Counter.total)
c.n = 5
c.on = False
print(c.bump(2), c.on)
del c.n
try:
    print(c.n)
except AttributeError as e:
    print("AttributeError", e)

shapes = [m.Shape(3), m.Square(4, 0.5), m.Shape(2 ** 70)]
print(m.areas(shapes), [s.area() for s in shapes], shapes[1].scale, shapes[1].a)

a, b = m.Money(3, 50), m.Money(3, 75, False)
print(a < b, sorted([b, a]), hash(a) == hash(m.Money(3, 50)), {a: 1}[m.Money(3, 50)])
try:
    a.units = 4
except Exception as e:
    print(type(e).__name__, e)

# Weak references with callbacks, to instances dropped at once and to ones in a list.
gone = []
objs = [m.Vec(1.0, 1.0, 1.0), m.Counter(1, False), m.Square(2, 1.0), m.Money(1, 2)]
refs = [weakref.ref(o, lambda r, n=type(o).__name__: gone.append(n)) for o in objs]
print([type(r()).__name__ for r in refs])
del objs[0]
print(gone)
objs.clear()
print(sorted(gone), [r() for r in refs])

# pickle and copy round trips.
for o in (m.Vec(1.5, -2.0, 0.25), m.Square(7, 3.0), m.Money(9, 99), c):
    for clone in (pickle.loads(pickle.dumps(o)), copy.copy(o), copy.deepcopy(o)):
        print(type(clone).__name__, {k: getattr(clone, k, "<unset>") for k in ("x", "z", "a", "units", "cents", "n", "on")})

# Many made and dropped: free lists reused, emptied by full collections.
for round_ in range(3):
    vs = [m.Vec(float(i), 0.0, -float(i)) for i in range(2000)]
    print(round_, sum(x.x for x in vs), len(vs))
    del vs
    gc.collect()

# Cycles through the compiled subclass that adds an object field are freed by the collector.
gone.clear()
hs = m.cycle(50)
refs = [weakref.ref(h, lambda r: gone.append(1)) for h in hs]
del hs
gc.collect()
print(len(gone), sum(r() is None for r in refs))
