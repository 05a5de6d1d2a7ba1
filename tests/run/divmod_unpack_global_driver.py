from _show import show
import divmod_unpack_global as m

show("unpack", m.unpack, 7, 2)
show("unpack0", m.unpack, 7, 0)
