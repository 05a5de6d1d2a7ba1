import native_lists_escape as m
from _show import show


class Logged(list):
    def __iter__(self):
        print("iter")
        return super().__iter__()

    def __len__(self):
        print("len")
        return super().__len__()

    def __getitem__(self, i):
        print("getitem", i)
        return super().__getitem__(i)

    def __setitem__(self, i, v):
        print("setitem", i, v)
        super().__setitem__(i, v)

    def append(self, v):
        print("append", v)
        super().append(v)


show("shared_store", m.shared_store, 4)
show("shared_store_kept", lambda: m.kept[-1])
show("shared_store0", m.shared_store, 0)
show("passed", m.passed, 3)
show("aliased", m.aliased, 4)
show("captured", m.captured, 3)
show("printed", m.printed, 4)
show("returned", m.returned, 3)
show("returned0", m.returned, 0)
show("other_method", m.other_method, 5)
show("membership", m.membership, 5, 9)
show("membership", m.membership, 5, 10)
src = Logged([3, -4, 5])
show("through_subclass", m.through_subclass, src)
show("through_subclass_after", lambda: list(src))
show("through_plain", m.through_subclass, [3, -4, 5])
show("floats_through", m.floats_through, [1.5, -2.0, 4.25])
show("floats_through_empty", m.floats_through, [])
show("wrong_items_bool", m.wrong_items, [True, 2])
