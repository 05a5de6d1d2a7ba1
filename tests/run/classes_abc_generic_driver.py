import classes_abc_generic as m

for line in m.run():
    print(line)
print(sorted(m.Shape.__abstractmethods__), sorted(m.Partial.__abstractmethods__), m.Sq.__abstractmethods__)
for cls in (m.Shape, m.Partial):
    try:
        cls()
    except TypeError as e:
        print("TypeError", e)


class Tri:
    def area(self) -> float:
        return 0.5


print(m.total([m.Sq(3.0), Tri()]), m.Sq(1.0).describe(), m.Circle(1.0).label)
st = m.Stack()
st.push("x")
st.push(3)
print(list(st), len(st), st.peek())
print(m.IntStack().peek(), m.Registry().put(1, "one").get(1, "none"))
