import cls_object_setattr as m

print(m.rects())
print(m.counter())
print(m.locked())
k = m.Locked(3)
object.__setattr__(k, "v", 4)
try:
    k.v = 9
except AttributeError as e:
    print("AttributeError", e)
print(k.v, k.log)
r = m.Rect(1, 5)
print(r, r.area, r.label)
