import exc_with_protocols as m

for line in m.run():
    print(line)
log = []
with m.CM("py", log, True) as c:
    raise ValueError("from python")
print(log, c.name)
print(m.CM("x", []).__exit__(None, None, None))
