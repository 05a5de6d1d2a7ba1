import module_namespace_calls as m

from _show import show


def handler_driver(a, b):
    return "the driver's"


show("dispatch add", m.dispatch, "add", 2, 3)
show("dispatch mul", m.dispatch, "mul", 2, 3)
show("dispatch driver", m.dispatch, "driver", 2, 3)
show("handlers", m.handlers)
m.handler_sub = lambda a, b: a - b
show("dispatch sub", m.dispatch, "sub", 2, 3)
show("define", m.define, "NEW_NAME", 7)
print(m.NEW_NAME, m.lookup("NEW_NAME"), m.lookup("show"))
show("evaluate", m.evaluate, "a * LIMIT", 5)
show("run_in", m.run_in, "x = 1\ny = x + 1", {})
print(m.HANDLERS, m.SEEN, m.BOTH, m.GENERATED, m.DOUBLED)
