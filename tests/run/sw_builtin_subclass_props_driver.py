import sw_builtin_subclass_props as m
from _show import show

show("use_config", m.use_config, 4)
show("use_config", m.use_config, -1)
show("delete_twice", m.delete_twice)
show("use_stack", m.use_stack)
show("use_ordered", m.use_ordered)
c = m.Config()
c.size = 7
print(c.size, dict(c), type(m.Config.__dict__["size"]).__name__)
try:
    c.size = -5
except ValueError as e:
    print("ValueError", e)
w = m.Word("hi")
print(w.shout)
try:
    w.shout = "x"
except AttributeError as e:
    print("AttributeError", e)
s = m.Stack([5])
del s.top
try:
    s.top
except IndexError as e:
    print("IndexError", e)
print(m.Stack.top.fset.__name__, m.Stack.top.fdel.__qualname__)
