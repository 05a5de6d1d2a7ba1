import none_functions as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


show("greet(3)", m.greet, 3)
for x in (-5, 0, 3, 7):
    show(f"early_exit({x})", m.early_exit, x)
    show(f"implicit_none({x})", m.implicit_none, x)
show("table(2)", m.table, 2)
show("run_all()", m.run_all)
show("takes_none(None)", m.takes_none, None)
show("print_mixed()", m.print_mixed)
