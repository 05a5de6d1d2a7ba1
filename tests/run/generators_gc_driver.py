# Driver of generators_gc: weakrefs to objects only cyclic generators reach die at gc.collect().
import gc, weakref, sys
import generators_gc as m

log = []
b = m.Box()
g = m.holder(b, log)
b.gen = g
print(next(g))
w = weakref.ref(b)
del b, g
gc.collect()
print("box dead:", w() is None, log)

log = []
g = m.self_ref(log)
next(g)
g.send(g)
w = weakref.ref(g)
del g
gc.collect()
print("self dead:", w() is None, log)

# unstarted generator in a cycle
b = m.Box()
g = m.holder(b, [])
b.gen = g
w = weakref.ref(b)
del b, g
gc.collect()
print("unstarted dead:", w() is None)

# ignored GeneratorExit: locals freed after the unraisable report
log = []
b = m.Box()
g = m.stubborn(b, log)
next(g)
w = weakref.ref(b)
seen = []
sys.unraisablehook = lambda u: seen.append((type(u.exc_value).__name__, str(u.exc_value), repr(u.object)[:25]))
del b, g
gc.collect()
print("stubborn:", w() is None, log, seen)

b = m.Box()
g = m.pending([1, 2, 3], b)
b.gen = g
print(next(g) > 0)
w = weakref.ref(b)
del b, g
gc.collect()
print("pending dead:", w() is None)
print(gc.is_tracked(m.holder(m.Box(), [])))

log = []
b = m.Box()
g = m.temps(b, log)
b.gen = g
print(next(g) is b, g.send("x"))
w = weakref.ref(b)
del b, g
gc.collect()
print("temps dead:", w() is None, log)
g = m.temps(m.Box(), log)
next(g); g.send(1); g.send(2)
try:
    g.send(3)
except StopIteration:
    print("temps done", log[-1])
