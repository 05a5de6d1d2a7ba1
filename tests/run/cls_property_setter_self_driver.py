import cls_property_setter_self as m
from _show import show

show("make", m.make, "Ada", 50)
show("make-neg", m.make, "Bo", -3)
show("make-bad", m.make, "ada", 1)
a = m.Account("Cy")
show("rename", a.rename, "Dee")
show("rename-bad", a.rename, "")
print(a.owner, a.log, a.limit, a.drop_limit(), a.log)
s = m.Savings("eve", 0.5)
print(s.owner, s.limit, s.rate, s.log)
s.retitle()
print(s.owner, s.log, sorted(k for k in ("_owner", "_limit", "owner") if hasattr(s, k)))
s.owner = "Fay"
print(s.owner, s.log[-1])
try:
    m.Savings("", 1.0)
except ValueError as e:
    print("ValueError", e)
