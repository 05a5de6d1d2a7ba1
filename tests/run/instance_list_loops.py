# Loops over lists and tuples of compiled-class instances (items borrowed from an exact list while
# checked, then moved to the loop target): lists mutated by the body, items of the wrong type put
# in from Python, subclasses overriding the method called, tuple-unpacking targets, generators.
from __future__ import annotations

from typing import Iterator, Optional


class Step:
    def __init__(self, name: str, amount: int) -> None:
        self.name = name
        self.amount = amount

    def run(self, acc: list[str]) -> int:
        acc.append(self.name)
        return self.amount


class Double(Step):
    def run(self, acc: list[str]) -> int:
        acc.append(self.name + "*2")
        return self.amount * 2


class Failing(Step):
    def run(self, acc: list[str]) -> int:
        raise ValueError("step " + self.name + " failed")


class Plan:
    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.acc: list[str] = []

    def add(self, s: Step) -> None:
        self.steps.append(s)

    def execute(self) -> int:
        total = 0
        for s in self.steps:
            total += s.run(self.acc)
        return total

    def execute_dropping(self) -> int:
        # Each step removes itself (and the next one) from the list while it is the loop's item.
        total = 0
        for s in self.steps:
            self.steps.remove(s)
            if self.steps:
                self.steps.pop(0)
            total += s.run(self.acc)
        return total

    def execute_replacing(self) -> int:
        # Rebinding the field mid-loop: the loop keeps walking the list it started with.
        total = 0
        for s in self.steps:
            self.steps = [Step("fresh", 1000)]
            total += s.amount
        return total + len(self.steps)

    def execute_clearing(self) -> str:
        last = ""
        for s in self.steps:
            self.steps.clear()
            last = s.name
        return last


def make_plan(n: int) -> Plan:
    p = Plan()
    for i in range(n):
        p.add(Double("d" + str(i), i) if i % 3 == 0 else Step("s" + str(i), i))
    return p


def run_plan(n: int) -> tuple[int, list[str]]:
    p = make_plan(n)
    t = p.execute()
    return t, p.acc


def run_given(steps: list[Step]) -> int:
    p = Plan()
    p.steps = steps
    return p.execute()


def dropping(n: int) -> tuple[int, list[str], int]:
    p = make_plan(n)
    t = p.execute_dropping()
    return t, p.acc, len(p.steps)


def replacing(n: int) -> int:
    return make_plan(n).execute_replacing()


def clearing(n: int) -> str:
    return make_plan(n).execute_clearing()


def last_item(steps: list[Step]) -> str:
    # The target keeps the last item after the loop; break leaves it at the item it stopped on.
    s = Step("none", 0)
    for s in steps:
        if s.amount < 0:
            break
    return s.name


def with_failure(n: int) -> list[str]:
    p = make_plan(n)
    p.add(Failing("bad", 0))
    p.add(Step("after", 1))
    try:
        p.execute()
    except ValueError as e:
        p.acc.append(str(e))
    return p.acc


def pairs(items: list[tuple[Step, Step]]) -> list[str]:
    out: list[str] = []
    for a, b in items:
        out.append(a.name + "-" + b.name)
    return out


def optional_items(items: list[Optional[Step]]) -> int:
    total = 0
    for s in items:
        if s is None:
            total += 100
            continue
        total += s.amount
    return total


def over_tuple(items: tuple[Step, ...]) -> list[str]:
    acc: list[str] = []
    for s in items:
        s.run(acc)
    return acc


def names(steps: list[Step]) -> Iterator[str]:
    for s in steps:
        yield s.name


def generated(n: int) -> list[str]:
    return list(names(make_plan(n).steps))


def nested(n: int) -> int:
    # The same list walked by an inner loop inside the outer one.
    steps = make_plan(n).steps
    total = 0
    for a in steps:
        for b in steps:
            if a is b:
                total += a.amount
    return total
