import exc_try_basic as m


def show(label, fn, *args):
    try:
        r = fn(*args)
    except BaseException as e:
        print(label, "->", type(e).__name__, e, "| cause:", repr(e.__cause__),
              "| context:", repr(e.__context__), "| suppress:", e.__suppress_context__)
    else:
        print(label, "->", repr(r))


for k in range(7):
    show(f"classify({k})", m.classify, k)
show("unbound_after(0)", m.unbound_after, 0)
show("unbound_after(1)", m.unbound_after, 1)
for k in range(5):
    show(f"nested({k})", m.nested, k)
show("raise_instance", m.raise_instance, "boom")
for k in range(4):
    show(f"raise_from({k})", m.raise_from, k)
show("raise_non_exception(5)", m.raise_non_exception, 5)
show("raise_non_exception(int)", m.raise_non_exception, int)
show("raise_non_exception(ValueError)", m.raise_non_exception, ValueError)
show("bad_cause(3)", m.bad_cause, 3)
show("bad_cause(None)", m.bad_cause, None)
show("bad_cause(KeyError)", m.bad_cause, KeyError)
show("catch_non_class(int)", m.catch_non_class, int)
show("catch_non_class((ValueError, 3))", m.catch_non_class, (ValueError, 3))
show("catch_non_class((KeyError, ValueError))", m.catch_non_class, (KeyError, ValueError))
show("catch_dynamic(Exception)", m.catch_dynamic, Exception, 2)
show("catch_dynamic(OSError)", m.catch_dynamic, OSError, 2)
show("catch_dynamic(tuple)", m.catch_dynamic, (OSError, LookupError), 2)
show("bare_raise_outside", m.bare_raise_outside)
for k in (0, 1):
    show(f"reraise_after_inner({k})", m.reraise_after_inner, k)
try:
    raise IndexError("from python")
except IndexError:
    show("bare raise inside a Python handler", m.bare_raise_outside)
show("handler_catch_all(0)", m.handler_catch_all, 0)
show("handler_catch_all(5)", m.handler_catch_all, 5)
show("empty_tuple(1)", m.empty_tuple, 1)
show("loop_handlers(10)", m.loop_handlers, 10)
m.nested(3)
m.raise_from(1)
