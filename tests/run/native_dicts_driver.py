import native_dicts as m
from _show import show

show("build_lookup", m.build_lookup, 100)
show("build_lookup1", m.build_lookup, 1)
show("order", m.order, 10)
show("methods", m.methods, 9)
show("truth", m.truth, 4)
show("missing", m.missing, 5)
show("missing_ok", m.missing, 2)
show("missing_del", m.missing_del, 2)
show("missing_pop", m.missing_pop, 3)
show("literal", m.literal, 4)
show("comprehension", m.comprehension, 12)
show("bignums", m.bignums, 3)
show("big_missing", m.big_missing)
show("bool_keys", m.bool_keys, 5)
show("floats", m.floats, 6)
show("bools", m.bools, 5)
show("empty", m.empty)
show("nested_loops", m.nested_loops, 30)
show("rebound_in_loop", m.rebound_in_loop, 4)
try:
    m.missing(-3)
except KeyError as e:
    print("args", e.args, str(e))
