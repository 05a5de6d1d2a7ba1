import sys
import exc_with as m


class Manager:
    def __init__(self, name, suppress=False, fail_enter=False, fail_exit=False):
        self.name = name
        self.suppress = suppress
        self.fail_enter = fail_enter
        self.fail_exit = fail_exit

    def __enter__(self):
        print("enter", self.name)
        if self.fail_enter:
            raise RuntimeError("enter failed " + self.name)
        return self.name.upper()

    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev, tb is not None,
              "handled:", repr(sys.exception()))
        if self.fail_exit:
            raise OSError("exit failed " + self.name)
        return self.suppress


class EnterOnly:
    def __enter__(self):
        return 1


class ExitOnly:
    def __exit__(self, *a):
        return False


class InstanceAttrs:
    pass


inst = InstanceAttrs()
inst.__enter__ = lambda: 1
inst.__exit__ = lambda *a: None


def show(label, fn, *args):
    try:
        r = fn(*args)
    except BaseException as e:
        print(label, "->", type(e).__name__, e, "| context:", repr(e.__context__))
    else:
        print(label, "->", repr(r))


show("simple", m.simple, Manager("a"))
show("raising 0", m.raising, Manager("b"), 0)
show("raising 1", m.raising, Manager("c"), 1)
show("raising suppressed", m.raising, Manager("d", suppress=True), 2)
show("suppress with a truthy non-bool", m.raising, Manager("e", suppress=[1]), 3)
show("exit fails on error", m.raising, Manager("f", fail_exit=True), 4)
show("exit fails normally", m.raising, Manager("g", fail_exit=True), 0)
show("enter fails", m.raising, Manager("h", fail_enter=True), 5)
show("two items", m.two_items, Manager("i"), Manager("j"), False)
show("two items fail", m.two_items, Manager("k"), Manager("l", suppress=True), True)
show("two items second enter fails", m.two_items, Manager("m"), Manager("n", fail_enter=True), False)
show("returns inside", m.returns_inside, Manager("o"))
show("returns inside, exit fails", m.returns_inside, Manager("p", fail_exit=True))
show("loop through", m.loop_through, Manager("q"), 5)
show("not a context manager", m.no_target, 42)
show("enter only", m.no_target, EnterOnly())
show("exit only", m.no_target, ExitOnly())
show("instance attributes do not count", m.no_target, inst)
show("with_lock", m.with_lock, 5)
show("suppressed", m.suppressed, 6)
show("nested_with_try", m.nested_with_try, Manager("r"), 1)
show("nested_with_try suppress", m.nested_with_try, Manager("s", suppress=True), 1)
show("with_in_handler", m.with_in_handler, Manager("t"))
show("with_in_handler suppress", m.with_in_handler, Manager("u", suppress=True))
m.raising(Manager("v", fail_exit=True), 9)
