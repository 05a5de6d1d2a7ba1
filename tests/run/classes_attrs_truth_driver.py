import classes_attrs_truth as m

for line in m.run():
    print(line)
t = m.Temp(5.0)
print(t.celsius, m.Temp.scale, m.Temp.count)
m.Temp.scale = "F"
print(t.label())
t.clear()
print(hasattr(t, "celsius"))
s = m.Slotted(1, "z")
print(m.Slotted.__slots__, hasattr(s, "__dict__"))
try:
    s.c = 5
except AttributeError as e:
    print("AE", e)
d = m.Dyn()
print(d.x_abc, getattr(d, "nope", "default"))
print(m.Point(1, 2) == m.Point(1, 2), m.Point.__hash__)
try:
    {m.Point(1, 2)}
except TypeError as e:
    print("TE", e)
