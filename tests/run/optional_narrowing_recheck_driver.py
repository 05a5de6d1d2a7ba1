import optional_narrowing_recheck as m
from _show import show

c = m.Conn()
show("send hi", c.send, "hi")
show("send bye", c.send, "bye")
show("send again", c.send, "x")
show("drain", m.Conn().drain)
show("use_state", m.use_state)
show("use_state again", m.use_state)
show("loop", m.loop_until_closed, m.Conn())
