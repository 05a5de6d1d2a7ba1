import copy
import gc
import pickle
import weakref

import cls_vtable_header as m


class PyBlob(m.Blob):
    # A Python subclass of an open class below a root with virtual calls: compiled `+` on it
    # reads its vtable (the compiled base's).
    def area(self) -> float:
        return 100.0 + self.size


class Cell(m.Blob):
    pass


shapes = [m.Shape("s"), m.Rect(2.0, 3.0), m.Blob(4.0), PyBlob(5.0), Cell(6.0)]
for a in shapes:
    print(type(a).__name__, [m.combine(a, b) for b in shapes])
print(m.areas(shapes))

# Weak references to each kind, with callbacks when their referents go.
gone = []
objs = [m.Shape("w"), m.Rect(1.0, 1.0), m.Blob(1.0), PyBlob(2.0), m.Point(1.0, 2.0),
        m.Node(1, None, None), m.Maybe(6), m.Pair(3), m.Oops(7)]
refs = [weakref.ref(o, lambda r, n=type(o).__name__: gone.append(n)) for o in objs]
print([type(r()).__name__ for r in refs])
objs.clear()
gc.collect()
print(sorted(gone), [r() for r in refs])

# Long chains of both header shapes, with weak references into the middle: freeing them puts
# deallocations aside past the nesting bound, and the referents still report their death.
for make in (m.node_chain, m.shape_chain):
    gone.clear()
    head = make(30000)
    mid = head
    for _ in range(15000):
        mid = mid.left if isinstance(mid, m.Node) else mid.next
    r1 = weakref.ref(mid, lambda r: gone.append("mid"))
    r2 = weakref.ref(head, lambda r: gone.append("head"))
    del mid
    del head
    print(make.__name__, sorted(gone), r1(), r2())

# Free-list reuse: instances freed with fields set come back unset, with no weak references.
print(m.churn(40, 8))
for round_ in range(3):
    made = [m.Maybe(i) for i in range(600)]
    print(round_, m.maybe_fields(made[1]), m.maybe_fields(made[6]), m.maybe_fields(made[9]))
    del made
    fresh = [m.Maybe(1) for _ in range(600)]
    print(round_, m.maybe_fields(fresh[0]), m.maybe_fields(fresh[-1]))
    rs = [weakref.ref(x) for x in fresh[:5]]
    print(all(r() is x for r, x in zip(rs, fresh)), weakref.getweakrefcount(fresh[0]))
    del fresh
    print([r() for r in rs])
    points = [m.Point(float(i), 1.0) for i in range(1000)]
    print(sum(p.norm2() for p in points))
    del points
    if round_ == 1:
        gc.collect()  # a full collection frees the free lists

# Pickle and copy round trips of each kind.
for o in [m.Shape("p"), m.Rect(2.0, 5.0), m.Blob(3.0), PyBlob(4.0), m.Point(1.5, -2.0),
          m.Node(5, m.Node(6, None, None), None), m.Maybe(2), m.Maybe(3), m.Pair(9, "z")]:
    for proto in range(pickle.HIGHEST_PROTOCOL + 1):
        p = pickle.loads(pickle.dumps(o, proto))
    c, d = copy.copy(o), copy.deepcopy(o)
    for x in (p, c, d):
        if isinstance(x, m.Shape):
            print(type(x).__name__, x.name, x.area(), m.combine(x, x), x.next)
        elif isinstance(x, m.Node):
            print("Node", x.value, x.left.value if x.left else None, x.right)
        elif isinstance(x, m.Maybe):
            print("Maybe", m.maybe_fields(x))
        else:
            print(type(x).__name__, x.a, x.b)
    print(weakref.ref(d)() is d)

try:
    m.raise_oops(4)
except m.Oops as e:
    r = weakref.ref(e)
    print(repr(e), e.code, e.args, r() is e)
print(r())
