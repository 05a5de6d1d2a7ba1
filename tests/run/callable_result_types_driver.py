import callable_result_types as m

for line in m.run():
    print(line)
print(m.apply(lambda x: None, 1), m.apply(m.inc, 9), m.H(lambda: 41).get())
print(m.Typed(lambda n: m.Node(n + 1)).total())
