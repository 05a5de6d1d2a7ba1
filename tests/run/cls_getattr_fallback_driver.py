import cls_getattr_fallback as m

print(m.read(m.Config({"host": "h"})))
print(m.read(m.Config({"port": "8080"})))
print(m.child({}))
print(m.child({"host": "x"}))
print(m.node())
c = m.Config({})
print(c.host, c.port, c.misses)
