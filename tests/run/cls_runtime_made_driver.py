import cls_runtime_made as m

shapes = [m.Shape(1), m.Square(2), m.Circle(3)]
print(m.areas(shapes), m.reports(shapes))
print(m.shout_all([m.Square(1), m.NamedBox(5)]), [c.__name__ for c in m.Square.__mro__])
print(sorted(m.REGISTRY), m.Plain.tag, m.Plain(1.5).double(), m.REGISTRY["Circle"] is m.Circle)
p, q = m.Point(3, -4), m.Point(3, -4, ["t"])
print(p == q, hash(p) == hash(q), p.norm1(), repr(p).startswith("<"), {p: 1}[q])
print(m.Interned("a") is m.Interned("a"), m.Interned("b").key, m.Interned.cache_info().hits)
leaf = m.Leaf(21)
print(leaf.twice(), m.Leaf.__final__, type(leaf).__name__)
print(m.unbox(m.Box(4)), m.unbox(m.NamedBox(4)), m.NamedBox(1).name())


class PySquare(m.Square):
    def area(self) -> int:
        return -1


print(m.areas([PySquare(9)]), m.reports([PySquare(2)]), PySquare(3).shout())
