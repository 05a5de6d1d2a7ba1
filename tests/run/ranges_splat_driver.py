import ranges_splat as m
from _show import show

show("stepped", m.stepped, (1, 10, 3))
show("stepped down", m.stepped, (5, 0, -2))
show("stepped zero", m.stepped, (1, 5, 0))
show("transposed", m.transposed, [[1, 2], [3, 4]])
show("comprehension", m.comprehension, [4])
show("comprehension 2", m.comprehension, [2, 6])
show("comprehension bad", m.comprehension, [1, 2, 3, 4])
