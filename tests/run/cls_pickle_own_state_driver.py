import copy
import pickle

import cls_pickle_own_state as m

ROUND_TRIPS = [("copy", copy.copy), ("deepcopy", copy.deepcopy)] + [
    (f"pickle{p}", lambda o, p=p: pickle.loads(pickle.dumps(o, p)))
    for p in range(pickle.HIGHEST_PROTOCOL + 1)
]

for label, fn in ROUND_TRIPS:
    c = fn(m.Conn("h", 1))
    t = fn(m.TlsConn("s", "abc"))
    s = fn(m.Snapshot([1, 2]))
    u = fn(m.Upgraded("u"))
    print(label, m.describe(c), m.describe(t), t.cert, s.values, s.cache, u.name, u.version)


class Tagged(m.Record):
    __slots__ = ("tag", "unset")


class Noted(Tagged):
    pass


r = Tagged([1, 2])
r.tag = "t"
n = Noted([3])
n.tag = "n"
n.note = "dict attribute"
for label, fn in ROUND_TRIPS[:2] + ROUND_TRIPS[4:]:
    a, b = fn(r), fn(n)
    print(label, type(a).__name__, a.xs, a.total, a.tag, hasattr(a, "unset"), b.tag, b.note, b.xs)
