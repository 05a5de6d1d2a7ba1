import copy
import pickle
import weakref

import exc_class_bodies as m

print(m.run(["1", "", "#abc", "q", "p", "x"]))
print(m.total_codes(10), m.counted(5), m.cause_code(), m.note_it())
e = m.ParseFailure("hello", 5)
print(e, repr(e), e.args, e.code, e.msg, e.describe(), type(e).__name__, type(e).__module__)
print(isinstance(e, m.AppError), isinstance(e, Exception), m.LineFailure.__mro__[1:3])
e.code = 6
e.extra = "dynamic"
print(e.code, e.extra)
q = m.Quiet(level=2)
print(q.args, q.level, m.Quiet(1).args)
w = weakref.ref(e)
print(w() is e)
c = copy.copy(m.Plain("a", 1))
print(repr(c), c.args)
print(repr(pickle.loads(pickle.dumps(m.Plain("b", 2)))))


class Mine(m.ParseFailure):
    def __init__(self) -> None:
        super().__init__("mine", 7)


try:
    raise Mine()
except m.AppError as err:
    print("Python subclass:", err, err.code, err.describe(), err.args)
try:
    m.parse("#x")
except m.ParseFailure as err:
    print("from Python:", type(err).__name__, err, err.line, err.__traceback__ is not None)
print(m.counted(3), m.Counted("z").total)
m.fail_deep(2)
