import runaway_recursion as m


def show(label, fn, *args):
    # Only the exception type is compared: CPython's message names the frame kind that hit the
    # limit, which compiled frames need not imitate.
    try:
        r = fn(*args)
    except RecursionError as e:
        print(label, "-> RecursionError")
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


show("forever(0)", m.forever, 0)
show("ping(0)", m.ping, 0)
# The interpreter must still be usable after the overflow.
show("bounded(100)", m.bounded, 100)
show("forever(2**70)", m.forever, 2 ** 70)
show("bounded(100) again", m.bounded, 100)
