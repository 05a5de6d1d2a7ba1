import cls_body_field_reads as m
from _show import show

show("sizes", m.show_sizes)
show("box", m.show_box)
