import module_rebind as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


show("with_default()", m.with_default)
show("reads_limit()", m.reads_limit)
show("reads_default()", m.reads_default)
m.LIMIT = 100
show("reads_limit() after m.LIMIT = 100", m.reads_limit)
m.LIMIT = 2 ** 70
show("reads_limit() after m.LIMIT = 2**70", m.reads_limit)
m.DEFAULT = -1
show("with_default() after m.DEFAULT = -1", m.with_default)
show("reads_default() after m.DEFAULT = -1", m.reads_default)
del m.LIMIT
show("reads_limit() after del m.LIMIT", m.reads_limit)
