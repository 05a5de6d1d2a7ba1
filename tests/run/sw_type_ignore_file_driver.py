import sw_type_ignore_file as m
from _show import show

show("calls", m.calls, m.Counter(), 3)
show("attribute", m.attribute, m.Counter())
show("arity", m.arity)
show("mixed", m.mixed, [1])
show("fits", m.fits, "abcd")
