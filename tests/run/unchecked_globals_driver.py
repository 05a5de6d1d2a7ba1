import unchecked_globals as m
from _show import show

show("before", m.read)
show("setup", m.setup)
show("after", m.read)
show("relabel", m.relabel, 3.5)
show("relabel none", m.relabel, None)
show("after2", m.read)
