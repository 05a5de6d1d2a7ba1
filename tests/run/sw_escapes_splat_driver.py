import sw_escapes_splat as m
from _show import show
show("named", lambda: [ascii(s) for s in m.named()])
show("lengths", m.lengths)
show("bytes", m.bytes_escapes)
show("complex", m.complexes)
for v in (5, None, [1, 2], (3,), "ab", {"a": 1}, iter([7])):
    show("star", m.star, v)
    show("star_kw", m.star_kw, v)
    show("star_after", m.star_after, v)
    show("star_twice", m.star_twice, v)
    show("dstar", m.dstar, v)
    show("dstar_after", m.dstar_after, v)
show("builtin_star", m.builtin_star, 5)
show("builtin_star", m.builtin_star, ["abc"])
show("method_star", m.method_star, 3)
show("method_star", m.method_star, [["a", "b"]])
show("order", m.order, 5)
show("order", m.order, [1])
for s in ("\u2022", "A\u0301", "A"):
    show("pattern", m.pattern, s)
show("fstring_names", lambda: [ascii(s) for s in m.fstring_names(3)])
