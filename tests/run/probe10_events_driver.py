import probe10_events as m

for line in m.run_scenario():
    print(line)
print(m.State.PAID, m.State["DONE"], m.Priority.HIGH, repr(m.Perm.RW))
ev = m.Event(1, m.State.NEW, m.State.PAID)
print(ev, ev.note == "", ev[1], len(ev))
print(m.Order(5, "zed") == m.Order(5, "Zed"), m.Line("a") < m.Line("a", 2))
