import unchecked_open_attrs as m
from _show import show

show("build", m.build)
show("leaf", m.leaf, 5)
show("missing", m.missing)
show("shuffled", m.shuffled, 7)
t = m.TreeNode()
t.from_python = 1
show("from python", lambda: (t.from_python, t.wins))
