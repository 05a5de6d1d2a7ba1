import integration as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for n in (1, 2, 10, 1000):
    show(f"trapezoid_poly(0,1,{n})", m.trapezoid_poly, 0.0, 1.0, n)
    show(f"simpson_gauss(-3,3,{n})", m.simpson_gauss, -3.0, 3.0, n)
    show(f"midpoint_wave(0,pi,{n})", m.midpoint_wave, 0.0, 3.141592653589793, n)
show("trapezoid_poly n=0", m.trapezoid_poly, 0.0, 1.0, 0)
show("simpson_gauss n=3", m.simpson_gauss, 0.0, 1.0, 3)
show("bisect_cos", m.bisect_cos, 0.0, 1.0)
for steps in (1, 10, 10000):
    show(f"euler_decay {steps}", m.euler_decay, 1.0, 0.5, 2.0, steps)
for terms in (0, 1, 10, 100000):
    show(f"pi_leibniz({terms})", m.pi_leibniz, terms)
for x in (-1.5, 0.0, 0.5, 2.0, 1e10):
    show(f"f_poly({x})", m.f_poly, x)
    show(f"f_gauss({x})", m.f_gauss, x)
    show(f"f_wave({x})", m.f_wave, x)
