"""A ledger of entries: a sequence class with slicing returning the same class, generator
__iter__, __reversed__, NotImplemented comparisons, dataclass inheritance, context managers."""
from __future__ import annotations

import contextlib
import io
import operator
from dataclasses import dataclass, field, fields, replace
from typing import Iterable, Iterator, Optional, Union, overload


@dataclass
class Entry:
    amount: int
    memo: str = ""
    tags: list[str] = field(default_factory=list)

    def signed(self) -> str:
        return f"{self.amount:+d}"


@dataclass
class Transfer(Entry):
    target: str = "?"
    fee: int = field(default=0, repr=False)
    net: int = field(init=False)

    def __post_init__(self) -> None:
        self.net = self.amount - self.fee


@dataclass(frozen=True, order=True)
class Stamp:
    day: int
    seq: int = 0


class Ledger:
    __hash__ = None  # type: ignore[assignment]

    def __init__(self, entries: Iterable[Entry] = ()) -> None:
        self._entries = list(entries)

    def __len__(self) -> int:
        return len(self._entries)

    @overload
    def __getitem__(self, i: int) -> Entry: ...
    @overload
    def __getitem__(self, i: slice) -> Ledger: ...
    def __getitem__(self, i: Union[int, slice]) -> Union[Entry, Ledger]:
        if isinstance(i, slice):
            return type(self)(self._entries[i])
        return self._entries[i]

    def __iter__(self) -> Iterator[Entry]:
        for e in self._entries:
            yield e

    def __reversed__(self) -> Iterator[Entry]:
        return reversed(self._entries)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Ledger):
            return NotImplemented
        return self._entries == other._entries

    def __add__(self, other: Ledger) -> Ledger:
        return Ledger([*self, *other])

    def __iadd__(self, other: Iterable[Entry]) -> Ledger:
        self._entries.extend(other)
        return self

    def __contains__(self, memo: object) -> bool:
        return any(e.memo == memo for e in self._entries)

    def balance(self) -> int:
        return sum(e.amount for e in self)

    def __repr__(self) -> str:
        return f"Ledger({len(self)} entries, balance={self.balance()})"


class Audit(contextlib.AbstractContextManager["Audit"]):
    def __init__(self, ledger: Ledger, out: list[str]) -> None:
        self.ledger = ledger
        self.out = out
        self.start = 0

    def __enter__(self) -> Audit:
        self.start = self.ledger.balance()
        return self

    def __exit__(self, *exc: object) -> Optional[bool]:
        delta = self.ledger.balance() - self.start
        self.out.append(f"audit delta={delta} exc={exc[0].__name__ if isinstance(exc[0], type) else None}")
        return None


@contextlib.contextmanager
def section(out: list[str], name: str) -> Iterator[list[str]]:
    out.append(f"<{name}>")
    inner: list[str] = []
    try:
        yield inner
    except ZeroDivisionError:
        out.append(f"[{name}: division handled]")
    else:
        out.append(f"[{name}: ok]")
    finally:
        out.extend(inner)
        out.append(f"</{name}>")


def run() -> list[str]:
    out: list[str] = []
    led = Ledger([Entry(100, "salary"), Entry(-30, "food", ["daily"]), Transfer(-50, "rent", target="bob", fee=2)])
    out.append(repr(led))
    out.append(f"{led[0]} {led[-1]} {led[1:]} {led[::2] == Ledger([led[0], led[2]])} {led == 3} {led != led[:]}")
    out.append(f"{[e.signed() for e in reversed(led)]} {'rent' in led} {'x' in led}")
    t = led[2]
    assert isinstance(t, Transfer)
    out.append(f"{t} net={t.net} {[f.name for f in fields(t)]}")
    t2 = replace(t, fee=10)
    out.append(f"{t2.net} {t2 == t} {Entry(1) == Transfer(1)} {Transfer(1) == Transfer(1)}")
    led += [Entry(5, "tip")]
    both = led + led[:1]
    out.append(f"{led!r} {both!r} {sorted(both, key=operator.attrgetter('amount'))[0].memo}")
    try:
        hash(led)
    except TypeError as e:
        out.append(f"unhashable: {e}")
    stamps = sorted([Stamp(3), Stamp(1, 2), Stamp(1, 1)], reverse=True)
    out.append(f"{stamps} {Stamp(1) < Stamp(1, 1)} {len({Stamp(1), Stamp(1)})} {max(stamps)}")
    try:
        Stamp(1) < Entry(1)  # type: ignore[operator]
    except TypeError as e:
        out.append(f"order: {e}")
    with Audit(led, out) as au, section(out, "pay") as inner:
        led += [Entry(-7, "fee")]
        inner.append(f"start was {au.start}")
    with section(out, "div") as inner:
        inner.append("before")
        led += [Entry(1 // (len(led) - len(led)))]
        inner.append("not reached")
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        print("captured", led.balance())
    out.append(buf.getvalue().strip())
    with contextlib.ExitStack() as stack:
        stack.push(lambda et, ev, tb: et is KeyError)
        stack.enter_context(Audit(led, out))
        raise KeyError("suppressed by the pushed exit")
    out.append("after stack")
    try:
        with Audit(led, out):
            raise ValueError("passes through")
    except ValueError as e:
        out.append(f"caught {e}")
    return out
