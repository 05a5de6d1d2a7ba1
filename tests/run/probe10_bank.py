"""Bank / inventory simulation: context managers, validating properties, ordering, containers."""
from __future__ import annotations

import contextlib
import functools
from contextlib import ExitStack, contextmanager
from types import TracebackType
from typing import Iterator, Optional, Union, overload


class InsufficientFunds(Exception):
    def __init__(self, account: str, needed: int, available: int) -> None:
        super().__init__(account, needed, available)
        self.account = account
        self.shortfall = needed - available

    def __str__(self) -> str:
        return f"{self.account}: short by {self.shortfall}"


class FrozenAccount(RuntimeError):
    pass


@functools.total_ordering
class Money:
    __slots__ = ("cents",)

    def __init__(self, cents: int) -> None:
        self.cents = cents

    @classmethod
    def parse(cls, text: str) -> Money:
        whole, _, frac = text.strip().lstrip("$").partition(".")
        return cls(int(whole) * 100 + int((frac + "00")[:2]))

    def __add__(self, other: Money) -> Money:
        return Money(self.cents + other.cents)

    def __sub__(self, other: Money) -> Money:
        return Money(self.cents - other.cents)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Money) and self.cents == other.cents

    def __lt__(self, other: Money) -> bool:
        return self.cents < other.cents

    def __hash__(self) -> int:
        return hash(self.cents)

    def __bool__(self) -> bool:
        return self.cents != 0

    def __repr__(self) -> str:
        sign = "-" if self.cents < 0 else ""
        return f"{sign}${abs(self.cents) // 100}.{abs(self.cents) % 100:02d}"


class Account:
    def __init__(self, owner: str, balance: Money = Money(0)) -> None:
        self._owner = ""
        self.owner = owner
        self.balance = balance
        self.frozen = False
        self.log: list[str] = []

    @property
    def owner(self) -> str:
        return self._owner

    @owner.setter
    def owner(self, value: str) -> None:
        if not value or not value[0].isupper():
            raise ValueError(f"invalid owner {value!r}")
        self._owner = value

    @classmethod
    def opening(cls, owner: str, amount: str) -> Account:
        return cls(owner, Money.parse(amount))

    def withdraw(self, amount: Money) -> None:
        if self.frozen:
            raise FrozenAccount(self.owner)
        if amount > self.balance:
            raise InsufficientFunds(self.owner, amount.cents, self.balance.cents)
        self.balance = self.balance - amount
        self.log.append(f"-{amount!r}")

    def deposit(self, amount: Money) -> None:
        self.balance += amount
        self.log.append(f"+{amount!r}")

    def __repr__(self) -> str:
        return f"Account({self.owner!r}, {self.balance!r})"


class Transaction:
    """Restores balances when the block fails; swallows InsufficientFunds only."""

    def __init__(self, *accounts: Account) -> None:
        self.accounts = accounts
        self.saved: list[Money] = []
        self.outcome = "pending"

    def __enter__(self) -> Transaction:
        self.saved = [a.balance for a in self.accounts]
        return self

    def __exit__(self, et: Optional[type[BaseException]], ev: Optional[BaseException],
                 tb: Optional[TracebackType]) -> bool:
        if et is None:
            self.outcome = "committed"
            return False
        for acct, bal in zip(self.accounts, self.saved):
            acct.balance = bal
        self.outcome = f"rolled back ({et.__name__}: {ev})"
        return issubclass(et, InsufficientFunds)


@contextmanager
def frozen(acct: Account, log: list[str]) -> Iterator[Account]:
    acct.frozen = True
    log.append(f"freeze {acct.owner}")
    try:
        yield acct
    except FrozenAccount as e:
        log.append(f"blocked {e}")
    finally:
        acct.frozen = False
        log.append(f"thaw {acct.owner}")


def transfer(src: Account, dst: Account, amount: Money) -> str:
    with Transaction(src, dst) as tx:
        dst.deposit(amount)
        src.withdraw(amount)
    return tx.outcome


class Inventory:
    def __init__(self, items: dict[str, int]) -> None:
        self._items = dict(sorted(items.items()))

    def __len__(self) -> int:
        return sum(self._items.values())

    def __contains__(self, sku: object) -> bool:
        return isinstance(sku, str) and self._items.get(sku, 0) > 0

    def __iter__(self) -> Iterator[str]:
        return iter(k for k, v in self._items.items() if v)

    @overload
    def __getitem__(self, key: int) -> str: ...
    @overload
    def __getitem__(self, key: slice) -> list[str]: ...
    def __getitem__(self, key: Union[int, slice]) -> Union[str, list[str]]:
        names = list(self)
        if isinstance(key, slice):
            return names[key]
        return names[key]

    def __bool__(self) -> bool:
        return len(self) > 0

    def take(self, sku: str, n: int = 1) -> int:
        have = self._items.get(sku, 0)
        if have < n:
            raise KeyError(sku)
        self._items[sku] = have - n
        return have - n


class Countdown:
    def __init__(self, start: int) -> None:
        self.n = start

    def __iter__(self) -> Countdown:
        return self

    def __next__(self) -> int:
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


def simulate() -> list[str]:
    out: list[str] = []
    a = Account.opening("Alice", "$12.50")
    b = Account("Bob", Money(300))
    out.append(transfer(a, b, Money(250)))
    out.append(transfer(b, a, Money.parse("99")))
    out.append(f"{a} {b}")
    try:
        with Transaction(a) as tx:
            a.deposit(Money(1))
            raise KeyError("boom")
    except KeyError as e:
        out.append(f"escaped {e!r}; {tx.outcome}; {a}")
    log: list[str] = []
    with frozen(a, log) as acct:
        acct.withdraw(Money(1))
        log.append("not reached")
    out.append(str(log))
    with ExitStack() as stack:
        txs = [stack.enter_context(Transaction(x)) for x in (a, b)]
        stack.callback(log.append, "stack closed")
        b.withdraw(Money(5))
    out.append(f"{[t.outcome for t in txs]} {log[-1]}")
    with contextlib.suppress(ValueError):
        b.owner = "bob"
    out.append(b.owner)
    try:
        Account("")
    except ValueError as e:
        out.append(str(e))
    monies = [Money(5), Money.parse("0.05"), Money(-20), Money(300), Money(0)]
    out.append(f"{sorted(monies)} {max(monies)} {Money(3) >= Money(3)} {Money(4) <= Money(3)} {len(set(monies))}")
    out.append(f"{[bool(m) for m in monies]} {sorted(monies, key=lambda m: -m.cents)[:2]}")
    inv = Inventory({"widget": 2, "bolt": 0, "nut": 5, "gear": 1})
    out.append(f"{len(inv)} {'bolt' in inv} {'nut' in inv} {3 in inv} {list(inv)} {inv[0]} {inv[-1]} {inv[1:]} {inv[::-1]}")
    while inv:
        for sku in list(inv):
            inv.take(sku)
    out.append(f"{len(inv)} {bool(inv)} {list(inv)}")
    try:
        inv.take("nut")
    except KeyError as e:
        out.append(f"KeyError {e} {e.args}")
    out.append(str(list(Countdown(4))) + str(sum(Countdown(10))))
    it = Countdown(2)
    out.append(f"{next(it)} {next(it)} {next(it, -1)}")
    return out
