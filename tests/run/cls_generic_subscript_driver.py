import cls_generic_subscript as m

for line in m.run():
    print(line)
s = m.Stack[int]()
s.push(9)
print(list(s), type(m.Keyed[int, str](1)).__name__, m.Stack[int].__args__)
