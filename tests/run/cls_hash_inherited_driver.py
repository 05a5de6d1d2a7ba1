import cls_hash_inherited as m

for line in m.run():
    print(line)
print(m.Strict.__hash__, m.Stricter.__hash__, hash(m.Euro(3)) == hash(3), hash(m.Pound(4)) == hash(4))
print(m.Player.__hash__ is None, m.Euro.__hash__ is None, len({m.Euro(1): 1, m.Money(1): 2}))
