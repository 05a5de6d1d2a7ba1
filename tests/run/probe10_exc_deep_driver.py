import probe10_exc_deep as m

for n in ["fast", "slow", "slowest", "bad"]:
    print(m.with_retries(n), "|", m.with_retries(n, 1))
print(m.finally_wins("bad"), m.finally_wins("ok"))
try:
    m.finally_wins("slow")
except m.Timeout as e:
    print("escaped", e, e.code, e.job)
for n in ["slow", "bad", "retry", "ok"]:
    print(m.nested_handlers(n))
print(m.drive(["a", "throw", "b"]))
print(m.chain(iter(["a", "bad", "retry", "halt", "x"])), m.chain(iter(["q"])))
for f in range(4):
    print(m.raise_class_or_instance(f))
e = m.Timeout("x", 3)
print(str(e), repr(e), e.args, m.Fatal("y").args, repr(m.Fatal("y")), str(m.JobError("z", 2)))
try:
    m.with_retries("halt")
except BaseException as b:
    print("BaseException", type(b).__name__, b.args, isinstance(b, Exception))
import pickle
t2 = pickle.loads(pickle.dumps(m.Retry("p")))
print(repr(t2))
