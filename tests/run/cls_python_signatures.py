# What Python code sees of compiled classes through inspect: a class's signature is its
# __init__'s without self (inherited when a subclass has none, empty for a class without one),
# its __doc__ None when it has no docstring, a property's __doc__ its getter's docstring, and a
# dataclass's generated __init__ shows literal field defaults.
from dataclasses import dataclass, field
from typing import List, Optional

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class Account:
    """An account."""

    def __init__(self, owner: str, balance: int = 0, *, tags: Optional[List[str]] = None) -> None:
        self.owner = owner
        self.balance = balance
        self.tags = tags if tags is not None else []

    def deposit(self, amount: int, note: str = "") -> int:
        """Deposit money."""
        self.balance += amount
        return self.balance

    @property
    def summary(self) -> str:
        """The owner and the balance."""
        return f"{self.owner}:{self.balance}"

    @property
    def plain(self) -> str:
        return self.owner

    @property
    def limit(self) -> int:
        """Overdraft limit."""
        return self.balance // 2

    @limit.setter
    def limit(self, v: int) -> None:
        self.balance = 2 * v


class Savings(Account):
    pass


class Checking(Account):
    """A checking account."""

    def __init__(self, owner: str, fee: float = 1.5) -> None:
        super().__init__(owner)
        self.fee = fee


class Empty:
    pass


class Failed(Exception):
    def __init__(self, code: int, why: str = "?") -> None:
        super().__init__(code, why)
        self.code = code


class Plain(ValueError):
    pass


@dataclass
class Entry:
    key: str
    count: int = 0
    ratio: float = -1.5
    name: str = "n/a"
    flags: List[int] = field(default_factory=list)


class Outer:
    class Inner:
        """Inner doc."""

        def __init__(self, depth: int = 3, /, label: str = "x") -> None:
            self.depth = depth
            self.label = label
