import copy
import pickle

import classes_nested as m

O = m.Outer
print(O.Inner.__name__, O.Inner.__qualname__, O.Inner.__module__, repr(O.Inner)[:40])
print(O.Sub.__qualname__, O.Pair.__qualname__, O.Color.__qualname__, O.Pt.__qualname__)
print(m.Tree.Node.Leaf.__qualname__, m.Tree.Node.Leaf.__name__)
o = O(4)
print(o.total(), o.inner, o.make(3), o.make(3).double(), type(o.make(3)).__name__)
print(m.use(o, O.Inner(5)), m.use(o, O.Sub(2)))
print(m.pair(3), O.Pair(1), O.Color.RED, O.Color(2), m.point(4), O.Pt(1, 2))
print(m.is_inner(O.Sub(1)), m.is_inner(3), issubclass(O.Sub, O.Inner))
t = m.Tree()
for w in (0.5, 1.5, 2.0):
    t.push(w)
print(t.weight())
i = O.Inner(7)
for proto in range(0, pickle.HIGHEST_PROTOCOL + 1):
    try:
        j = pickle.loads(pickle.dumps(i, proto))
        print(proto, j, type(j) is O.Inner)
    except Exception as e:
        print(proto, type(e).__name__, e)
print(pickle.loads(pickle.dumps(O.Pair(2, 1.0))), copy.deepcopy(O.Sub(3)).double())
