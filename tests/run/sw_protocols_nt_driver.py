import sw_protocols_nt as m

for line in m.run(3):
    print(line)
print(m.ORIGIN, m.CORNERS, isinstance(m.Box(2), m.Sized2), m.Path(m.Pt(1, 2.0)).length())
print(m.sizes([m.Box(7), None]))
print(m.Path(m.Pt(1, 1.0)).start.unit, m.Unit.CM.value)
m.Unit("x")
