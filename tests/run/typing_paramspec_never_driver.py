import typing_paramspec_never as m
from _show import show

print(m.run())
print(m.add.__name__, m.add.__wrapped__(1, 1))
show("area-bad", m.area, "x", 1.0)
show("sides-bad", m.sides, None)
show("word-bad", m.word, "c")
