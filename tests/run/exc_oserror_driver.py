import copy
import pickle

import exc_oserror as m

for line in m.catch_all():
    print(line)
print(m.errno_of("p"))
e = m.StoreError("/a", 2)
print(e.errno, e.strerror, e.filename, e.filename2, str(e), e.path, e.args)
p = m.Plain(2, "gone", "f", None, "g")
print(type(p).__name__, p.errno, p.filename, p.filename2, str(p), p.note, p.args)
print(str(m.Plain("just a message")), m.Plain().errno, m.Plain("x").args)
b = m.Bad("h")
print(b.host, b.errno, b.args, str(b))
try:
    m.fail(0)
except OSError as x:
    print(type(x).__name__, x.describe(), isinstance(x, m.StoreError))
q = pickle.loads(pickle.dumps(m.Missing(2, "No such file", "z")))
print(type(q).__name__, q.errno, q.filename, str(q))
c = copy.copy(m.Plain(1, "one"))
print(c.errno, c.strerror, c.args)
try:
    m.fail(6)
except SystemExit as s:
    print("exit", s.code)
