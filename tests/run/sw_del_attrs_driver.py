import sw_del_attrs as m

for line in m.run(3):
    print(line)
print(m.run(-2)[-4:])
r = m.Record(1, 2.0, True, "x")
del r.name
try:
    r.name
except AttributeError as e:
    print("from Python:", e)
del r.cache
print(r.cache)
try:
    del r.size
except AttributeError as e:
    print(e)
r.name = "back"
print(r.name, m.attempt("", r, "name"))
