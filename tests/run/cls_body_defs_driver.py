import cls_body_defs as m

print(m.run())
print(m.Codec().encode("Xy"), m.Shape().scaled(5))
try:
    m.Shape().scaled(1, 2)
except TypeError as e:
    print("TypeError:", e)
