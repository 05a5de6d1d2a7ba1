import cls_dataclass_initvar as m

print(m.accounts())
print(m.options())
print(m.points())
print(m.later())
print(m.unset())
print(m.replace_initvar())
print(m.call_errors())
try:
    m.Options(1, 2)
except TypeError as e:
    print("TypeError:", e)
print(m.Account("x", 3, 1).balance)
