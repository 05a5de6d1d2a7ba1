import classes_dataclass_options as m

for line in m.run():
    print(line)
print(m.Opts(name="x", verbose=True), m.Tagged(5, tag="z"))
for bad in (lambda: m.Opts("x"), lambda: m.Tagged(1, 2, "t"), lambda: m.Opts()):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
p = m.Pt(1, 2)
print(p, hasattr(p, "__dict__"), m.Pt.__slots__)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError", type(e).__name__)
