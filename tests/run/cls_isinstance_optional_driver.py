import cls_isinstance_optional as m

for line in m.run():
    print(line)
print(m.describe(m.Dog("py", 7)), m.tricks(m.Dog("py", 7)))
