import exc_with_paren_item as m
from _show import show

show("single", m.single)
show("several", m.several)
show("failing", m.failing)
