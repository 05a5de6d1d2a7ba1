import gc
import sys

import cls_del_finalizer as m

for line in m.run():
    print(line)
sys.unraisablehook = lambda u: print("unraisable", type(u.exc_value).__name__, u.exc_value)
m.log.clear()
m.Faulty()
r = m.Resource("py")
r = None
t = m.Tagged("cyc")
t.peer = t
del t
gc.collect()
print(m.log)
