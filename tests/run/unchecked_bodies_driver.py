import unchecked_bodies as m
from _show import show

show("shapes", m.shapes)
show("base alone", m.base_alone)
for how in range(5):
    show("fail", m.Square(2).fail, how)
show("raise text", m.raise_text, True)
show("raise text no", m.raise_text, False)
for n in range(4):
    show("wrong", m.wrong_calls, n)
show("helper", m.helper, m.Square(1))
show("outer", m.outer, 5)
