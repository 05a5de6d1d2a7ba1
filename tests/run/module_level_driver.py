print("driver before import")
import module_level as m  # noqa: E402

print("driver after import")


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for name in ("LIMIT", "HALF", "SQUARES", "BIG", "NEG_BIG", "RATIO", "FLAG", "TRI_10", "count",
             "ROOT2"):
    v = getattr(m, name)
    print(name, type(v).__name__, repr(v))
show("triangle(100)", m.triangle, 100)
show("uses_constants(3)", m.uses_constants, 3)
show("big_offset(-1)", m.big_offset, -1)
import module_level as again  # noqa: E402

print("second import is the same module:", again is m)
print(sorted(n for n in ("triangle", "uses_constants", "big_offset", "LIMIT") if hasattr(m, n)))
