import dict_display_large as m

r = m.ranges()
print(len(r), list(r)[:5], r["r3"], r["r39"], type(r).__name__)
print(m.TABLE)
for fn in (m.traced15, m.traced16, m.traced20, m.traced34, m.traced36):
    for bad in (-1, 0, 7, 15, 16, 17, 19, 33, 35):
        log = []
        try:
            d = fn(log, bad)
            print(fn.__name__, bad, "ok", len(d), list(d.items())[:3])
        except (ZeroDivisionError, TypeError) as e:
            print(fn.__name__, bad, type(e).__name__, e)
        print(" ".join(log[-4:]))
