from _show import show
import seq_search as m

NAN = float("nan")



class Eq:
    def __init__(self, v):
        self.v = v
        self.calls = 0

    def __eq__(self, other):
        self.calls += 1
        return other == self.v

    __hash__ = None


class Shrinker:
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        self.target.clear()
        return False


class Boom:
    def __eq__(self, other):
        raise RuntimeError("boom")


class MyList(list):
    def __contains__(self, x):
        return True

    def index(self, x, *args):
        return 99

    def count(self, x):
        return -1


class MyTuple(tuple):
    def index(self, x, *args):
        return 77


class MyInt(int):
    def __eq__(self, other):
        return True

    __hash__ = int.__hash__


big = 2**70
for t in ((), (1, 2, 3), (2**30, 2**31, -(2**30)), (big, big + 1), (True, 0), (-1, 5, 5)):
    for x in (0, 1, 5, -1, 2**30, -(2**30), big, big + 1, 2**62):
        show(f"int_in_tuple({t}, {x})", m.int_in_tuple, t, x)
show("myint", m.int_in_tuple, (MyInt(3),), 9)
e = Eq(4)
show("eq", m.obj_in_list, [1, e, 3], 4)
print("calls", e.calls)
show("shrink", m.obj_in_list, [], 1)
lst = [0, 0]
lst[0] = Shrinker(lst)
show("shrinker", m.obj_in_list, lst, 5)
show("boom", m.obj_in_list, [Boom()], 1)
show("nan same", m.obj_in_list, [NAN], NAN)
show("nan other", m.float_in_list, [float("nan")], NAN)
show("negzero", m.float_in_list, [-0.0], 0.0)
show("mixed", m.obj_in_list, [1, "a", (1, 2)], (1, 2))
show("sub contains", m.obj_in_list, MyList([1]), 5)
for xs in ([1, 2, 3, 2], [], [big, 2], [True]):
    for x in (2, 1, big, 7):
        show(f"not_in({xs}, {x})", m.not_in, xs, x)
        show(f"index_of({xs}, {x})", m.index_of, xs, x)
        show(f"count_of({xs}, {x})", m.count_of, xs, x)
show("obj_index str", m.obj_index, ["a", "b"], "zz")
show("obj_index tuple", m.obj_index, [(1,), (2,)], (2,))
show("obj_index boom", m.obj_index, [Boom()], 0)
show("sub index", m.index_of, MyList([1]), 5)
show("sub count", m.count_of, MyList([1]), 5)
show("tuple_index", m.tuple_index, ("a", "b"), "b")
show("tuple_index missing", m.tuple_index, ("a", "b"), "c")
show("sub tuple_index", m.tuple_index, MyTuple(("a",)), "q")
show("tuple_count", m.tuple_count, (NAN, NAN, 1, 1.0, True), 1)
show("tuple_count nan", m.tuple_count, (NAN, NAN), NAN)
for i in (3, 4, 5, -5, 7, 2**70, 0, -(2**70)):
    show(f"in_literals({i})", m.in_literals, i)
for s in ("a", "bc", "d\\n", "d\n", "", "x", "zz"):
    show(f"str_in_literals({s!r})", m.str_in_literals, s)
for t, u in (((), ()), ((1, 2), (1, 2)), ((1, 2), (1, 3)), ((1,), (1, 2)), ((NAN,), (NAN,)),
             ((float("nan"),), (float("nan"),)), ((big,), (big,)), ((1, "a"), (1.0, "a")),
             ((-0.0,), (0.0,)), ((Eq(3),), (3,)), ((Boom(),), (1,)), ((1, Boom()), (2, 1)),
             ((True, 2), (1, 2))):
    show(f"tuple_eq({len(t)}, {len(u)})", m.tuple_eq, t, u)
    show(f"tuple_eq({len(u)}, {len(t)})", m.tuple_eq, u, t)
for t in ((1, 2), (1, 3), (2, 2), (1, big)):
    for j in (2, 3, big):
        show(f"tuple_ne({t}, {j})", m.tuple_ne, t, j)
