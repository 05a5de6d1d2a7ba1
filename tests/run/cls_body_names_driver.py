import cls_body_names as m

for line in m.run():
    print(line)
v = m.Vec(0.5, 4.0)
print(repr(3 * v), repr(v * 3), v.size(), m.Vec.size is m.Vec.norm1 or m.Vec.size == m.Vec.norm1)
print(m.Solver().solve(), m.Solver.st(2))
