import sys
import exc_context as m


def describe(e):
    chain = []
    while e is not None:
        chain.append(f"{type(e).__name__}({e})"
                     f"{' cause' if e.__cause__ is not None else ''}"
                     f"{' suppress' if e.__suppress_context__ else ''}")
        e = e.__cause__ or e.__context__
    return " <- ".join(chain)


def show(label, fn, *args):
    try:
        r = fn(*args)
    except BaseException as e:
        print(label, "->", describe(e), getattr(e, "__notes__", ""))
    else:
        print(label, "->", repr(r))


show("inside", m.inside, 1)
show("chained", m.chained, 2)
show("chained_deeper", m.chained_deeper, 3)
show("no_context_after_handler", m.no_context_after_handler, 4)
show("finally_context", m.finally_context, 5)
show("error_in_handler_expression", m.error_in_handler_expression, 6)
show("call_back", m.call_back, lambda: repr(sys.exception()))
show("call_back raising", m.call_back, lambda: 1 / 0)
show("exc_info_restored", m.exc_info_restored, 7)
show("reraise_keeps_identity", m.reraise_keeps_identity, 8)
show("raise_caught_object", m.raise_caught_object, 9)
try:
    raise OSError("outer python handler")
except OSError:
    show("inside from a python handler", m.inside, 10)
    show("chained inside python handler", m.chained, 11)
    print("python handler still sees", repr(sys.exception()))
print("at the end", sys.exc_info(), sys.exception())
m.chained_deeper(12)
