import slices_native as m
from _show import show


class Spy(list):
    def __getitem__(self, k):
        print("  Spy.__getitem__", k)
        return list.__getitem__(self, k)

    def __setitem__(self, k, v):
        print("  Spy.__setitem__", k, v)
        list.__setitem__(self, k, v)

    def __delitem__(self, k):
        print("  Spy.__delitem__", k)
        list.__delitem__(self, k)


class Word(str):
    def __getitem__(self, k):
        return "Word" + str.__getitem__(self, k)


class Tup(tuple):
    def __getitem__(self, k):
        return ("Tup",) + tuple.__getitem__(self, k)


BIG = 10 ** 30
BOUNDS = [(0, 0), (1, 3), (-2, -1), (-100, 100), (5, 2), (3, 3), (2, 50), (-BIG, BIG),
          (BIG, -BIG), (7, 8)]
for i, j in BOUNDS:
    show(f"reads({i}, {j})", m.reads, [0, 1, 2, 3, 4, 5, 6], i, j)
    show(f"str_reads({i}, {j})", m.str_reads, "añb€c𝄞d", i, j)
    show(f"tuple_reads({i}, {j})", m.tuple_reads, (9, 8, 7, 6), i, j)
    show(f"store({i}, {j})", m.store, [0, 1, 2, 3, 4], i, j, [7, 8, 9])
    show(f"store short({i}, {j})", m.store, [0, 1, 2, 3, 4], i, j, [])
    show(f"delete({i}, {j})", m.delete, [0, 1, 2, 3, 4, 5], i, j)
    show(f"delete_tail({i})", m.delete_tail, [0, 1, 2], i)
show("reads empty", m.reads, [], 1, 2)
show("str_reads empty", m.str_reads, "", -1, 1)
show("bool_bounds", m.bool_bounds, [1, 2, 3], "abc", True)
show("bool_bounds F", m.bool_bounds, [1, 2, 3], "abc", False)
show("identity", m.identity, (1, 2), "xyz", [1])
show("store_iter gen", m.store_iter, [0, 1, 2, 3], 1, 3, (x * 10 for x in range(4)))
show("store_iter str", m.store_iter, [0, 1, 2, 3], 0, 1, "ab")
show("store_iter int", m.store_iter, [0, 1, 2, 3], 0, 1, 5)
show("store_iter None", m.store_iter, [0, 1, 2, 3], 0, 1, None)
show("store_self", m.store_self, [0, 1, 2, 3], 1)
show("store_self 0", m.store_self, [0, 1, 2, 3], 0)
for i in range(5):
    show(f"rotate({i})", m.rotate, [0, 1, 2, 3, 4], i)
show("build", m.build, [1, 2, 3, 4], 3)
show("build 0", m.build, [1, 2, 3, 4], 0)
show("convert list", m.convert, [1, "a"])
show("convert str", m.convert, "ab")
show("convert dict", m.convert, {"k": 1, "j": 2})
show("convert gen", m.convert, iter(range(3)))
show("convert int", m.convert, 5)
show("convert None", m.convert, None)
show("same_tuple", m.same_tuple, (1, 2))
show("same_tuple sub", m.same_tuple, Tup((1, 2)))
# subclasses keep their overridden item methods
show("reads Spy", m.reads, Spy([0, 1, 2, 3]), 1, 3)
show("str_reads Word", m.str_reads, Word("abcdef"), 1, 3)
show("tuple_reads Tup", m.tuple_reads, Tup((1, 2, 3)), 1, 2)
show("store Spy", m.store, Spy([0, 1, 2, 3]), 1, 2, [5, 6])
show("delete Spy", m.delete, Spy([0, 1, 2, 3, 4]), 1, 2)
show("reads big Spy", m.reads, Spy([0, 1]), -BIG, BIG)
show("tuple_ints", m.tuple_ints, (1, 2, 3), 1)
show("tuple_ints neg", m.tuple_ints, (1, 2, 3), -3)
show("tuple_ints out", m.tuple_ints, (1, 2, 3), 3)
show("tuple_ints big", m.tuple_ints, (2 ** 80, True, -(2 ** 70)), 0)
show("tuple_ints bool", m.tuple_ints, (False, True), 1)
show("tuple_ints Tup", m.tuple_ints, Tup((5, 6, 7)), 1)
