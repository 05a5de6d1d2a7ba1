import copy
import gc
import pickle
import weakref

import cls_instance_dict as m
from _show import show

DECLARED = {"name", "kids", "parent"}


def extras(o):
    # The undeclared attributes (a compiled instance's __dict__ holds only these: its declared
    # fields are native members, docs/DIFFERENCES.md).
    return {k: v for k, v in vars(o).items() if k not in DECLARED}


root = m.tree(3)
print(m.mark(root.kids + [root]))
print([extras(k) for k in root.kids], extras(root))
print(m.unmark(root.kids))
show("unmark again", m.unmark, root.kids)

n = m.Node("a")
n.extra = 1
n.more = [1, 2]
print(n.extra, n.more, extras(n), "extra" in n.__dict__, "extra" in dir(n))
print(getattr(n, "nothing", "default"), hasattr(n, "nothing"))
show("missing", lambda: n.nothing)
del n.extra
print(hasattr(n, "extra"), extras(n))
show("del missing", lambda: delattr(n, "extra"))
n.__dict__["direct"] = 5
print(n.direct, n.name, n.count())
setattr(n, "via_setattr", "s")
print(getattr(n, "via_setattr"), sorted(extras(n)))
n.__dict__ = {"replaced": True}
print(n.replaced, hasattr(n, "direct"), vars(n))
show("dict not a dict", lambda: setattr(n, "__dict__", 3))
n = m.Node("b")
n.count = lambda: 99  # an instance attribute shadows the method, for Python callers
print(n.count(), m.Node.count(n))
del n.count
print(n.count())

# Pickle and copy keep the undeclared attributes with the fields.
p = m.Node("p")
p.add(m.Node("q")).note = "kid"
p.tag = ("t", 1)
for label, f in [("pickle", lambda o: pickle.loads(pickle.dumps(o))), ("copy", copy.copy),
                 ("deepcopy", copy.deepcopy)]:
    c = f(p)
    print(label, c.name, c.tag, extras(c), [(k.name, extras(k)) for k in c.kids], c.kids is p.kids)

# A cycle through the __dict__ is collected; weak references see it go.
gone = []
a = m.Node("cycle")
a.me = a
a.others = {"self": a}
r = weakref.ref(a, lambda _: gone.append("cycle"))
del a
gc.collect()
print(gone, r())

# Instances of a class without fields, made and dropped many times (reused storage).
for round_ in range(3):
    bs = m.bags(50)
    for i, b in enumerate(bs):
        b.i = i
        if i % 2:
            b.odd = True
    print(round_, sum(b.i for b in bs), sum(1 for b in bs if hasattr(b, "odd")), sorted(vars(bs[1])))
    del bs


class PyBag(m.Bag):
    def size(self):
        return len(vars(self))


pb = PyBag()
pb.x = 1
pb.y = 2
print(pb.size(), vars(pb), pickle.loads(pickle.dumps(pb)).__dict__)

s = m.Slotted("x")
try:  # (3.13 CPython's message adds "and no __dict__ ..." where hintc's does not: docs/VERSIONS.md)
    s.c = 1
except AttributeError as e:
    print("slots store -> AttributeError", str(e).startswith("'Slotted' object has no attribute 'c'"))
show("slots vars", lambda: vars(s))
print(s.a)
