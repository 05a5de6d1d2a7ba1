import cls_init_subclass as m

print(m.seen())
print(m.kinds())
for k in ("a", "b"):
    print(m.local_subclass(k))
print(m.bad_keyword())
print(m.bad_counted())


class Py(m.Plugin, kind="py"):
    pass


class PyPlain(m.Plugin):
    pass


class PyDeep(m.Deep, kind="pydeep"):
    pass


print(Py().describe(), PyPlain().describe(), PyDeep().describe())
print(sorted(m.Plugin.registry.items()))
print(m.seen()[-3:])
try:
    class Bad(m.Plugin, kind="x", other=2):
        pass
except TypeError as e:
    print("TypeError:", e)
print(m.Counted.count)
print(m.Plugin.__init_subclass__.__name__, m.Json.kind, m.Deep.kind)
print(m.local_hook("x"), m.local_hook("y"))
