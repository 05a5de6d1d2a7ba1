import dict_loops as m


def attempt(f, *args):
    try:
        print(f.__name__, repr(f(*args)))
    except Exception as e:
        print(f.__name__, type(e).__name__, str(e))


class Obj:
    def __init__(self):
        self.alpha = 1.5
        self.beta = 2.0


class Sub(dict):
    pass


class Reversed(dict):
    def __iter__(self):
        return iter(sorted(super().keys(), reverse=True))

    def keys(self):
        return [k + 1 for k in super().keys()]

    def items(self):
        return [(k, -v) for k, v in super().items()]

    def values(self):
        return [0 for _ in super().values()]




attempt(m.walk_all, {3: 1, 1: 2, 2: 3})
attempt(m.walk_all, {})
attempt(m.walk_all, {0: 1, 2**70: -(2**65)})
attempt(m.walk_all, Sub({5: 6, 7: 8}))
attempt(m.floats, vars(Obj()))
attempt(m.floats, {"ab": 1.5, "c": 2, "": -0.0})
attempt(m.floats, {"ab": 2**1100})
attempt(m.objects, {"a": [1, 2], "b": []})
attempt(m.bools, {True: True, False: True})
attempt(m.pairs, {"x": 1, "y": 2})
attempt(m.nested_target, {"a": (2, "z"), "b": (0, "q")})
attempt(m.comprehensions, {1: 0.5, 2: 1.5, 4: 2.5})
attempt(m.early_exit, {"a": 1, "b": 2, "c": 3}, "b")
attempt(m.early_exit, {"a": 1}, "z")
attempt(m.add_key, {1: 1})
attempt(m.add_key, {})
attempt(m.delete_key, {1: 1, 2: 2})
attempt(m.replace_key, {1: 1, 2: 2})
attempt(m.replace_key, {2: 2, 1: 1})
attempt(m.clear_in_values, {"a": 1, "b": 2})
attempt(m.clear_in_values, {"a": 1})
attempt(m.overwrite_values, {"a": [1, 2, 3], "b": [4]})
attempt(m.rebind, {4: 0, 5: 0})
attempt(m.big, {2**64: 2**64, -(2**63): 1, 7: 2**62})
attempt(m.from_gen, {"p": 1, "n": -1, "q": 2})
attempt(m.summed, {1: 10, 2: 20, 2**70: 1})
attempt(m.summed, {})
attempt(m.walk_all, Reversed({1: 10, 2: 20, 3: 30}))
attempt(m.pairs, Reversed({"a": 1}))
attempt(m.delete_key, Sub({1: 1, 2: 2}))


class Lookup(dict):
    def __getitem__(self, k):
        return k * 100

    def __iter__(self):
        return iter([1, 2])


attempt(m.lookups, {1: 10, 2**70: 20, -5: 2**64})
attempt(m.lookups, Lookup({1: 1}))
attempt(m.lookup_after_delete, {1: "a", 2: "b"})
attempt(m.lookup_after_delete, Sub({7: "x"}))
attempt(m.lookup_rebound, {1: 2, 2: 3}, {5: 6})
attempt(m.lookup_rebound, {1: 2, 2: 3}, {5: 6, 2: 7})
attempt(m.lookup_objects, {"ab": [1], "c": []})
