from _show import show

import instance_list_loops as m


def attempt(f, *args):
    show(f.__name__, f, *args)


def rejected(f, *args):
    # A wrong item: CPython fails at the attribute read (AttributeError), compiled code at the
    # typed item's check (TypeError naming the class); both stop before the item is used.
    try:
        print(f.__name__, repr(f(*args)))
    except (TypeError, AttributeError):
        print(f.__name__, "rejected")


class Listy(list):
    def __iter__(self):
        for x in super().__iter__():
            yield x
            yield x


# A list subclass whose indexing and len() lie: loops use its iterator (list's own), never an
# index walk over the list's storage.
class Lying(list):
    def __getitem__(self, i):
        return "bad"

    def __len__(self):
        return 99


attempt(m.run_plan, 0)
attempt(m.run_plan, 7)
attempt(m.run_given, [m.Step("a", 1), m.Double("b", 2)])
rejected(m.run_given, [m.Step("a", 1), "not a step", m.Step("c", 3)])
rejected(m.run_given, [m.Step("a", 1), None])
attempt(m.run_given, Listy([m.Step("a", 1), m.Double("b", 2)]))
rejected(m.run_given, Listy([m.Step("a", 1), 5]))
attempt(m.run_given, Lying([m.Step("a", 1), m.Double("b", 2)]))
rejected(m.run_given, Lying([m.Step("a", 1), 5]))
attempt(m.dropping, 7)
attempt(m.replacing, 4)
attempt(m.clearing, 5)
attempt(m.last_item, [m.Step("x", 1), m.Step("y", -1), m.Step("z", 2)])
attempt(m.last_item, [m.Step("x", 1), m.Step("y", 3)])
attempt(m.last_item, [])
attempt(m.with_failure, 3)
attempt(m.pairs, [(m.Step("a", 1), m.Step("b", 2)), (m.Double("c", 3), m.Step("d", 4))])
rejected(m.pairs, [(m.Step("a", 1), 7)])
attempt(m.optional_items, [m.Step("a", 1), None, m.Double("b", 2)])
rejected(m.optional_items, [m.Step("a", 1), "x"])
attempt(m.over_tuple, (m.Step("a", 1), m.Double("b", 2)))
rejected(m.over_tuple, (m.Step("a", 1), 3.5))
attempt(m.generated, 4)
attempt(m.nested, 5)
