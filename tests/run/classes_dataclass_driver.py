import dataclasses
import classes_dataclass as m

items = m.make_items()
print(items)
print(m.basket(items), items[0] == m.Item("a", 2.0, 1), items[0] == items[1])
print(m.Item(name="z", price=1.0, qty=3), m.Item("q", 2.5).qty)
vs = [m.Version(1, 2), m.Version(1, 10, 1), m.Version(0, 99)]
print(m.newest(vs), sorted(vs), m.Version(1) < m.Version(1, 0, 1), m.Version(2) >= m.Version(2))
k = m.Key(1)
print(k, hash(k) == hash(m.Key(1, "x")), {k: 1}[m.Key(1)], k == m.Key(1, "y"))
try:
    k.a = 5
except dataclasses.FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    hash(m.Item("a", 1.0))
except TypeError as e:
    print("TypeError:", e)
c = m.Config()
print(c.describe(), m.bump(c), c.retries, m.Config().retries)
c.label = "other"
print(c.describe())
try:
    m.Item("a")
except TypeError as e:
    print("TypeError")
print(isinstance(items[2], m.Item), m.Special("s", 1.0).discount)
