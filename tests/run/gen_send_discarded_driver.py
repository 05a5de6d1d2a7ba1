import gen_send_discarded as m

print(m.drive(["a", "b"]))
print(m.drive([]))
print(m.drive_recovering())
g = m.lines("q")
print(next(g), next(g), g.send("x"), next(g), next(g))
g.close()
