import exc_assert_del as m


def show(label, fn, *args):
    try:
        r = fn(*args)
    except BaseException as e:
        print(label, "->", type(e).__name__, e, e.args)
    else:
        print(label, "->", repr(r))


show("check(5)", m.check, 5)
show("check(0)", m.check, 0)
show("check(500)", m.check, 500)
show("check_message_object", m.check_message_object, 3, ["a", 1])
show("check_message_object ok", m.check_message_object, 4, None)
show("del_local(3)", m.del_local, 3)
show("del_local(7)", m.del_local, 7)
show("del_twice", m.del_twice, 1)
show("del_param(0)", m.del_param, 0, "y")
show("del_param(1)", m.del_param, 1, "y")
show("param_as_name(1)", m.param_as_name, "kept", 1)
show("param_as_name(0)", m.param_as_name, "lost", 0)


class Holder:
    pass


h = Holder()
h.field = 1
show("del_attr", m.del_attr, h)
print("has field:", hasattr(h, "field"))
show("del_attr again", m.del_attr, h)
d = {"k": 1, 2: 3}
show("del_item", m.del_item, d, "k")
print(d)
show("del_item missing", m.del_item, d, "k")
show("read_global", m.read_global)
show("del_global", m.del_global)
print("in module dict:", hasattr(m, "COUNTER"))
show("read_global after del", m.read_global)
show("del_global twice", m.del_global)
m.COUNTER = 42
show("read_global after set from Python", m.read_global)
show("del_several", m.del_several, 1)
show("del_in_loop(1)", m.del_in_loop, 1)
show("del_in_loop(3)", m.del_in_loop, 3)
show("break_from_handler(0)", m.break_from_handler, 0)
show("break_from_handler(3)", m.break_from_handler, 3)
m.check(-1)
