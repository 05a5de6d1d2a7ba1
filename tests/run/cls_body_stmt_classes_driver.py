import cls_body_stmt_classes as m

for line in m.run():
    print(line)
print(m.Mode.Engine.__module__, m.Mode.Engine.speed, sorted(k for k in vars(m.Mode) if not k.startswith("__")))


class PyEngine(m.Mode.Engine):
    def hello(self) -> str:
        return "py " + super().hello()


print(PyEngine().hello(), m.Mode.Record(2) == m.Mode.Record(2), m.Mode.Record.tag)
L = m.local(1)
print(L.__qualname__, L.scaled.fget.__qualname__, L.risky.__qualname__, L().value())
try:
    m.Mode.Record()
except TypeError as e:
    print("TypeError:", e)
