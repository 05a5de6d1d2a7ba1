import contextlib
import exc_nesting as m


class Tracker:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, *a):
        print("exit", a[0])
        return False


def show(label, fn, *args):
    try:
        r = fn(*args)
    except BaseException as e:
        print(label, "->", type(e).__name__, e, "| context:", repr(e.__context__))
    else:
        print(label, "->", repr(r))


show("crossing", m.crossing, Tracker(), 5)
show("handler_in_finally(1)", m.handler_in_finally, 1)
show("handler_in_finally(2)", m.handler_in_finally, 2)
show("handler_in_finally(0)", m.handler_in_finally, 0)
show("replace_exception(1)", m.replace_exception, 1)
show("replace_exception(0)", m.replace_exception, 0)
show("continue_through_handler(5)", m.continue_through_handler, 5)
show("while_else_with_try(3)", m.while_else_with_try, 3)
show("while_else_with_try(20)", m.while_else_with_try, 20)
show("deep(5)", m.deep, 5)
m.deep(2)
