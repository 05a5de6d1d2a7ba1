import cls_object_attrs as m

for line in m.run():
    print(line)
