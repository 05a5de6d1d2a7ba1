import copy
import pickle

import classes_namedtuple_enum as m

p = m.Point(3, -4)
print(p, tuple(p), p.x, p.y, p.label, p[1], len(p), p.norm1(), p.moved(2))
print(m.Point._fields, m.Point._field_defaults, p._asdict(), m.Point.__doc__)
print(p == (3, -4, "p"), hash(p) == hash((3, -4, "p")), p == m.Point(3, -4), p < m.Point(4, 0))
print(m.total(m.make(5)), m.make(2), m.Point.origin(), m.Point.diagonal(7))
print(pickle.loads(pickle.dumps(p)), copy.deepcopy(p), isinstance(p, tuple), m.Point.__mro__)
q = m.Pair(1.5, [1, 2])
print(q, q.a, q.b)
try:
    m.Point()
except TypeError as e:
    print("TypeError:", e)
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError:", e)
print(list(m.Color), m.Color.RED, repr(m.Color.GREEN), m.Color(2), m.Color["BLUE"])
print([m.pick(c) for c in m.Color], m.by_value(3) is m.Color.BLUE, m.Color.from_name("RED"))
print(m.Color.RED.describe(), m.Color.RED.name, m.Color.RED.value, len(m.Color))
print(m.levels(), m.Level.MID + 1, m.Level(10), m.compare(m.Level.LOW, m.Level.HIGH))
print(str(m.Shape.SQUARE), m.Shape("ci"), pickle.loads(pickle.dumps(m.Color.GREEN)) is m.Color.GREEN)
print(m.Color.__members__.keys(), type(m.Color).__name__, m.Color.RED in m.Color)
try:
    m.Color(7)
except ValueError as e:
    print("ValueError:", e)
m.by_value(9)
