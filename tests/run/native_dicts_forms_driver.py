import native_dicts_forms as m
from _show import show

show("gen", lambda n: list(m.gen(n)), 4)
show("run_coro", m.run_coro, 5)
show("contains_any", m.contains_any, 2, 1, "a")
show("contains_any2", m.contains_any, "x", None, "")
show("unhashable", m.unhashable, 3)
show("multi_del", m.multi_del, 5)
show("partial_loops", m.partial_loops, 8)
show("partial_loops_raise", m.partial_loops, 80)
show("partial_loops_short", m.partial_loops, 2)
show("conditional", m.conditional, True)
show("conditional0", m.conditional, False)
show("maybe_unbound", m.maybe_unbound, True)
show("maybe_unbound0", m.maybe_unbound, False)
show("nested_comprehension", m.nested_comprehension, 3)
show("failing_definitions", m.failing_definitions, 4)
show("item_tuples", m.item_tuples, 3)
