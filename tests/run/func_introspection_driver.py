import asyncio
import inspect
import typing

import func_introspection as m

for line in m.run():
    print(line)
print(sorted(m.describe.registry.keys(), key=lambda t: t.__name__))
for f in (m.work, m.nothing):
    print(f.__name__, inspect.iscoroutinefunction(f), asyncio.iscoroutinefunction(f))
    params = inspect.signature(f).parameters.values()
    print([(p.name, p.kind.name, p.default) for p in params], f.__defaults__, f.__kwdefaults__)
    print(f.__code__.co_varnames, f.__code__.co_argcount, f.__code__.co_kwonlyargcount)
print(m.work.__doc__, m._s.__doc__, m._s.__name__)
print(inspect.iscoroutinefunction(m.plain), inspect.iscoroutinefunction(m.run))
print(asyncio.run(m.work(4)), asyncio.run(m.work(1, 3, label="z")))
print(m._s.__annotations__ if hasattr(m._s, "__annotations__") else None)
print(typing.get_type_hints(m._s))
