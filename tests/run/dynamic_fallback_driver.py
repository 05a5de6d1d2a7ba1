import dynamic_fallback as m


def show(label, fn, *args):
    try:
        r = fn(*args)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


show("parse_total", m.parse_total, "[10, 20, 1180591620717411303424]")
show("describe", m.describe, "/tmp/x/y.txt")
show("counts", m.counts, "mississippi")
show("first_squares", m.first_squares, 4)
show("untyped_math", m.untyped_math, 2.5, 4)
show("untyped_math big", m.untyped_math, 2**80, 3)
show("untyped_math str", m.untyped_math, [1], 3)
show("typed_from_untyped", m.typed_from_untyped, 41)
show("typed_from_untyped bad", m.typed_from_untyped, "a")
print(sorted(k for k in vars(m) if not k.startswith("__")))
