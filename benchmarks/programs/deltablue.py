# DeltaBlue: incremental one-way dataflow constraint solver (classes, virtual calls, lists).
# Variables are linked by equality and scale constraints of different strengths; the planner
# keeps the strongest constraints satisfied as edit constraints are added and removed, and runs
# the extracted plans. Checks the chain and projection results and prints counters.

from __future__ import annotations

NONE: int = 0
FORWARD: int = 1
BACKWARD: int = 2


class Strength:
    # Lower level = stronger; REQUIRED constraints must always hold.
    def __init__(self, level: int, name: str) -> None:
        self.level = level
        self.name = name

    def stronger(self, other: Strength) -> bool:
        return self.level < other.level

    def weaker(self, other: Strength) -> bool:
        return self.level > other.level

    def weakest_of(self, other: Strength) -> Strength:
        return self if self.level > other.level else other

    def next_weaker(self) -> Strength:
        return STRENGTHS[self.level + 1]


REQUIRED: Strength = Strength(0, "required")
STRONG_PREFERRED: Strength = Strength(1, "strongPreferred")
PREFERRED: Strength = Strength(2, "preferred")
STRONG_DEFAULT: Strength = Strength(3, "strongDefault")
NORMAL: Strength = Strength(4, "normal")
WEAK_DEFAULT: Strength = Strength(5, "weakDefault")
WEAKEST: Strength = Strength(6, "weakest")
STRENGTHS: list[Strength] = [REQUIRED, STRONG_PREFERRED, PREFERRED, STRONG_DEFAULT, NORMAL,
                             WEAK_DEFAULT, WEAKEST]


class Variable:
    def __init__(self, name: str, value: int) -> None:
        self.name = name
        self.value = value
        self.constraints: list[Constraint] = []
        self.determined_by: Constraint | None = None
        self.mark = 0
        self.walk_strength: Strength = WEAKEST
        self.stay = True

    def add_constraint(self, c: Constraint) -> None:
        self.constraints.append(c)

    def remove_constraint(self, c: Constraint) -> None:
        self.constraints.remove(c)
        if self.determined_by is c:
            self.determined_by = None


class Constraint:
    def __init__(self, planner: Planner, strength: Strength) -> None:
        self.planner = planner
        self.strength = strength

    def add_constraint(self) -> None:
        self.add_to_graph()
        self.planner.incremental_add(self)

    def destroy_constraint(self) -> None:
        if self.is_satisfied():
            self.planner.incremental_remove(self)
        else:
            self.remove_from_graph()

    def satisfy(self, mark: int) -> Constraint | None:
        # Picks a method for this constraint; returns the constraint it overrode, if any.
        self.choose_method(mark)
        if not self.is_satisfied():
            if self.strength is REQUIRED:
                self.planner.failures += 1
            return None
        self.mark_inputs(mark)
        out = self.output()
        overridden = out.determined_by
        if overridden is not None:
            overridden.mark_unsatisfied()
        out.determined_by = self
        if not self.planner.add_propagate(self, mark):
            self.planner.failures += 1
        out.mark = mark
        return overridden

    def is_input(self) -> bool:
        return False

    def add_to_graph(self) -> None:
        raise NotImplementedError

    def remove_from_graph(self) -> None:
        raise NotImplementedError

    def choose_method(self, mark: int) -> None:
        raise NotImplementedError

    def is_satisfied(self) -> bool:
        raise NotImplementedError

    def mark_inputs(self, mark: int) -> None:
        raise NotImplementedError

    def output(self) -> Variable:
        raise NotImplementedError

    def recalculate(self) -> None:
        raise NotImplementedError

    def mark_unsatisfied(self) -> None:
        raise NotImplementedError

    def inputs_known(self, mark: int) -> bool:
        raise NotImplementedError

    def execute(self) -> None:
        raise NotImplementedError


class UnaryConstraint(Constraint):
    def __init__(self, planner: Planner, v: Variable, strength: Strength) -> None:
        super().__init__(planner, strength)
        self.my_output = v
        self.satisfied = False
        self.add_constraint()

    def add_to_graph(self) -> None:
        self.my_output.add_constraint(self)
        self.satisfied = False

    def remove_from_graph(self) -> None:
        self.my_output.remove_constraint(self)
        self.satisfied = False

    def choose_method(self, mark: int) -> None:
        out = self.my_output
        self.satisfied = out.mark != mark and self.strength.stronger(out.walk_strength)

    def is_satisfied(self) -> bool:
        return self.satisfied

    def mark_inputs(self, mark: int) -> None:
        pass

    def output(self) -> Variable:
        return self.my_output

    def recalculate(self) -> None:
        out = self.my_output
        out.walk_strength = self.strength
        out.stay = not self.is_input()
        if out.stay:
            self.execute()

    def mark_unsatisfied(self) -> None:
        self.satisfied = False

    def inputs_known(self, mark: int) -> bool:
        return True


