import classes_local as m

C1 = m.make_counter(1)
C2 = m.make_counter(10)
print(C1 is C2, C1.__name__, C1.__qualname__, C1.__module__, C1.__doc__)
c = C1()
print(c.bump(), c.bump(), c.twice, C1.unit(), C1.name(), C1.kind, C1.scale, repr(c))
print(C2().bump(), C1.bump.__qualname__, C1.__annotations__)
print(m.subclassing(4))
for line in m.records(3):
    print(line)
print(m.same_class_each_call() is m.same_class_each_call())
print(m.closure_late([]))


class D(C1):
    def bump(self):
        return super().bump() * 100


print(D().bump())
