from _show import show
import math
import tuple_display_eq as m

PAIRS = [(1, 2), (1, 3), (2, 2), (1, 2**70), (True, 2), m.Pair(1, 2), m.Loud((9, 9)),
         (m.Odd(5), m.Odd(6))]
for t in PAIRS:
    show(f"eq_pair({t!r}, 2)", m.eq_pair, t, 2)
    show(f"eq_pair({t!r}, 2**70)", m.eq_pair, t, 2**70)
for t in PAIRS + [(1, 2, 3), (1,), ()]:
    show(f"eq_var({t!r}, 1)", m.eq_var, t, 1)
for x in [(1, "a"), (1, "b"), (2, "a"), [1, "a"], "x", None, (1, "a", 3), m.Loud(()), 5]:
    show(f"eq_obj({x!r})", m.eq_obj, x, 1, "a")
nan = math.nan
show("nan same", m.eq_any, (nan, 1), nan)
show("nan other", m.eq_any, (nan, 1), float("nan"))
show("boom first", m.eq_any, (m.Boom(), 1), 0)
show("boom unequal first", m.eq_any, (m.Boom(), 2), 0)
show("short circuit", m.eq_any, (0, m.Boom()), 1)
show("count", m.count, (1, 7))
show("count subclass", m.count, m.Pair(1, 3))
show("rebind", m.rebind, 1)
show("rebind2", m.rebind, 2)
show("eq_str", m.eq_str, ("ab", 3), "ab")
show("eq_str no", m.eq_str, ("ab", 3), "abc")