class StayConstraint(UnaryConstraint):
    # Keeps a variable at its value (a weak "do not change" constraint).
    def execute(self) -> None:
        pass


class EditConstraint(UnaryConstraint):
    # Marks a variable that the program changes from outside (an input of the plan).
    def is_input(self) -> bool:
        return True

    def execute(self) -> None:
        pass


class BinaryConstraint(Constraint):
    def __init__(self, planner: Planner, v1: Variable, v2: Variable, strength: Strength,
                 add: bool = True) -> None:
        super().__init__(planner, strength)
        self.v1 = v1
        self.v2 = v2
        self.direction = NONE
        if add:
            self.add_constraint()

    def choose_method(self, mark: int) -> None:
        v1 = self.v1
        v2 = self.v2
        if v1.mark == mark:
            if v2.mark != mark and self.strength.stronger(v2.walk_strength):
                self.direction = FORWARD
            else:
                self.direction = NONE
            return
        if v2.mark == mark:
            if v1.mark != mark and self.strength.stronger(v1.walk_strength):
                self.direction = BACKWARD
            else:
                self.direction = NONE
            return
        if v1.walk_strength.weaker(v2.walk_strength):
            self.direction = BACKWARD if self.strength.stronger(v1.walk_strength) else NONE
        else:
            self.direction = FORWARD if self.strength.stronger(v2.walk_strength) else BACKWARD

    def add_to_graph(self) -> None:
        self.v1.add_constraint(self)
        self.v2.add_constraint(self)
        self.direction = NONE

    def remove_from_graph(self) -> None:
        self.v1.remove_constraint(self)
        self.v2.remove_constraint(self)
        self.direction = NONE

    def is_satisfied(self) -> bool:
        return self.direction != NONE

    def mark_inputs(self, mark: int) -> None:
        self.input().mark = mark

    def input(self) -> Variable:
        return self.v1 if self.direction == FORWARD else self.v2

    def output(self) -> Variable:
        return self.v2 if self.direction == FORWARD else self.v1

    def recalculate(self) -> None:
        ihn = self.input()
        out = self.output()
        out.walk_strength = self.strength.weakest_of(ihn.walk_strength)
        out.stay = ihn.stay
        if out.stay:
            self.execute()

    def mark_unsatisfied(self) -> None:
        self.direction = NONE

    def inputs_known(self, mark: int) -> bool:
        i = self.input()
        return i.mark == mark or i.stay or i.determined_by is None


class ScaleConstraint(BinaryConstraint):
    # v2 = v1 * scale + offset, solvable in either direction.
    def __init__(self, planner: Planner, src: Variable, scale: Variable, offset: Variable,
                 dest: Variable, strength: Strength) -> None:
        super().__init__(planner, src, dest, strength, False)
        self.scale = scale
        self.offset = offset
        self.add_constraint()

    def add_to_graph(self) -> None:
        super().add_to_graph()
        self.scale.add_constraint(self)
        self.offset.add_constraint(self)

    def remove_from_graph(self) -> None:
        super().remove_from_graph()
        self.scale.remove_constraint(self)
        self.offset.remove_constraint(self)

    def mark_inputs(self, mark: int) -> None:
        super().mark_inputs(mark)
        self.scale.mark = mark
        self.offset.mark = mark

    def execute(self) -> None:
        if self.direction == FORWARD:
            self.v2.value = self.v1.value * self.scale.value + self.offset.value
        else:
            self.v1.value = (self.v2.value - self.offset.value) // self.scale.value

    def recalculate(self) -> None:
        ihn = self.input()
        out = self.output()
        out.walk_strength = self.strength.weakest_of(ihn.walk_strength)
        out.stay = ihn.stay and self.scale.stay and self.offset.stay
        if out.stay:
            self.execute()


class EqualityConstraint(BinaryConstraint):
    def execute(self) -> None:
        self.output().value = self.input().value


class Plan:
    # Constraints in the order that propagates an input change to everything depending on it.
    def __init__(self) -> None:
        self.steps: list[Constraint] = []

    def add(self, c: Constraint) -> None:
        self.steps.append(c)

    def execute(self) -> None:
        for c in self.steps:
            c.execute()


