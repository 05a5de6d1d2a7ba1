import sw_class_body_stmts as m

m.run()
print(m.Config.level, m.Config.names, sorted(m.Config.table.items()))
c = m.Config(2)
print(c.level, c.total, c.label, type(c).__name__)
print(m.make_local(2))
