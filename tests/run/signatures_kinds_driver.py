import inspect

import signatures_kinds as m


def show(label, fn, *args, **kwargs):
    """Prints what fn(*args, **kwargs) returns or raises."""
    outcome = "?"
    try:
        value = fn(*args, **kwargs)
        outcome = f"{type(value).__name__} {value!r}"
    except Exception as e:
        outcome = f"{type(e).__name__} {e}"
    print(f"{label} -> {outcome}")


m.inside()
show("kwonly", m.kwonly, 1, c="z")
show("kwonly all", m.kwonly, c="z", b=9, a=0)
show("posonly", m.posonly, 5)
show("posonly c", m.posonly, 5, 6, c=7)
show("star", m.star, 1, 2, 3)
show("star one", m.star, 4)
show("star_untyped", m.star_untyped, 1, [2], "x")
show("options", m.options, "n", b=2, a=1)
show("options name kw", m.options, name="n", other=1)
show("everything", m.everything, 1, 2, "x", "y", d=1, e=5.5, c=True)
show("everything a in kw", m.everything, 1, d=1, a=7.0, b=3)
show("shared", m.shared, 5)
show("shared again", m.shared, 6)
show("shared own", m.shared, 7, into=[0])
show("shared_dict", m.shared_dict, "k")
show("shared_dict again", m.shared_dict, "k")
show("arg_types", m.arg_types, 1.0, 2.0, 3.0, a="b")
show("forward", m.forward, 4, 5)
show("forward kw", m.forward, q=4)
show("nested_default", m.nested_default, 10)
args = (1, 2, "three")
kw = {"d": 9, "zz": 1.25}
show("everything splat", m.everything, *args, **kw)
show("star splat", m.star, *range(1, 6))
s = m.Shape("pent", sides=5)
show("describe", s.describe)
show("describe kw", s.describe, prefix="-", upper=True)
show("scaled", s.scaled, 2, 3, bonus=1)
show("make", m.Shape.make, "x", "y", sides=6)
show("build", m.Shape.build, "z", k=1)
show("shape sides", lambda: m.Shape("hex", sides=6).sides)

# The parameter kinds and literal defaults inspect.signature sees (computed and mutated defaults
# differ: see test_boundary.py).
for f in (m.star, m.star_untyped, m.options, m.everything,
          s.describe, s.scaled, m.Shape.make, m.Shape.build):
    sig = inspect.signature(f)
    print(f.__name__, [(p.name, p.kind.name, p.default) for p in sig.parameters.values()])
print("calls:", m.CALLS)
