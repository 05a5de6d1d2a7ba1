from decimal import Decimal
from fractions import Fraction

import sw_untyped_closures as m
from _show import show
show("fib", m.fib, 90); show("fib f", m.fib, 3.0)
show("stats", m.stats, [3, 1, 2]); show("stats k", m.stats, ["bb", "a"], len); show("stats e", m.stats, [])
show("stats f", m.stats, [1.5, 2]); show("stats bad", m.stats, [1, "a"])
show("flip", m.flip, 1); show("flip", m.flip, 0)
show("gen", lambda: list(m.gen(3)))
show("accum", m.accum, "ab")
c = m.counter(); c(); c(2.5); show("counter", c, 1)
c2 = m.counter(); show("counter2", c2, 2); show("counter3", c2, "x")
show("register", lambda: m.register("k", 3, 1, 2, b="x", a="y"))
show("register empty", m.register, "e")
show("register again", m.register, "k", 5)
show("round", m.rounding, 2.675, 2)
show("round int", m.rounding, 1234, -2)
show("round frac", m.rounding, Fraction(7, 2), 1)
show("round dec", m.rounding, Decimal("2.5"), 0)
show("round bad", m.rounding, "x", 1)
show("round bad nd", m.rounding, 1.5, 1.5)
