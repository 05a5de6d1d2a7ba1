import cls_plain_attr_defaults as m

for line in m.run():
    print(line)
w = m.Widget(False)
print(w.size, w.color, m.Widget.color, m.Big.size, m.Big(False).size, getattr(w, "label"))
w.size = 3
w.label = "set from Python"
print(w.size, w.grow(), w.label, m.Widget(True).size)
