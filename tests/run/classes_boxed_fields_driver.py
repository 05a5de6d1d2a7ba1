import copy
import gc
import pickle

import classes_boxed_fields as m
from _show import show

c = m.Counter(10)
print(c.n, c.x, c.ok, c.bump(3), c.n, c.x, c.ok)
a, ax = c.n, c.x  # Python holds the current values; later updates must not change them
c.bump(5)
print(a, ax, c.n, c.x, c.snapshot())
kept = [c.n, c.x]
c.bump(2)
print(kept, c.n, c.x)
print(m.held_values(c), c.n)
last = {}
print(m.held_float(c, lambda v: last.__setitem__("v", v)), last, c.x)
print(m.pass_field(c), c.n)
before = c.n


def py_store_int(obj, arg):
    obj.n = 424242
    obj.n += 1
    obj.bump(2)
    return arg


def py_store_float(obj, arg):
    obj.x = 1e300
    obj.bump(1)
    return arg


print(m.pass_field_int(c, py_store_int), before, c.n)
xf = c.x
print(m.pass_field_float(c, py_store_float), xf, c.x)

# Python stores go through the class's setattro; compiled code reads them.
c.n = 7
c.x = 2.25
c.ok = True
print(c.snapshot(), c.bump(1), c.snapshot())
c.set_all(123456, -0.0, False)
print(c.n, c.x, c.ok, c.snapshot())

# Small ints are CPython's cached objects; equal larger ints need not be.
c.set_all(200, 1.0, True)
print(c.n is int("200"), c.ok is True)
c.n = -5
print(c.n is int("-5"), c.scale(-1), c.n is int("5"))
print(c.n == 5, type(c.n).__name__, type(c.x).__name__, type(c.ok).__name__)

# Big ints, negative ones, values crossing 30-bit digit boundaries (in place and not).
for start, k in [(2**30 - 3, 5), (2**60 - 2, 4), (2**62 - 2, 4), (-(2**30) - 2, 4),
                 (-(2**62) - 1, 3), (2**200, 2), (-(2**90), 1), (2**31, 0)]:
    c = m.Counter(start)
    r = c.bump(k)
    held = c.n
    c.bump(1)
    print(start, r, held, c.n, c.scale(-3), c.n == -3 * (start + k + 1))
c = m.Counter(2**45)
h1 = c.n
c.set_all(100000, 0.0, False)  # a smaller value into the two-digit object
print(h1, c.n, c.bump(1), c.scale(2**20), c.scale(-(2**20)))
c.n = 2**64 + 5
print(c.bump(1), c.n, c.snapshot())

# Unset fields raise AttributeError on read and on delete, from both sides.
lz = m.make_lazy(False)
show("v", lz.get_v)
show("f", lz.get_f)
show("b", lz.get_b)
for name in ("v", "f", "b"):
    try:
        getattr(lz, name)
    except AttributeError as e:
        print("AttributeError:", e)
full = m.make_lazy(True)
print(full.v, full.f, full.b, full.get_v(), full.get_f(), full.get_b())
del full.v, full.f
show("deleted v", full.get_v)
show("deleted f", full.get_f)
try:
    del full.v
except AttributeError as e:
    print("AttributeError:", e)
full.v = 9
print(full.get_v(), full.v)
del full
gc.collect()
# Reused (free-listed) instances start with every field unset.
again = [m.make_lazy(False) for _ in range(3)]
show("reused v", again[0].get_v)
show("reused f", again[1].get_f)

# Class-body defaults: each instance starts from the default; updates stay per instance.
d1, d2 = m.Defaults(), m.Defaults()
print(d1.n, d1.big, d1.x, d1.on, d1.step(), d1.step())
print(d2.n, d2.big, d2.x, d2.on, m.Defaults().step())

# Inheritance: the subclass repeats the base's fields.
s = m.Sub(4, 0.5, True)
print(s.n, s.x, s.flag, s.m, s.total(), s.total(), m.Base(1, 2.5).total(), s.n)
s.n = 2**80
print(s.total(), s.n)

# Dataclasses: generated __init__, repr, eq, order, hash and copies.
r = m.Rec(3)
print(r, m.rec_bump(r), r == m.Rec(4, 0.5, True), r == m.Rec(4, 0.5, False))
r2 = copy.copy(r)
m.rec_bump(r2)
print(r, r2, copy.deepcopy(r2) == r2)
k1, k2 = m.Key(1, 2.0, True), m.Key(1, 2.5, False)
print(k1 < k2, sorted([k2, k1]), hash(k1) == hash(m.Key(1, 2.0, True)), k1 == m.Key(1, 2.0, True))

# Pickle and copy round trips of every field kind.
c = m.Counter(2**70)
c.bump(2)
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    p = pickle.loads(pickle.dumps(c, proto))
    print(proto, p.snapshot(), p.n == c.n, p.bump(1), c.snapshot())
print(pickle.loads(pickle.dumps(m.make_lazy(False))).__getstate__(), m.make_lazy(True).__getstate__())
print(pickle.loads(pickle.dumps(k1)), copy.deepcopy(m.Rec(2**65, 1.5, True)))
print(m.counters(1000))
