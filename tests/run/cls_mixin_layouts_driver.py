import gc
import weakref

import cls_mixin_layouts as m
from _show import show


class Square(m.Shape, m.Named):
    def name(self):
        return "square %d" % self.k


class Both(m.Named, m.Tagged):
    def name_of(self):
        return "both"


class Three(m.Tagged, m.Scaled, m.Named):
    pass


class Plain(m.Named):
    pass


objs = [Square(3), Both(), Three(2, 1.5), Plain(), m.Named()]
print(m.names(objs))
print(m.areas([objs[0], objs[2], m.Shape(4), m.Scaled(2, 2.5)]))
print(m.tags([objs[1], objs[2], m.Tagged()]))
print([type(o).__mro__[1].__name__ for o in objs])
for o in objs[:4]:
    o.extra = type(o).__name__.lower()
    print(type(o).__name__, o.extra, sorted(vars(o)))
print([isinstance(o, m.Shape) for o in objs], [isinstance(o, m.Named) for o in objs])

gone = []
refs = [weakref.ref(o, lambda r, n=type(o).__name__: gone.append(n)) for o in objs]
print([type(r()).__name__ for r in refs])
del o
objs.clear()
gc.collect()
print(sorted(gone), [r() for r in refs])


def conflict(*bases):
    def make():
        return type("Bad", bases, {})
    return make


show("Shape+Weighted", conflict(m.Shape, m.Weighted))
show("Weighted+Scaled", conflict(m.Weighted, m.Scaled))
show("Named+Shape+Weighted", conflict(m.Named, m.Shape, m.Weighted))
show("Scaled+Shape", lambda: type("Ok", (m.Scaled, m.Shape), {}).__mro__[1].__name__)
show("Shape+Scaled", conflict(m.Shape, m.Scaled))
show("Named+Tagged+Scaled", lambda: [c.__name__ for c in type("Ok", (m.Named, m.Tagged, m.Scaled), {}).__mro__])
