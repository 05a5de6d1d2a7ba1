import containers_unpack_ignored as m
from _show import show

show("unpack_short", m.unpack_short)
show("unpack_long", m.unpack_long)
show("unpack_effects", m.unpack_effects)
