import overload_stubs as m
from _show import show

print(m.use())
show("first", m.first, "")
print(m.first.__name__, m.first.__doc__, m.double.__qualname__, m.Shelf.__getitem__.__name__)
print(sorted(k for k in vars(m.Sized) if not k.startswith("_")))
s = m.Shelf(["x", "y"])
show("getitem", s.__getitem__, 5)
print(s[-1], s[:1], m.Shelf.of("z").names)
