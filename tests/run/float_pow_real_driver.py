from _show import show
import float_pow_real as m

INF = float("inf")
NAN = float("nan")
VALUES = (0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 1e-160, -1e-160, 1e200, -1e200, 1e-320, INF, -INF, NAN)
EXPONENTS = (0.0, -0.0, 0.5, -0.5, 1.1, -1.1, 2.0, 3.0, -3.0, 1e300, -1e300, INF, -INF, NAN)



for a in VALUES:
    show(f"norm({a})", m.norm, a, 0.0, 0.0)
    show(f"norm({a},{a})", m.norm, a, a, -a)
    show(f"inverse_cube({a})", m.inverse_cube, a, 1.0, 0.01)
    show(f"int_valued({a})", m.int_valued, a)
    show(f"reassigned({a})", m.reassigned, a)
    show(f"unpacked({a})", m.unpacked, a)
    show(f"param_base({a})", m.param_base, a)
    show(f"aug_minus({a})", m.aug_minus, a)
    show(f"walrus({a})", m.walrus, a)
    for n in (0, 1, 2, 3, -1, -2, 1000, -1000, 2**70):
        show(f"int_exponent({a},{n})", m.int_exponent, a, n)
    for b in EXPONENTS:
        show(f"abs_root({a},{b})", m.abs_root, a, b)
        show(f"power_of({a},{b})", m.power_of, a, b)
        show(f"pow_builtin({a},{b})", m.pow_builtin, a, b)
show("rms", m.rms, [3.0, -4.0])
show("rms0", m.rms, [0.0, -0.0])
show("rms_empty", m.rms, [])
show("loop_target", m.loop_target, [4.0, -4.0, -0.0, NAN])
