import cls_descriptors as m

print(m.run())
it = m.Item(3, 4, "a")
it.price = 10
print(it.total(), it.price, it.label, it.kind)
try:
    it.price = -2
except ValueError as e:
    print("ValueError", e)


class PyOwner:
    amount = m.Positive()


p = PyOwner()
p.amount = 7
print(p.amount, p._amount, PyOwner.amount.private)
