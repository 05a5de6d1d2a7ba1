import cls_setattr_hooks as m

for line in m.exercise():
    print(line)
print(m.child())
print(m.strict())
print(m.frozenish())
print(m.plain())

a = m.Audited(2, "py")
a.v = 8
a.x_size = 3
del a.ok
try:
    a.v = -5
except ValueError as e:
    print("ValueError", e)
try:
    a.v = "text"
except TypeError as e:
    print("TypeError")
object.__setattr__(a, "name", "direct")
print(a.log, a.v, a.name, a.extra)
try:
    print(a.ok)
except AttributeError as e:
    print("AttributeError", e)
c = m.Child(1)
c.weight = 3.5
print(c.log, c.weight)
f = m.Frozenish(1)
try:
    f.x = 9
except AttributeError as e:
    print("AttributeError", e, f.x)
p = m.Plain()
p.n = 3
print(p.n)
