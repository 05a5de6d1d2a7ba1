"""show(label, fn, *args): prints fn(*args)'s repr or the exception it raises (run-test drivers)."""


def show(label, fn, *args):
    try:
        r = fn(*args)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))
