import import_comments as m

print(m.parts("/usr/lib/python3/x.py"))
print(m.local_imports(2.5), m.local_imports(9.0))
print(m.Holder().both(), m.Holder.digits)
print(m.fl(3.7), m.sqrt(16.0), m.basename("a/b"))
