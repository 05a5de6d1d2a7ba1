# Driver of async_gen_basic: async generators under asyncio.run and through their protocol.
import asyncio

from _async_helpers import run
import async_gen_basic as m


async def py_agen(n):
    for i in range(n):
        yield -i


run("total", m.total(5))
run("collect count", m.collect(m.count(4)))
run("collect untyped", m.collect(m.untyped(["a", "b"])))
run("collect py_style", m.collect(m.py_style(3)))
run("collect python agen", m.collect(py_agen(3)))
run("echo", m.drive_echo())
run("athrow", m.drive_athrow())
run("failing", m.drive_failing())
log = []
run("early_break", m.early_break(log))
print(log)
run("nested", m.nested(10))
run("errors", m.drive_errors())

g = m.count(2)
print(type(g).__name__, g.__name__, g.__qualname__, g.__aiter__() is g)
print(type(g.__anext__()).__name__, type(g.aclose()).__name__, type(g.athrow(ValueError)).__name__)
print(m.Ticker(1).ticks(1).__qualname__)


async def with_builtins():
    g = m.count(3)
    a = aiter(g)
    out = [await anext(a), await anext(a), await anext(a), await anext(a, "done")]
    return out


run("builtins", with_builtins())


async def not_closed():
    log = []
    g = m.guarded(log)
    await g.__anext__()
    return log


# asyncio's shutdown_asyncgens closes generators left suspended.
run("not_closed", not_closed())
