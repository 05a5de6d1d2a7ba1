import cls_open_hook_below as m

print(m.names())


class Py(m.Open, tag="py"):
    def who(self) -> str:
        return "py " + super().who()


class PyPlain(m.Open):
    pass


class PyBelow(m.Below, tag="pybelow"):
    pass


class PyOfPy(Py, tag="pyofpy"):
    pass


print(m.names())
print(m.call_who(Py()), m.call_who(PyPlain()), m.call_who(PyBelow()), m.call_who(PyOfPy()))
print(Py.tag, PyPlain.tag, PyBelow.tag, m.Open.tag, m.Below.tag, m.Middle.tag)
print(m.local_open_subclass("a"), m.local_open_subclass("b"))
T = type("T", (m.Open,), {}, tag="viatype")
print(T.tag, m.call_who(T()))
try:
    class Bad(m.Open, tag="x", other=1):
        pass
except TypeError as e:
    print("TypeError:", e)


class PyOwn(m.OwnHook, extra=5, flag=True):
    pass


class PyOwn2(PyOwn):
    pass


print(m.seen())
try:
    class Bad2(m.OwnHook, extra=1, nope=2, more=3):
        pass
except TypeError as e:
    print("TypeError:", e)
print(m.names()[-1])
