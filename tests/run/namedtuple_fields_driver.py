import namedtuple_fields as m

P = m.Point
ps = [P(1, 2), P(3, 4, "q"), P(-5, 6, "long")]
print(m.total(ps), [m.describe(p) for p in ps])
b = m.Box(P(0, 0), P(3, 4), 2.5, "t")
print(m.area(b), m.weigh(b), m.weigh(m.Box(P(1, 1), P(2, 2))))
print(m.pair(P(7, 8).shifted(1)), m.first(P(9, 9)))


class Swapped(m.Point):
    @property
    def x(self):
        return self[1]

    def __getitem__(self, i):
        v = tuple.__getitem__(self, i)
        return v + 100 if isinstance(v, int) else v * 2


s = Swapped(1, 2, "s")
print(m.pair(s), m.first(s), m.describe(s), m.total([s]))
try:
    m.first(())
except Exception as e:
    print(type(e).__name__, e)
try:
    m.pair((1, 2))
except Exception as e:
    print(type(e).__name__, e)
print(m.odd(m.Odd(1, 2)))
print(m.shadowed(m.Point(5, 6), [m.Named("a"), m.Named("b")]))
