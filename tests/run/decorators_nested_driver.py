import decorators_nested as m

from _show import show


show("stacked", m.stacked, 5)
show("stacked big", m.stacked, 2**70)
show("order", m.order)
show("cached_fib", m.cached_fib, 30)
show("use_counted", m.use_counted, 4)
show("python deco", m.with_python_decorator, lambda f: (lambda v: f(v) * 100), 2)
show("python deco not callable", m.with_python_decorator, lambda f: 42, 2)
show("python deco bad", m.with_python_decorator, lambda: 0, 2)
show("managed_use", m.managed_use)
show("decorator_raises", m.decorator_raises)
show("in_loop", m.in_loop, 3)
