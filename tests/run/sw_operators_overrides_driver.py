import sw_operators_overrides as m

m.run()
print(m.Vec(1, 2) + m.Tagged(1, 1), m.Tagged(2, 2).__radd__(m.Vec(1, 1)))
print(m.scale_all([m.Cube(3), m.Shape()], 5), m.Square(2).scale([1]))
print(m.total_area([m.Square(5)]), [1, 2, 3][m.Slot(1)])

m.indexing(100)
