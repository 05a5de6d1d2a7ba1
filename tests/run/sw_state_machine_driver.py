import sw_state_machine as m

for line in m.simulate([1, 2, 3, 1, 4, 1, 2, 9, 5, 5, 5, 1]):
    print(line)
print(m.counts([1, 1, 3, 7]))
d = m.Door("back", 1)
print(d.fire(m.Event.OPEN), d.state, d.log, m.State.OPEN in {d.state})
e = m.TransitionError(m.State.LOCKED, m.Event.OPEN)
print(repr(e), e.args, e.state)
d.fire(m.Event.LOCK)
