import list_loops as m


def attempt(f, *args):
    try:
        print(f.__name__, repr(f(*args)))
    except Exception as e:
        print(f.__name__, type(e).__name__, str(e))


class Doubled(list):
    def __iter__(self):
        for x in super().__iter__():
            yield x
            yield x

    def __reversed__(self):
        return iter([0])


class Plain(list):
    pass


class Odd(tuple):
    def __iter__(self):
        return iter([1.5])


attempt(m.walk, [3, -1, 2**70])
attempt(m.walk, [])
attempt(m.walk, Doubled([1, 2]))
attempt(m.walk, Plain([5, 6]))
attempt(m.grow, [1, 2])
attempt(m.grow, Doubled([1]))
attempt(m.shrink, ["a", "b", "c", "d"])
attempt(m.shrink, Plain(["a", "b"]))
attempt(m.tuples, (1.0, 2.5, -4.0))
attempt(m.tuples, ())
attempt(m.tuples, Odd((9.0, 9.0)))
attempt(m.objects, [[1, 2], [], [3]])
attempt(m.objects, [Doubled([1, 2])])
attempt(m.reductions, [5, -3, 8, -3, 2**62, 2**62])
attempt(m.reductions, [2**63 - 1, 2**63 - 1, -(2**64)])
attempt(m.reductions, [4611686018427387903, 1])
attempt(m.reductions, [])
attempt(m.reductions, Doubled([2, 3]))
attempt(m.float_reductions, [0.5, -2.0, 1e308, 1e308])
attempt(m.float_reductions, [-0.0])
attempt(m.float_reductions, Doubled([1.5]))
attempt(m.empty_sum, [])
attempt(m.comprehension, [-5, 0, 7, 2**65], 3)
attempt(m.comprehension, Doubled([1]), 0)
attempt(m.any_all, [True, False])
attempt(m.any_all, [])
attempt(m.any_all, Doubled([False]))
attempt(m.float_stores, [1.0, 2.0, 3.0], [0.25, 1, True])
shared = 7.0
attempt(m.float_stores, [shared, shared], [shared])
print(shared)
attempt(m.float_stores, Plain([1.0, 4.0]), [])
attempt(m.shared_floats, 3)
