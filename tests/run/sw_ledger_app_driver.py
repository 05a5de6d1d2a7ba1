import sw_ledger_app as m
from _show import show

LINES = ["cash | coffee | -3.50", "bank | salary | 2500", "broken line", "cash | atm | 100",
         "| nobody | 1", "bank | rent | -1200.10", "card | refund | 0", "cash | lunch | -12.25x"]
m.report(LINES)
print("=====")
m.report([])
show("collect", m.collect, LINES[:3])
show("untyped", m.untyped_total, [("a", "b", 5), ("c", "d", -7)], 3)
show("untyped bad", m.untyped_total, [("a", "b", "5")])
show("largest cash", m.largest, m.load(LINES)[0], "cash")
show("largest none", m.largest, [], "cash")
show("money", m.money, -5)
