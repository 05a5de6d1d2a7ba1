import containers_chained_unpack as m
from _show import show

show("chained", m.chained)
show("chained_error ok", m.chained_error, [1, 2])
show("chained_error", m.chained_error, [1, 2, 3])
