import typing_library_annotations as m
from _show import show

show("demo", m.demo)
show("never", m.never, "gone")
show("lookup missing", m.lookup, m.ChainMap({}), "q")
