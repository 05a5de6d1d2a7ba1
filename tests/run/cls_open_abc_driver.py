from abc import abstractmethod

import cls_open_abc as m

from _show import show


class Full(m.Task):
    def run(self):
        return 5

    def cost(self):
        return 3


class NoCost(m.Task):
    def run(self):
        return 5


class CostMixin:
    def cost(self):
        return 7


class Mixed(CostMixin, NoCost):
    pass


class MixinAfter(m.Task, CostMixin):  # the compiled abstract cost() comes first in the MRO
    def run(self):
        return 1


class StillAbstract(Full):
    @abstractmethod
    def run(self):
        return 0


class Done(StillAbstract):
    def run(self):
        return 9


class HalfDone(m.Half):
    def run(self):
        return 4


class HalfOnly(m.Half):
    pass


for cls in [Full, NoCost, Mixed, MixinAfter, StillAbstract, Done, HalfDone, HalfOnly, m.Cheap,
            m.Half, m.Task]:
    show(cls.__name__, lambda: cls("x").report())
    show(cls.__name__ + " again", lambda: type(cls("y")).__name__)
    print(cls.__name__, sorted(cls.__abstractmethods__))
print(m.reports([Full("f"), Mixed("m"), Done("d"), HalfDone("h"), m.Cheap("c")]))
