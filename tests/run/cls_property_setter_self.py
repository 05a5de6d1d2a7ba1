"""`self.name = v` on a property inside the class's own methods runs the setter (it declares no
field), in __init__ as in other methods, for a property of the class or of a base."""
from __future__ import annotations


class Account:
    def __init__(self, owner: str, limit: int = 100) -> None:
        self.log: list[str] = []
        self.owner = owner  # the setter declares and fills _owner
        self.limit = limit

    @property
    def owner(self) -> str:
        return self._owner

    @owner.setter
    def owner(self, value: str) -> None:
        if not value or not value[0].isupper():
            raise ValueError(f"invalid owner {value!r}")
        self.log.append(f"owner={value}")
        self._owner = value

    @property
    def limit(self) -> int:
        return self._limit

    @limit.setter
    def limit(self, value: int) -> None:
        self._limit = max(0, value)

    @limit.deleter
    def limit(self) -> None:
        self.log.append("limit reset")
        self._limit = 0

    def rename(self, owner: str) -> str:
        old = self.owner
        self.owner = owner
        return f"{old}->{self.owner}"

    def drop_limit(self) -> int:
        del self.limit
        return self.limit


class Savings(Account):
    def __init__(self, owner: str, rate: float) -> None:
        super().__init__(owner.title())
        self.rate = rate
        self.limit = -5

    def retitle(self) -> None:
        self.owner = self.owner.upper()


def make(owner: str, limit: int) -> str:
    a = Account(owner, limit)
    return f"{a.owner} {a.limit} {a.log}"
