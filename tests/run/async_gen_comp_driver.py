# Driver of async_gen_comp: asynchronous comprehensions under asyncio.run.
from _async_helpers import run
import async_gen_comp as m

run("lists", m.lists(5))
run("sets_dicts", m.sets_dicts(6))
run("genexp_sum", m.genexp_sum(4))
run("use_made", m.use_made(3))
run("await_only_genexp", m.await_only_genexp(4))
run("failing", m.failing(4))
log = []
run("early_error", m.early_error(log))
print(log)
g = m.make_genexp(m.numbers(1))
print(type(g).__name__, g.__name__)
try:
    m.make_genexp(5)
except TypeError as e:
    print("TypeError", e)
