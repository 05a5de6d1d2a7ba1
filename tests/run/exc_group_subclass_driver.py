import traceback

import exc_group_subclass as m

print(m.handled([0, 1, 0, 2]))
print(m.handled([3]))
print(m.caught([0, 4]))
print(m.caught([]))
for line in m.splits():
    print(line)
print(m.made_errors())
print(m.nested_kind())
print(m.fatal_caught())
try:
    m.collect([0, 5], 2)
except m.AppErrors as e:
    print([(f.name, f.lineno) for f in traceback.extract_tb(e.__traceback__)])
    print([[(f.name, f.lineno) for f in traceback.extract_tb(x.__traceback__)] for x in e.exceptions])
    print(e.__doc__, m.AppErrors.__mro__[1:3], e.args)
g = m.AppErrors("py", [ValueError(1)], 4)
print(g.summary(), g.request, g.derive([KeyError(1)]).summary())


class PyGroup(m.AppErrors):
    pass


pg = PyGroup("x", [ValueError(1), KeyError(2)], 8)
print(type(pg.split(KeyError)[0]).__name__, pg.summary())
try:
    m.AppErrors("m", [KeyboardInterrupt()])
except TypeError as e:
    print("TypeError:", e)
