import dataclasses

import classes_dataclass_fields as m

for line in m.run():
    print(line)
a = m.Item("a")
b = m.Item("b", 1, ["t"])
print(a, b, a.tags is m.Item("c").tags)
print([f.name for f in dataclasses.fields(m.Item)])
print(dataclasses.asdict(b), dataclasses.astuple(m.Ver(2, 3)))
print(dataclasses.replace(b, qty=5), m.Ver.__match_args__, m.Derived.__match_args__)
match m.Ver(3, 4):
    case m.Ver(major, minor):
        print("matched", major, minor)
print(m.Ver.__dataclass_params__.frozen, m.Ver.__dataclass_params__.order, m.Item.__dataclass_params__.order)
try:
    m.Item("neg", -5)
except ValueError as e:
    print("ValueError", e)
print(m.Derived(4), m.Derived(4, ["keep"], "c"))
