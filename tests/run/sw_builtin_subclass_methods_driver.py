import sw_builtin_subclass_methods as m
from _show import show
for fn in ("use_registry", "use_matrix", "use_path", "use_version", "use_flags", "use_tags", "shifted", "plain", "warehouse"):
    show(fn, getattr(m, fn))
show("list_ops", m.list_ops, m.Shifted([4]))
show("shape_doc", lambda: (type(m.Matrix.shape).__name__, m.Matrix.zeros.__qualname__))
