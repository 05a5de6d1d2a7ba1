from _show import show
import object_method_call as m



class Plain:
    def f(self, *args):
        return ("method", args)

    @classmethod
    def count(cls, x):
        return ("classmethod", cls.__name__, x)

    @staticmethod
    def upper():
        return "static"


class Shadowed(Plain):
    def __init__(self):
        self.f = lambda *args: ("instance", args)


class Dynamic:
    def __getattr__(self, name):
        return lambda *args: ("getattr", name, args)


class Prop:
    @property
    def index(self):
        return lambda x: ("property", x)


class Slots:
    __slots__ = ("f",)


s = Slots()
s.f = len
show("upper str", m.call0, "abc")
show("upper static", m.call0, Plain())
show("upper missing", m.call0, 5)
show("upper getattr", m.call0, Dynamic())
show("index list", m.call1, [1, 2, 3], 3)
show("index missing", m.call1, [1, 2, 3], 9)
show("index prop", m.call1, Prop(), 4)
show("count list", m.call_lit, [44, 1, 44])
show("count cls", m.call_lit, Plain())
show("split", m.call_str_lit, "a,b")
show("split bytes", m.call_str_lit, b"a,b")
show("many plain", m.call_many, Plain())
show("many shadowed", m.call_many, Shadowed())
show("many getattr", m.call_many, Dynamic())
show("many slots", m.call_many, s)
show("many none", m.call_many, None)
log = []
show("order", m.order, 5, log)
print(log)
show("arith plain", m.call_arith, Plain(), 6, 1.5)
show("arith shadowed", m.call_arith, Shadowed(), 2 ** 70, -0.5)
show("arith getattr", m.call_arith, Dynamic(), -3, 0.0)
show("arith missing", m.call_arith, 5, 1, 1.0)
show("order div", m.order_div, 5, 1)
show("order shift", m.order_shift, 5, 1)
show("order mix", m.order_mix, 5, 10 ** 400)
show("arith raises", m.arith_raises, Plain(), 1)
