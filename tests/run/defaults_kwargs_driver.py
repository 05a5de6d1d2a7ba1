import defaults_kwargs as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


m.calls_inside()
show("linear(2.0)", m.linear, 2.0)
show("linear(2.0, 0.5)", m.linear, 2.0, 0.5)
show("linear(2.0, 0.5, 0.25)", m.linear, 2.0, 0.5, 0.25)
show("linear(x=2.0, intercept=10.0)", m.linear, x=2.0, intercept=10.0)
show("linear(intercept=10.0, slope=1.0, x=-2.0)", m.linear, intercept=10.0, slope=1.0, x=-2.0)
show("clamp(-1)", m.clamp, -1)
show("clamp(150, hi=200)", m.clamp, 150, hi=200)
show("clamp(5, 10, 20)", m.clamp, 5, 10, 20)
show("clamp(hi=3, value=9)", m.clamp, hi=3, value=9)
show("repeat_add(0)", m.repeat_add, 0)
show("repeat_add(0, step=2**63)", m.repeat_add, 0, step=2 ** 63)
show("flags()", m.flags)
show("flags(b=False)", m.flags, b=False)
show("big_default()", m.big_default)
show("big_default(y=0)", m.big_default, y=0)
show("nothing()", m.nothing)
show("nothing(True)", m.nothing, True)
show("compound(100.0, years=0)", m.compound, 100.0, years=0)
show("compound(100.0, rate=0.5, monthly=True, years=2)", m.compound, 100.0, rate=0.5, monthly=True, years=2)
# The defaults must be evaluated once and never shared across calls incorrectly.
for _ in range(3):
    show("repeat_add(1)", m.repeat_add, 1)
print(m.SCALE)
