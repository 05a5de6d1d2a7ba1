import cls_override_arity as m

for line in m.run():
    print(line)
print(m.area_of(m.Square(), 2), m.label_of(m.Flex()), m.Square().label(False))
try:
    m.Square().area(1)
except TypeError as e:
    print("TypeError:", e)
