import closures_del as m

from _show import show


show("deleted_then_read", m.deleted_then_read)
show("rebind", m.rebind, 3)
show("rebind big", m.rebind, 2**65)
show("owner_reads", m.owner_reads, 1.5)
show("nonlocal_del", m.nonlocal_del, True)
show("double_del", m.double_del, "x")
show("del_in_loop", m.del_in_loop, 3)
