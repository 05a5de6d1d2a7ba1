import dataclasses

import cls_dataclass_eq_false as m

for line in m.run():
    print(line)
print(m.Node.__dataclass_params__.eq, m.Tagged.__dataclass_params__.eq, m.Token.__dataclass_params__.frozen)
print("__eq__" in m.Node.__dict__, m.Node.__hash__ is object.__hash__, m.Tagged.__hash__, m.Loose.__hash__)
n = m.Node(5)
print(n == m.Node(5), n != n, dataclasses.replace(n, value=6), {n} == {n}, m.Token("x") != m.Token("x"))
