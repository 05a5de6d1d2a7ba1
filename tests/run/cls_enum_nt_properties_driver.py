import cls_enum_nt_properties as m

for line in m.run():
    print(line)
print(m.Color.RED.label, m.Color.GREEN.describe(), type(m.Color.__dict__["is_warm"]).__name__)
print(m.Pair(4).twice, m.Pair(2, "z").text, type(m.Pair.__dict__["twice"]).__name__)
print(m.Level.LOW.doubled, [c.label for c in m.Color])
