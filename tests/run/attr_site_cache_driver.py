import attr
import attr_site_cache as m


class P:
    def __init__(self, x):
        self.x = x


class Q(P):
    pass


class Default:
    x = 5


class Slotted:
    __slots__ = ("x",)

    def __init__(self, x):
        self.x = x


class Hooked(P):
    def __getattr__(self, name):
        return "getattr " + name


class Counter:
    def __init__(self, n):
        self.n = n


@attr.s(auto_attribs=True)
class A:
    x: int
    n: int = 0


def show(label, r):
    print(label, r)


a, b = P(1), P(2)
for _ in range(3):
    show("plain", m.read_x([a, b]))
show("mixed", m.read_x([a, Q(3), a, Slotted(4), Hooked(5), a, A(6)]))
show("write", m.write_x([a, b, Q(0), Slotted(0)], 10))
show("after write", m.read_x([a, b]))
# A class attribute under the instance's value, then the instance's own value removed.
d = Default()
show("default", m.read_x([d, d]))
m.write_x([d], 7)
show("shadow", m.read_x([d, d]))
del d.x
show("unshadowed", m.read_x([d]))
# A property added to the class after the site cached it: the data descriptor wins.
q = Q(1)
show("before prop", m.read_x([a, a, q]))
P.x = property(lambda self: "prop of " + type(self).__name__)
show("prop", m.read_x([a, q]))
show("prop write", m.write_x([a], 3))
del P.x
show("prop gone", m.read_x([a, b]))
# A class attribute whose own class becomes a data descriptor later.
class Later:
    pass


class Holder:
    x = Later()


h = Holder()
h.__dict__["x"] = "own"
show("later", m.read_x([h, h]))
Later.__get__ = lambda self, obj, tp=None: "descriptor"
Later.__set__ = lambda self, obj, v: print("set through descriptor", v)
show("later desc", m.read_x([h, h]))
show("later write", m.write_x([h], 1))
# __getattr__ and __setattr__ put on the class afterwards.
c = P(1)
m.read_x([c, c])
del c.x
show("missing", m.read_x([c]))
P.__getattr__ = lambda self, name: "late getattr " + name
show("late getattr", m.read_x([c]))
del P.__getattr__
P.__setattr__ = lambda self, name, v: print("late setattr", name, v)
show("late setattr", m.write_x([c, a], 9))
del P.__setattr__
show("setattr gone", m.write_x([c, a], 11))
show("read back", m.read_x([c, a]))
# The instance's dict made (values moved out), replaced, then the attribute deleted.
e = P(1)
m.read_x([e, e])
vars(e)["x"] = 2
show("dict made", m.read_x([e, e]))
e.__dict__ = {"x": "replaced"}
show("dict replaced", m.read_x([e, e]))
show("dict write", m.write_x([e], 12))
print(e.__dict__)
objs = [Counter(i) for i in range(5)] + [A(1, 2)]
show("bump", m.bump(objs, 100))
show("bump values", [o.n for o in objs])
Counter.n = property(lambda self: 1, lambda self, v: None)
show("bump prop", m.bump(objs[:5], 3))
show("setattr error", m.write_x([1, "s", None], 1))


class PlainList(list):
    def index(self, v):
        return ("PlainList.index", v)


class M:
    def __init__(self, v):
        self.v = v

    def m(self, k):
        return ("M.m", self.v, k)


class MSub(M):
    def m(self, k):
        return ("MSub.m", self.v, k)


class MSlots:
    __slots__ = ("v",)

    def m(self, k):
        return ("MSlots.m", k)


x1, x2 = M(1), M(2)
for _ in range(3):
    show("methods", m.call_m([x1, x2], 0))
show("mixed methods", m.call_m([x1, MSub(3), MSlots(), x1, 5, Hooked(0)], 1))
x2.m = lambda k: ("instance m", k)
show("shadowed later", m.call_m([x1, x2, x1], 2))
x3 = M(3)
vars(x3)["m"] = lambda k: ("dict m", k)
show("dict shadow", m.call_m([x1, x3], 3))
M.m = lambda self, k: ("replaced", self.v, k)
show("replaced", m.call_m([x1, MSub(4)], 4))
del M.m
show("deleted", m.call_m([x1, x2], 5))
M.m = staticmethod(lambda k: ("static", k))
show("static", m.call_m([x1], 6))
M.m = classmethod(lambda cls, k: ("class", cls.__name__, k))
show("classmethod", m.call_m([x1, MSub(1)], 7))
M.m = property(lambda self: (lambda k: ("prop", k)))
show("property", m.call_m([x1], 8))
for _ in range(2):
    show("index", m.call_index([[1, 2], (2,), "x2", b"\x01\x02", [3], PlainList([5, 2])]))
