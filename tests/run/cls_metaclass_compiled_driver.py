import cls_metaclass_compiled as m

for line in m.run():
    print(line)


class Extra(m.Plugin):
    pass


print(Extra.tag, Extra.describe(), sorted(m.registry), m.Config() is m.Config("x"), type(m.Registered).__name__)
