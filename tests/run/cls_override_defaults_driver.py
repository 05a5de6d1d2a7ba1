import cls_override_defaults as m

for line in m.run():
    print(line)
print(m.use(m.Louder()), m.Louder().greet("z", 1, sep="?"), m.Loud().tags(["p"]))
