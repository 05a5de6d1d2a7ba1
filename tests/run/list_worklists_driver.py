from _show import show

import list_worklists as m


def attempt(f, *args):
    show(f.__name__, f, *args)


class Stack(list):
    def pop(self, i=-1):
        return "popped %r" % (i,)


class Empty(list):
    def __len__(self):
        return 0


class Falsy(tuple):
    def __bool__(self):
        return False

    def __len__(self):
        return 0


class Idx:
    def __index__(self):
        return 1


attempt(m.bfs, 0)
attempt(m.bfs, 10)
attempt(m.pops, [1, 2, 3, 4, 5, 6, 7, 2**80])
attempt(m.pops, [1, 2])
attempt(m.pop_at, ["a", "b", "c"], 1)
attempt(m.pop_at, ["a", "b", "c"], -3)
attempt(m.pop_at, ["a", "b", "c"], 3)
attempt(m.pop_at, ["a", "b", "c"], -4)
attempt(m.pop_at, [], 0)
attempt(m.pop_at, ["a"], 2**70)
attempt(m.pop_at, ["a"], -2**70)
attempt(m.pop_last, ["a", "b"])
attempt(m.pop_last, [])
attempt(m.pop_front, Stack(["a", "b"]))
attempt(m.pop_back, Stack(["a", "b"]))
attempt(m.pop_front, ["a", "b"])
attempt(m.pop_back, ["a", "b"])
attempt(m.pop_index_object, ["a", "b"], Idx())
attempt(m.pop_index_object, ["a", "b"], "0")
attempt(m.sizes_while_popping, 40, True)
attempt(m.sizes_while_popping, 40, False)
attempt(m.drain, [1, 2, 3])
attempt(m.drain, Empty([1, 2, 3]))
attempt(m.truth, [], ())
attempt(m.truth, [1, 2], (1,))
attempt(m.truth, Empty([1, 2]), Falsy((1,)))
