import cls_enum_body_reads as m

for line in m.run():
    print(line)
print(m.Perm(3), m.Perm.RW.value, m.Perm.ALL.value, m.Shade.__members__.keys())
print(type(m.Thing).__name__, m.Thing.a, m.Thing.__qualname__, m.Thing.__module__)
