import slices_star_index as m
from _show import show

show("grid_reads", m.grid_reads, (1, 2))
show("table_ops", m.table_ops, [4, 5])
show("table_ops empty", m.table_ops, [])
show("missing", m.missing, [8])
