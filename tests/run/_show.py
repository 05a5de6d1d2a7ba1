"""Shared by run-test drivers: prints a call's result, or the exception it raised, one line."""


def show(label, fn, *args):
    try:
        r = fn(*args)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))
