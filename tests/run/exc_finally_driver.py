import exc_finally as m


def show(label, fn, *args):
    try:
        r = fn(*args)
    except BaseException as e:
        print(label, "->", type(e).__name__, e, "| context:", repr(e.__context__))
    else:
        print(label, "->", repr(r))


show("order(3)", m.order, 3)
show("order(-3)", m.order, -3)
show("return_through(4)", m.return_through, 4)
show("return_through(-4)", m.return_through, -4)
for x in (1, 6, -6):
    show(f"override_return({x})", m.override_return, x)
show("swallow_by_return(-1)", m.swallow_by_return, -1)
show("loop_control(6)", m.loop_control, 6)
show("while_control(4)", m.while_control, 4)
show("break_in_finally(5)", m.break_in_finally, 5)
show("continue_in_finally(3)", m.continue_in_finally, 3)
show("raise_in_finally(1)", m.raise_in_finally, 1)
show("raise_in_finally(-1)", m.raise_in_finally, -1)
show("nested(2)", m.nested, 2)
show("nested(-2)", m.nested, -2)
show("return_in_handler(-1)", m.return_in_handler, -1)
show("return_in_handler(1)", m.return_in_handler, 1)
show("handler_raises(-1)", m.handler_raises, -1)
show("else_and_finally(3)", m.else_and_finally, 3)
show("else_and_finally(-3)", m.else_and_finally, -3)
show("deep_return(4)", m.deep_return, 4)
show("float_return(3)", m.float_return, 3)
for x in (0, 1):
    show(f"return_then_raise({x})", m.return_then_raise, x)
    show(f"return_then_handled({x})", m.return_then_handled, x)
m.raise_in_finally(-5)
