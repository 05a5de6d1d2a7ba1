import comment_placements as m

print(m.pick(3), m.pick(4, "x"), m.Box.table, m.Box.extra)
print(m.drop({"a": 1, "b": 2, "c": 3}))
print(m.guarded("12"), m.guarded("x"), m.guarded(" "))
try:
    m.drop({"a": 1})
except KeyError as e:
    print("KeyError", e)
print(m.lookups({"k": 5}, {(1, 2): "cell"}))
