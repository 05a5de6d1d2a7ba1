import attr_site_compiled as m
from attr_site_compiled import Frozen, Node, OpenNode


def show(label, v):
    print(label, v)


a, b = Node("a", 1), Node("b", 2)
for _ in range(3):
    show("names", m.read([a, b], "name"))
    show("weights", m.read([a, b], "weight"))
    show("flags", m.read([a, b], "flag"))
del a.name
show("unset name", m.read([a, b], "name"))
show("rewrite", m.write([a, b, a], "name", "x"))
show("names back", m.read([a, b], "name"))
show("weights typed", m.write([a, b, a], "weight", 7))
show("weights big", m.write([a], "weight", 2**70))
show("weights read", m.read([a, b, a], "weight"))
show("links", m.write([a, a, b], "link", b))
show("extra", m.write([a, a, b], "extra", [1]))
show("extra read", m.read([a, b, a], "extra"))
del a.extra
show("extra gone", m.read([a, b], "extra"))
z = Node("z", 0)
show("dict before", m.read([z, a, z], "extra"))
z.__dict__ = {"extra": "replaced"}
show("dict replaced", m.read([z, z, a], "extra"))
b.__dict__["extra"] = "by dict"
show("dict store", m.read([b, b], "extra"))
c = Node("c", 3)
show("no dict yet", m.read([c, c], "extra"))
show("counters", m.counters([a, b, c], 50))
show("counters values", [(o.weight, o.extra) for o in (a, b, c)])
show("counters big", m.counters([Node("d", 2**62)], 3))


# A Python subclass: its own property wins over the base's dict attribute.
class Sub(OpenNode):
    @property
    def extra(self):
        return "property of Sub"


o = OpenNode("o", 5)
s = Sub("s", 4)
show("sub", m.read([o, s, o, s], "extra"))
show("sub name", m.read([o, s, o, s], "name"))
show("sub weight", m.read([o, s, o, s], "weight"))
show("sub write", m.write([s, o, s], "extra", 1))
show("sub write weight", m.write([o, s, o], "weight", 1))
show("open counters", m.counters([o, o], 5))
# A data descriptor put on the compiled class afterwards takes over its dict attribute.
Node.extra = property(lambda self: "late property")
show("late property", m.read([a, b, c], "extra"))
show("late property write", m.write([a], "extra", 1))
del Node.extra
show("property gone", m.read([a, b, c], "extra"))
# Methods: an instance __dict__ entry shadows the class's method.
for _ in range(3):
    show("methods", m.call_m([a, b], 0))
b.__dict__["m"] = lambda k: ("own m", k)
show("shadowed", m.call_m([a, b, a, b], 1))
del b.__dict__["m"]
show("unshadowed", m.call_m([a, b], 2))
b.m = "not callable"
show("shadow attr", m.call_m([b, a], 3))
del b.m
Node.m = lambda self, k: ("replaced m", k)
show("replaced", m.call_m([a, b, s], 4))
show("open methods", m.call_m([o, s], 5))
show("bumps", m.bumps([a, b, c], 10))
show("module COUNT", m.COUNT)
m.COUNT = 100
show("bumps after", (m.bumps([a], 2), m.COUNT))


# Python __slots__ classes (member descriptors) and builtin getsets.
class Slotted:
    __slots__ = ("name", "weight")


p = Slotted()
show("slot unset", m.read([p, p], "name"))
show("slot write", m.write([p, p], "name", "p"))
show("slot read", m.read([p, p, a], "name"))
del p.name
show("slot deleted", m.read([p], "name"))
show("slot write again", m.write([p, a, p], "name", "q"))
show("slot read again", m.read([p, a], "name"))
e = ValueError(1, 2)
show("getset args", m.read([e, e, KeyError("k")], "args"))
show("getset args write", m.write([e, e], "args", [3, 4]))
show("getset args back", m.read([e], "args"))
show("getset args wrong", m.write([e], "args", 5))
fz = Frozen(1, 2)
show("frozen", m.write([fz, fz], "a", 2))
show("frozen read", m.read([fz], "name"))
