import cls_plain_attr_store as m

for line in m.run():
    print(line)
b = m.B()
setattr(b, "kind", "py")
print(b.kind, m.B.kind, b.show())
b.weight = 4.0
print(b.show(), m.B.flags, m.B.weight)
del b.kind
print(b.kind, b.show(), hasattr(b, "kind"))
try:
    del b.kind
except AttributeError:
    print("AttributeError on the second del")
d = m.D()
d.kind = "z"
print(m.relabel(d, "w"), m.D.kind, m.forget(d))
print(m.Counter().seen(), m.Counter.count)
