import cls_dataclass_unsafe_hash as m

print(m.cells())
print(m.handles())
print(m.keys())
print(m.subclasses())
for cls in (m.Cell, m.Handle, m.Key, m.Sub, m.Plain):
    p = cls.__dataclass_params__
    print(cls.__name__, p.eq, p.frozen, p.unsafe_hash, cls.__hash__ is None)
print(hash(m.Cell(3, 4)) == hash((3, 4)), len({m.Handle("a"), m.Handle("a")}))
