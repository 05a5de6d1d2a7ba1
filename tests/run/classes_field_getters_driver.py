import classes_field_getters as m

o = m.Nums(0, 1.5)
for v in m.values():
    o.set_n(v)
    print(v, o.n, o.n == v, type(o.n).__name__, o.n is o.n if -5 <= v <= 256 else "-")
o.x = 7.5
print(o.x, type(o.x).__name__)
o.x = float("inf")
print(o.x, m.Nums(3, float("nan")).x)
o.clear()
for name in ("n", "x"):
    try:
        getattr(o, name)
    except AttributeError as e:
        print("AttributeError:", e)
lt = m.Later(False)
print(hasattr(lt, "n"), hasattr(lt, "x"), getattr(lt, "n", "unset"))
lt2 = m.Later(True)
print(lt2.n, lt2.x)
op = m.OpenNums(2**70, -2.5)
print(op.n, op.x)


class PyNums(m.OpenNums):
    pass


pn = PyNums(300, 0.5)
print(pn.n, pn.x)
s = m.SubNums()
print(s.n, s.x, s.m)
e = m.NumError(404, 0.75)
print(e.code, e.ratio, e.args)
