import inspect

import cls_property_objects as m
from _show import show


def describe(cls, name):
    p = cls.__dict__[name]
    print(cls.__name__, name, type(p).__name__, isinstance(p, property), p is getattr(cls, name))
    for part in ("fget", "fset", "fdel"):
        f = getattr(p, part)
        if f is None:
            print(" ", part, None)
        else:
            print(" ", part, callable(f), f.__name__, f.__qualname__, repr(f.__doc__))
    print("  doc", repr(p.__doc__), "abstract", p.__isabstractmethod__)


for name in ("celsius", "fahrenheit", "kelvin"):
    describe(m.Temp, name)
describe(m.Base, "n")
describe(m.Base, "label")
describe(m.Derived, "label")
describe(m.Point, "norm1")
print(sorted(k for k, v in vars(m.Temp).items() if isinstance(v, property)))
print([n for n, _ in inspect.getmembers(m.Temp, lambda v: isinstance(v, property))])

t = m.Temp(20.0)
P = m.Temp.celsius
print(P.fget(t), P.__get__(t, m.Temp), P.__get__(None, m.Temp) is P)
P.fset(t, 30.0)
print(t.celsius, t.log)
P.fdel(t)
print(t.celsius, t.log)
P.__set__(t, 5.0)
P.__delete__(t)
print(t.log)
t.celsius = 12.5
print(t.celsius, t.fahrenheit, t.kelvin)
del t.celsius
print(t.celsius, t.log)
print(m.warm(t), t.celsius)
show("set read-only", setattr, t, "fahrenheit", 1.0)
show("del no deleter", delattr, t, "fahrenheit")
show("set deleter-only", setattr, t, "kelvin", 1.0)
del t.kelvin
print(t.log[-1])
show("fset missing value", P.fset, t)
show("fget extra", P.fget, t, 1)
show("getattr unknown", getattr, t, "nope")
show("inspect fget", lambda: list(inspect.signature(P.fget).parameters))
show("inspect fset", lambda: list(inspect.signature(P.fset).parameters))
show("getdoc", inspect.getdoc, P)
show("getattr_static", lambda: type(inspect.getattr_static(t, "celsius")).__name__)

b = m.Base(3)
print(b.n, b.show())
b.n = 4
print(b.n)
show("set label", setattr, b, "label", "x")


class Py(m.Base):
    @m.Base.n.setter
    def n(self, v):
        self._n = -v

    @property
    def label(self):
        return "py " + super().label

    @property
    def twice(self):
        return super().n * 2

    double = property(m.Base.n.fget, None, None, "just the getter")


p = Py(5)
print(p.n, p.label, p.twice, p.double, Py.double.__doc__)
p.n = 7
print(p.n, p.show())
show("set double", setattr, p, "double", 1)
print(type(Py.__dict__["n"]).__name__, Py.n.fget is m.Base.n.fget, Py.n.fset is m.Base.n.fset)


class Py2(m.Derived):
    label = property(lambda self: "lambda")


print(m.Derived(2).show(), Py2(2).show(), Py2(2).label)

pt = m.Point(3, -4)
print(pt, pt.norm1, m.read_norm(pt))
pt.norm1 = 9
print(pt, m.read_norm(pt))
show("dataclass fields", lambda: [f.name for f in __import__("dataclasses").fields(pt)])
show("pt eq", lambda: pt == m.Point(9, 0))

describe(m.AppError, "code")
e = m.AppError(3)
print(e.code, e)
show("set exception property", setattr, e, "code", 4)
describe(m.Outer.Inner, "v")
show("set nested property", setattr, m.Outer.Inner(), "v", 2)
