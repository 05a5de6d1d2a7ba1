import mandelbrot as m

print("inside:", m.render(30, 13))
for s in (1, 10, 60):
    print("area", s, repr(m.area_estimate(s)))
for c in ((0.0, 0.0), (-0.75, 0.1), (0.3, 0.5), (-2.0, 0.0), (0.25, 0.0), (float("nan"), 0.0)):
    print(c, m.escape_time(*c), m.escape_time(*c, limit=500), m.escape_time(c[0], c[1], 0))
