import classes_basic as m

v = m.Vec(3.0, 4.0)
print(v.x, v.y, v.calls, v.dims, v.label, m.Vec.dims)
print(v.dot(v), v.calls, v.length2, v.first)
v.first = 5.0
print(v.x, repr(v), str(v))
f = v.dot
print(f(m.Vec(1.0, 1.0)))
print(m.make_and_use(10))
print(m.field_read(m.Vec(1.5, 2.0)))
print(m.static_and_class(), m.Vec.zero(), m.Vec.describe())
a, b = m.Vec(1.0, 2.0), m.Vec(1.0, 2.0)
print(a == b, a != b, a == 3, a < m.Vec(5.0, 5.0), m.Vec(9.0, 9.0) < a)
print(hash(a) == hash(b), len({a, b}))
print(a + b, -a)
print(sorted([m.Vec(3.0, 3.0), m.Vec(1.0, 1.0), m.Vec(2.0, 2.0)]))
bag = m.Bag().add(3).add(4).add(5)
print(len(bag), bag[1], 4 in bag, 7 in bag, list(bag), bag(2), m.bag_total(bag))
print(isinstance(v, m.Vec), type(v).__name__, m.Vec.__doc__, m.Vec.__module__)
print(v.__class__ is m.Vec, repr(m.Counter()).startswith("<classes_basic.Counter object at 0x"))
c = m.Counter()
try:
    c.count
except AttributeError as e:
    print("AttributeError:", e)
try:
    m.unset(c)
except AttributeError as e:
    print("AttributeError:", e)
c.count = 10
print(m.unset(c), c.count)
del c.count
try:
    print(c.count)
except AttributeError as e:
    print("AttributeError:", e)
try:
    m.Counter(1)
except TypeError as e:
    print("TypeError:", e)
import weakref
r = weakref.ref(v)
print(r() is v)
print(v < a)
print(m.vec_sum([m.Vec(1.0, 2.0), m.Vec(0.5, 0.25)]), m.vec_ops(m.Vec(1.0, 2.0), m.Vec(3.0, 4.0)))
