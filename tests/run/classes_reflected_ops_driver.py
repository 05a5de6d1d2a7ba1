import classes_reflected_ops as m

for line in m.run():
    print(line)
v = m.V(4)
print(v + 1, 1 + v, v + m.V(1), -v, ~v, v * 3, v == m.V(4), v == "4", v != m.V(4))
print(f"{v:x}", [0, 1, 2, 3, 4, 5][v], m.V(2) < m.V(3), m.V(3) < m.V(2))
w = m.V(1)
w += 2
print(w)
try:
    v + "x"
except TypeError as e:
    print("TypeError", e)
print(v.__add__("x"), v.__eq__(3))
print(m.Money(1) + m.Money(2), m.Money(1) == m.Money(1))
