# Calls for tests/gen/regressions/int_pow_negative_literal.py.
import int_pow_negative_literal as m

for a in (1, 2, -3, 0, 2**64):
    for fn in (m.inv_floor, m.inv_round):
        try:
            print(fn.__name__, a, "->", fn(a))
        except Exception as e:
            print(fn.__name__, a, "->", type(e).__name__, e)
