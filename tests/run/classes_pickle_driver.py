import copy
import gc
import pickle
import weakref

import classes_pickle as m

p = m.Point(1.5, 2.0)
p.label = "p"
q = pickle.loads(pickle.dumps(p))
print(type(q).__name__, q.x, q.y, q.label, q.norm2(), q is p)
print(p.__getstate__())
t = m.Tagged(3.0, 4.0, ["a", "b"])
for proto in range(0, pickle.HIGHEST_PROTOCOL + 1):
    u = pickle.loads(pickle.dumps(t, proto))
    print(proto, type(u).__name__, u.describe(), u.tags is t.tags)
c = copy.copy(t)
d = copy.deepcopy(t)
print(c.describe(), c.tags is t.tags, d.describe(), d.tags is t.tags)
print(m.sum_points([p, q, c, d]))
lz = pickle.loads(pickle.dumps(m.Lazy(0)))
print(lz.flag, hasattr(lz, "value"))
try:
    lz.get()
except AttributeError as e:
    print("AttributeError:", e)
print(copy.deepcopy(m.Lazy(5)).get())
it = m.Item("pen", 3, 1.25)
print(pickle.loads(pickle.dumps(it)), copy.copy(it) == it, copy.deepcopy([it, it])[1])
for proto in (0, 1):
    print(proto, pickle.loads(pickle.dumps(it, proto)), pickle.loads(pickle.dumps(m.Key(2, "y", [1.0]), proto)))
    print(pickle.loads(pickle.dumps(m.Lazy(0), proto)).flag, pickle.loads(pickle.dumps(m.chain(3), proto)).total())
print(copy.copy(it).cost())
k = m.Key(1, "x", [0.5])
k2 = pickle.loads(pickle.dumps(k))
print(k2, k2 == k, hash(k2) == hash(k), copy.deepcopy({k: 1}))
try:
    k2.a = 5
except Exception as e:
    print(type(e).__name__)
n = m.chain(50)
n2 = copy.deepcopy(n)
print(n2.total(), pickle.loads(pickle.dumps(n)).total(), n2 is n)
r = weakref.ref(p)
print(r() is p)
s = weakref.WeakValueDictionary()
s["t"] = t
print(list(s.keys()))
del p, q, t, s["t"]
gc.collect()
print(r())
