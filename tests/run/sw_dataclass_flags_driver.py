import sw_dataclass_flags as m

for line in m.run(3):
    print(line)
print(m.Item("a", 2.0), m.Key(5, "q"), m.Key(1, "a") == m.Key(1, "zz", 1.0, "other"))
m.Key(1, "a").group = 3
