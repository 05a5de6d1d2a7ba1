from _show import show
import super_explicit_args as m

show("describe", m.describe)
show("other error", m.Leaf(1).other, m.Base(1))
show("other error2", m.Leaf(1).other, 5)
