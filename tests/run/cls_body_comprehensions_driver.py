import cls_body_comprehensions as m
from _show import show

show("table", m.show_table)
show("grid", m.show_grid)
