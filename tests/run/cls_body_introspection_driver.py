import cls_body_introspection as m

for line in m.run():
    print(line)
