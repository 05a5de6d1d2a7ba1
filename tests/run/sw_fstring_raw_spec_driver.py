import sw_fstring_raw_spec as m
from _show import show

show("raw_spec", m.raw_spec, 5)
