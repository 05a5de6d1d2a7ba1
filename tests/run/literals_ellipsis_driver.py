import literals_ellipsis as m
from _show import show

show("describe", m.describe)
show("describe 1", m.describe, 1)
show("describe None", m.describe, None)
show("values", m.values)
show("slicing", m.slicing)
show("stub", m.stub)
