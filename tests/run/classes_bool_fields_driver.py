import copy
import dataclasses
import gc
import pickle

import classes_bool_fields as m
from _show import show

f = m.Flags(True, False)
print(f.a, f.b, f.show(), f.both(), m.read_a(f), f.a is True, f.b is False)
f.toggle()
print(f.a, f.b, f.show(), type(f.a).__name__)
f.a = True
f.b = True
print(f.show(), f.both(), m.read_a(f))
m.write_b(f, False)
print(f.b, f.both(), f.b is False)
for n in (-2, 0, 3, 4):
    f.set_from(n)
    print(n, f.a, f.b, f.show())
print(m.count_true([m.Flags(True, True), m.Flags(False, True), m.Flags(True, False)]))
held = f.a
f.a = not held
print(held, f.a)

# Unset fields: AttributeError with CPython's message, reading and deleting, from both sides.
lz = m.make_lazy(False)
show("get", lz.get)
try:
    lz.flag
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(lz, "flag"), getattr(lz, "flag", "missing"))
show("drop unset", lz.drop)
try:
    del lz.flag
except AttributeError as e:
    print("AttributeError:", e)
lz.flag = False
print(lz.get(), lz.flag)
lz.put(True)
print(lz.get(), lz.flag)
del lz.flag
show("get after del", lz.get)
lz.put(False)
lz.drop()
print(hasattr(lz, "flag"))
show("get after drop", lz.get)
on = m.make_lazy(True)
print(on.flag, on.get())
del on, lz
gc.collect()
again = [m.make_lazy(False) for _ in range(4)]
show("reused", again[0].get)
print([hasattr(x, "flag") for x in again])

# Class-body defaults.
d1, d2 = m.Defaults(), m.Defaults()
print(d1.on, d1.off, d1.flip(), d1.flip(), d1.flip())
print(d2.on, d2.off, d2.n)

# Subclasses: a compiled subclass repeats its base's fields; open bases keep their layout.
c = m.Child(True, True, False)
print(c.show(), c.all3(), c.both(), m.read_a(c))
c.c = True
print(c.all3(), c.show())
c.toggle()
print(c.show(), isinstance(c, m.Flags))
o = m.OpenFlags(True)
print(o.on, o.get())
o.on = False
print(o.on, o.get())
cb = m.ClosedBelowOpen(True, True)
print(cb.on, cb.more, cb.both(), cb.get())
cb.more = False
print(cb.both())
ob = m.OpenBelowClosed()
print(ob.summary(), ob.a, ob.extra, ob.both())
ob.toggle()
print(ob.summary())


class PyFlags(m.OpenFlags):
    def get(self):
        return not self.on


p = PyFlags(True)
print(p.on, p.get())
p.on = False
p.other = 5
print(p.on, p.get(), p.other)


class PyBelow(m.OpenBelowClosed):
    pass


pb = PyBelow()
pb.a = False
print(pb.summary(), pb.both(), m.read_a(pb))
pb.toggle()
print(pb.summary(), pb.count)

e = m.FlagError(True)
print(e.fatal, e.args)
e.fatal = False
print(e.fatal)

bx = m.Boxed(1, True)
print(bx.ok, bx.n, bx.flip(), bx.flip(), bx.ok)
bx.ok = True
print(bx.flip(), bx.ok)

h = m.Holder()
print(h.maybe, h.seen, h.note(True), h.note(False))
h.maybe = None
print(h.maybe)

# Dataclasses: __init__, repr, eq, order, hash, frozen, match.
r = m.Rec("a", True)
print(r, r == m.Rec("a", True, False), r == m.Rec("a", False), m.rec_done(r))
r.urgent = True
print(r, m.rec_done(r), dataclasses.astuple(r), dataclasses.asdict(r))
print(m.Rec.__match_args__, [fl.name for fl in dataclasses.fields(m.Rec)])
k1, k2, k3 = m.Key(False, True), m.Key(True, False), m.Key(False, False)
print(sorted([k2, k1, k3]), k1 < k2, k3 <= k1, k2 > k1)
print(hash(k1) == hash(m.Key(False, True)), k1 == m.Key(False, True), {k1, k2, m.Key(False, True)} == {k1, k2})
try:
    k1.major = True
except dataclasses.FrozenInstanceError as ex:
    print("FrozenInstanceError:", ex)
try:
    del k1.minor
except dataclasses.FrozenInstanceError as ex:
    print("FrozenInstanceError:", ex)
print(dataclasses.replace(k1, major=True), k1)
s = m.Sparse(True)
print(s, s == m.Sparse(True, False), s.hidden)
for x in (r, m.Rec("b", False), k2, k1, 5):
    print(m.classify(x))
match r:
    case m.Rec(name, done, urgent):
        print("python match", name, done, urgent)

# Pickle and copy round trips (set and unset fields).
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    q = pickle.loads(pickle.dumps(c, proto))
    print(proto, q.show(), q.all3(), q.c is True)
print(copy.copy(f).show(), copy.deepcopy(c).show(), copy.copy(r), copy.deepcopy(k1))
unset = pickle.loads(pickle.dumps(m.make_lazy(False)))
print(hasattr(unset, "flag"), pickle.loads(pickle.dumps(m.make_lazy(True))).flag)
print(pickle.loads(pickle.dumps(k2)), pickle.loads(pickle.dumps(r)))
print(copy.copy(m.Defaults()).flip(), pickle.loads(pickle.dumps(bx)).flip())

print(m.churn(3000))
print(m.churn(50))
