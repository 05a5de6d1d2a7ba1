import gc
import sys

import generators_protocol as m


def show(label, fn, *args):
    try:
        r = fn(*args)
    except BaseException as e:
        print(label, "->", type(e).__name__, e, "| cause:", repr(e.__cause__))
    else:
        print(label, "->", repr(r))


g = m.with_finally(5)
print(next(g), next(g))
show("close", g.close)
show("next after close", next, g)
show("close again", g.close)
g = m.with_finally(5)
next(g)
print("deleting")
del g
gc.collect()
print("deleted")
g = m.with_finally(5)
show("close unstarted", g.close)
show("list", list, m.with_finally(2))
print(list(m.with_context("a")))
g = m.with_context("b")
next(g)
g.close()
g = m.catcher()
print(next(g))
show("throw ValueError", g.throw, ValueError("bad"))
show("throw class", g.throw, ValueError)
show("throw class+value", g.throw, ValueError, "v2")
show("throw KeyError", g.throw, KeyError)
show("throw into finished", g.throw, TypeError("late"))
show("throw unstarted", m.catcher().throw, RuntimeError("early"))
show("throw non-exception", m.catcher().throw, 5)
g = m.ignores_exit()
next(g)
show("close ignoring", g.close)
g = m.catches_exit()
next(g)
show("close catching", g.close)
g = m.exit_returns()
next(g)
show("close returning", g.close)
show("pep479", list, m.leaks_stop())
show("pep479 next", list, m.next_of_exhausted())
show("raiser", list, m.raiser(5))
g = m.raiser(5)
print(next(g), next(g))
show("raiser next", next, g)
show("raiser after error", next, g)
g = m.reentrant()
m.holder.append(g)
print(next(g))
show("reentrant", next, g)
g = m.counter()
show("send unstarted", g.send, 5)
print(g.send(None), g.send(3), g.send(4))
print(list(m.handler_in_loop([1, 0, 4])))
g = m.handler_in_loop([0, 2])
print(next(g))
show("throw in handler", g.throw, KeyError("k"))
g = m.finally_yields()
next(g)
show("close yields in finally", g.close)
g = m.yields_in_handler()
print(next(g), sys.exc_info())
try:
    raise KeyError("outside")
except KeyError:
    print(next(g), sys.exc_info()[1])
print(next(g), sys.exc_info())
