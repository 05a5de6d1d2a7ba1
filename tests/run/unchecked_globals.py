# Module globals rebound from unannotated defs with values of another type (mypy checks neither
# the def nor, then, the rebinding): the global holds what CPython lets it hold.
planner = None
counter = 0
label = "start"


class Planner:
    def __init__(self):
        self.steps = []

    def add(self, s):
        self.steps.append(s)
        return len(self.steps)


def setup():
    global planner, counter
    planner = Planner()
    counter = "reset"
    return planner.add("a"), counter


def relabel(v):
    global label
    label = v
    return label


def read():
    return planner.steps if planner is not None else None, counter, label
