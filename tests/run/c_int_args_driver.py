# Driver of c_int_args: values at and past the C int and Py_ssize_t edges (none allocates).
import c_int_args as m


def show(label, f, *args):
    try:
        print(label, args, repr(f(*args)))
    except Exception as e:
        print(label, args, type(e).__name__, e)


EDGES = [0, 65, 0x10FFFF, 0x110000, -1, 2**31 - 1, 2**31, -(2**31), -(2**31) - 1, 2**32,
         2**62 - 1, 2**62, -(2**62), -(2**62) - 1, 2**63 - 1, 2**63, -(2**63), -(2**63) - 1, 2**100,
         -(2**100)]
for n in EDGES:
    show("chr", m.chr_of, n)
for n in [-(2**31) - 1, -(2**31), -1, 2**31, 2**62, -(2**62), 2**63, -(2**63) - 1]:
    show("expandtabs", m.expand, "a\tb", n)
for n in [2**31, -(2**31) - 1, 2**62, -(2**62) - 1, 2**63, -(2**63), -(2**63) - 1, 2**100]:
    show("pop", m.pop_at, [1, 2, 3], n)
    show("insert", m.insert_at, [1, 2, 3], n)
    show("index", m.index, [1, 2, 3], n)
    show("str_index", m.str_index, "abc", n)
    show("split", m.split_max, "a b c", n)
for n in [-(2**31) - 1, -(2**62), -(2**62) - 1, -(2**63), -(2**63) - 1, -(2**100), 2**63, 2**100]:
    show("str*", m.repeat_str, "ab", n)
    show("list*", m.repeat_list, n)
    show("center", m.centre, "ab", n)
for n in [2**62, 2**63 - 1, 2**63, 2**100]:
    show("range_item", m.range_item, n, n - 1)
    show("range_item_neg", m.range_item, n, -n)
    show("range_len", m.range_len, n)
for n in [2**31, -(2**31) - 1, 2**62, -(2**62) - 1, 2**63, -(2**63) - 1, 2**100, -(2**100)]:
    show("round", m.round_float, 1.25, n)
for n in [-1, -(2**62), -(2**63) - 1, 2**63, 2**100]:
    show("to_bytes", m.to_bytes_len, n)
