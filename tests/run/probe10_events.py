"""Order workflow: a state machine and event bus with Enum, dataclasses, NamedTuple and ABCs."""
from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from dataclasses import asdict, astuple, dataclass, field, replace
from enum import Enum, Flag, IntEnum, auto, unique
from typing import ClassVar, NamedTuple, Optional


@unique
class State(Enum):
    NEW = auto()
    PAID = auto()
    SHIPPED = auto()
    DONE = auto()
    CANCELLED = auto()

    @property
    def terminal(self) -> bool:
        return self in (State.DONE, State.CANCELLED)

    def label(self) -> str:
        return self.name.lower().replace("_", " ")


class Priority(IntEnum):
    LOW = 1
    NORMAL = 5
    HIGH = 10


class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    ADMIN = auto()
    RW = READ | WRITE


TRANSITIONS: dict[State, set[State]] = {
    State.NEW: {State.PAID, State.CANCELLED},
    State.PAID: {State.SHIPPED, State.CANCELLED},
    State.SHIPPED: {State.DONE},
}


class Event(NamedTuple):
    order_id: int
    old: State
    new: State
    note: str = ""


class TransitionError(Exception):
    def __init__(self, order_id: int, old: State, new: State) -> None:
        super().__init__(f"order {order_id}: {old.name} -> {new.name} not allowed")
        self.order_id = order_id
        self.old = old
        self.new = new


@dataclass(order=True)
class Line:
    sku: str
    qty: int = 1
    price: float = 0.0

    @property
    def total(self) -> float:
        return self.qty * self.price


@dataclass
class Order:
    order_id: int
    customer: str
    lines: list[Line] = field(default_factory=list)
    priority: Priority = Priority.NORMAL
    state: State = State.NEW
    history: list[Event] = field(default_factory=list, repr=False, compare=False)
    counter: ClassVar[int] = 0

    def __post_init__(self) -> None:
        if self.order_id <= 0:
            raise ValueError(f"bad id {self.order_id}")
        Order.counter += 1
        self.customer = self.customer.strip().title()

    def amount(self) -> float:
        return round(sum(line.total for line in self.lines), 2)


@dataclass(frozen=True)
class Snapshot:
    order_id: int
    state: State
    amount: float
    tags: tuple[str, ...] = ()


class Listener(ABC):
    @abstractmethod
    def notify(self, event: Event) -> Optional[str]: ...

    def name(self) -> str:
        return type(self).__name__


class AuditLog(Listener):
    def __init__(self) -> None:
        self.entries: list[str] = []

    def notify(self, event: Event) -> Optional[str]:
        entry = f"{event.order_id}:{event.old.label()}->{event.new.label()}"
        if event.note:
            entry += f" ({event.note})"
        self.entries.append(entry)
        return entry


class Counter(Listener):
    def __init__(self) -> None:
        self.by_state: dict[State, int] = {s: 0 for s in State}

    def notify(self, event: Event) -> Optional[str]:
        self.by_state[event.new] += 1
        return None


class Workflow:
    def __init__(self, *listeners: Listener) -> None:
        self.listeners = list(listeners)
        self.orders: dict[int, Order] = {}

    def add(self, order: Order) -> None:
        self.orders[order.order_id] = order

    def move(self, order_id: int, new: State, note: str = "") -> list[str]:
        order = self.orders[order_id]
        old = order.state
        if old.terminal or new not in TRANSITIONS.get(old, set()):
            raise TransitionError(order_id, old, new)
        order.state = new
        ev = Event(order_id, old, new, note)
        order.history.append(ev)
        out = []
        for lst in self.listeners:
            r = lst.notify(ev)
            if r is not None:
                out.append(f"{lst.name()}={r}")
        return out

    def snapshot(self, order_id: int, *tags: str) -> Snapshot:
        o = self.orders[order_id]
        return Snapshot(o.order_id, o.state, o.amount(), tags)


def run_scenario() -> list[str]:
    out: list[str] = []
    audit = AuditLog()
    counter = Counter()
    wf = Workflow(audit, counter)
    wf.add(Order(1, "  ada lovelace ", [Line("pen", 3, 1.5), Line("ink", 1, 4.25)], Priority.HIGH))
    wf.add(Order(2, "bob", priority=Priority(1)))
    wf.add(Order(3, "cy"))
    for oid, st, note in [(1, State.PAID, "card"), (1, State.SHIPPED, ""), (2, State.SHIPPED, ""),
                          (2, State.CANCELLED, "user"), (2, State.PAID, ""), (1, State.DONE, "signed"),
                          (3, State["PAID"], "")]:
        try:
            out.append(f"move {oid} {st}: {wf.move(oid, st, note)}")
        except TransitionError as e:
            out.append(f"error: {e} [{e.old!r} {e.new.value}]")
    out.append(str(audit.entries))
    out.append(str({s.name: n for s, n in counter.by_state.items() if n}))
    o1 = wf.orders[1]
    out.append(repr(o1))
    out.append(str([e._replace(note=e.note or "-") for e in o1.history]))
    out.append(str(o1.history[0]._asdict()))
    out.append(str(Event._fields) + str(Event._field_defaults))
    snap = wf.snapshot(1, "vip", "fast")
    out.append(f"{snap} {hash(snap) == hash(replace(snap))} {snap == replace(snap, tags=('vip', 'fast'))}")
    out.append(str(asdict(o1)))
    out.append(str(astuple(Line("a", 2, 0.5))))
    out.append(str(sorted([Line("b", 2), Line("a", 5), Line("b", 1, 9.0)])))
    out.append(str(sorted(wf.orders.values(), key=lambda o: (-o.priority, o.order_id))))
    out.append(f"{Priority.HIGH > Priority.LOW} {Priority.NORMAL + 1} {Priority(10).name} {list(Priority)}")
    out.append(f"{[p.name for p in Perm]} {Perm.RW} {Perm.READ in Perm.RW} {Perm.RW & Perm.WRITE} {bool(Perm.NONE)}")
    perms = Perm.READ | Perm.ADMIN
    out.append(f"{perms!r} {perms.value} {Perm(3) is Perm.RW} {~Perm.READ}")
    out.append(f"{State.PAID.value} {State(3)} {State.DONE.terminal} {[s.label() for s in State]}")
    out.append(f"{Order.counter} {[f.name for f in dataclasses.fields(Order)]}")
    try:
        Order(0, "x")
    except ValueError as e:
        out.append(f"post_init: {e}")
    try:
        State(99)
    except ValueError as e:
        out.append(f"lookup: {e}")
    try:
        Listener()  # type: ignore[abstract]
    except TypeError as e:
        out.append(f"abc: {e}")
    try:
        snap.amount = 1.0  # type: ignore[misc]
    except dataclasses.FrozenInstanceError as e:
        out.append(f"frozen: {e}")
    return out
