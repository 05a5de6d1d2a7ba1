import classes_optional_links as m

h = m.chain(7)
print(m.total(h), m.total(None), m.last(h).value, type(m.last(h)).__name__)
print(m.same(h, h), m.same(h, None), m.same(None, None), m.same(1, "x"))
print(m.first_weight(), m.keep_narrowed(h), m.keep_narrowed(None))
m.FIRST = m.Item(4, None)
print(m.first_weight())
print(m.unlink_all(h), h.link, m.total(h))
h.link = m.Heavy(2, None)
print(m.total(h), m.last(h).weight())
m.chain(0).value
