import cls_cached_property as m

print(m.run())
z = m.Sub(3)
print(z.cube, z.square, sorted(vars(z)), type(m.Lazy.__dict__["square"]).__name__)