class Planner:
    def __init__(self) -> None:
        self.current_mark = 0
        self.failures = 0

    def new_mark(self) -> int:
        self.current_mark += 1
        return self.current_mark

    def incremental_add(self, c: Constraint) -> None:
        mark = self.new_mark()
        overridden = c.satisfy(mark)
        while overridden is not None:
            overridden = overridden.satisfy(mark)

    def incremental_remove(self, c: Constraint) -> None:
        out = c.output()
        c.mark_unsatisfied()
        c.remove_from_graph()
        unsatisfied = self.remove_propagate_from(out)
        strength = REQUIRED
        while True:
            for u in unsatisfied:
                if u.strength is strength:
                    self.incremental_add(u)
            strength = strength.next_weaker()
            if strength is WEAKEST:
                break

    def make_plan(self, sources: list[Constraint]) -> Plan:
        mark = self.new_mark()
        plan = Plan()
        todo = sources
        while todo:
            c = todo.pop(0)
            out = c.output()
            if out.mark != mark and c.inputs_known(mark):
                plan.add(c)
                out.mark = mark
                self.add_constraints_consuming_to(out, todo)
        return plan

    def extract_plan_from_constraints(self, constraints: list[Constraint]) -> Plan:
        sources: list[Constraint] = []
        for c in constraints:
            if c.is_input() and c.is_satisfied():
                sources.append(c)
        return self.make_plan(sources)

    def add_propagate(self, c: Constraint, mark: int) -> bool:
        # Recomputes everything downstream of c; False when that reaches c again (a cycle).
        todo: list[Constraint] = [c]
        while todo:
            d = todo.pop(0)
            if d.output().mark == mark:
                self.incremental_remove(c)
                return False
            d.recalculate()
            self.add_constraints_consuming_to(d.output(), todo)
        return True

    def remove_propagate_from(self, out: Variable) -> list[Constraint]:
        out.determined_by = None
        out.walk_strength = WEAKEST
        out.stay = True
        unsatisfied: list[Constraint] = []
        todo: list[Variable] = [out]
        while todo:
            v = todo.pop(0)
            for c in v.constraints:
                if not c.is_satisfied():
                    unsatisfied.append(c)
            determining = v.determined_by
            for nxt in v.constraints:
                if nxt is not determining and nxt.is_satisfied():
                    nxt.recalculate()
                    todo.append(nxt.output())
        return unsatisfied

    def add_constraints_consuming_to(self, v: Variable, coll: list[Constraint]) -> None:
        determining = v.determined_by
        for c in v.constraints:
            if c is not determining and c.is_satisfied():
                coll.append(c)


def chain_test(n: int) -> int:
    # A chain of n equalities: editing the first variable must reach the last.
    planner = Planner()
    prev: Variable | None = None
    first: Variable = Variable("v0", 0)
    last: Variable = first
    for i in range(n + 1):
        v = Variable("v" + str(i), 0)
        if prev is not None:
            EqualityConstraint(planner, prev, v, REQUIRED)
        if i == 0:
            first = v
        if i == n:
            last = v
        prev = v
    StayConstraint(planner, last, STRONG_DEFAULT)
    edit = EditConstraint(planner, first, PREFERRED)
    plan = planner.extract_plan_from_constraints([edit])
    wrong = 0
    for i in range(100):
        first.value = i
        plan.execute()
        if last.value != i:
            wrong += 1
    return wrong * 1000000 + planner.current_mark + planner.failures


def change(planner: Planner, v: Variable, new_value: int) -> None:
    edit = EditConstraint(planner, v, PREFERRED)
    plan = planner.extract_plan_from_constraints([edit])
    for i in range(10):
        v.value = new_value
        plan.execute()
    edit.destroy_constraint()


def projection_test(n: int) -> int:
    # n source/destination pairs linked by dst = src * scale + offset; edits go both ways.
    planner = Planner()
    scale = Variable("scale", 10)
    offset = Variable("offset", 1000)
    src: Variable = scale
    dst: Variable = scale
    dests: list[Variable] = []
    for i in range(n):
        src = Variable("src" + str(i), i)
        dst = Variable("dst" + str(i), i)
        dests.append(dst)
        StayConstraint(planner, src, NORMAL)
        ScaleConstraint(planner, src, scale, offset, dst, REQUIRED)
    wrong = 0
    change(planner, src, 17)
    if dst.value != 1170:
        wrong += 1
    change(planner, dst, 1050)
    if src.value != 5:
        wrong += 1
    change(planner, scale, 5)
    for i in range(n - 1):
        if dests[i].value != i * 5 + 1000:
            wrong += 1
    change(planner, offset, 2000)
    for i in range(n - 1):
        if dests[i].value != i * 5 + 2000:
            wrong += 1
    total = 0
    for d in dests:
        total += d.value
    return wrong * 1000000000 + total + planner.current_mark + planner.failures


def main(n: int = 200) -> None:
    chain = 0
    projection = 0
    for i in range(n):
        chain += chain_test(100)
        projection += projection_test(100)
    print(chain)
    print(projection)
