import sw_fstring_spec_escapes as m
from _show import show

show("bullet", m.bullet, "ab")
show("dashes", m.dashes, 5)
show("nested_width", m.nested_width, 3.14159, 9)
show("hex_fill", m.hex_fill, 7)
show("triple", m.triple, 42)
show("escaped_backslash", m.escaped_backslash, 5)
show("concatenated", m.concatenated, 3, "z")
