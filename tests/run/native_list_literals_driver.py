from _show import show
import native_list_literals as m



for i in (0, 1, 2, -1, -3, 3, -4, 2**70):
    show(f"float_updates({i})", m.float_updates, i, 1.25)
    show(f"float_updates({i}, nan)", m.float_updates, i, float("nan"))
    for d in (0, 5, -7, 2**62, 2**80, -(2**100)):
        show(f"int_updates({i}, {d})", m.int_updates, i, d)
    show(f"mixed_display({i})", m.mixed_display, i)
show("sum_of", m.sum_of, 10)
show("sum_of0", m.sum_of, 0)
