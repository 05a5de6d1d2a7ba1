# A bank simulation with a custom exception hierarchy, finally-cleanup and re-raising, and an
# LRU cache class with the container dunders (__getitem__/__setitem__/__contains__/__len__/
# __iter__/__delitem__) backed by an OrderedDict.
from collections import OrderedDict
from typing import Dict, Iterator, List, Optional


class BankError(Exception):
    def __init__(self, account: str, msg: str) -> None:
        super().__init__(f"{account}: {msg}")
        self.account = account


class InsufficientFunds(BankError):
    def __init__(self, account: str, needed: int) -> None:
        super().__init__(account, f"needs {needed} more")
        self.needed = needed


class Frozen(BankError):
    pass


class Account:
    def __init__(self, name: str, balance: int = 0) -> None:
        self.name = name
        self.balance = balance
        self.frozen = False
        self.history: List[int] = []

    def withdraw(self, amount: int) -> int:
        if self.frozen:
            raise Frozen(self.name, "frozen")
        if amount > self.balance:
            raise InsufficientFunds(self.name, amount - self.balance)
        self.balance -= amount
        self.history.append(-amount)
        return self.balance

    def deposit(self, amount: int) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(amount)


class Bank:
    def __init__(self) -> None:
        self.accounts: Dict[str, Account] = {}
        self.open_transfers = 0
        self.audit: List[str] = []

    def add(self, name: str, balance: int) -> Account:
        acc = Account(name, balance)
        self.accounts[name] = acc
        return acc

    def transfer(self, src: str, dst: str, amount: int) -> bool:
        self.open_transfers += 1
        try:
            a, b = self.accounts[src], self.accounts[dst]
            a.withdraw(amount)
            try:
                b.deposit(amount)
            except ValueError:
                a.deposit(amount)  # roll back
                raise
            return True
        except InsufficientFunds as e:
            self.audit.append(f"short {e.account} by {e.needed}")
            return False
        except KeyError as e:
            self.audit.append(f"no account {e.args[0]}")
            raise BankError(str(e.args[0]), "unknown") from e
        finally:
            self.open_transfers -= 1
            self.audit.append(f"done {src}->{dst}")


class LRU:
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.data: "OrderedDict[str, int]" = OrderedDict()
        self.hits = 0
        self.misses = 0

    def __getitem__(self, key: str) -> int:
        if key not in self.data:
            self.misses += 1
            raise KeyError(key)
        self.hits += 1
        self.data.move_to_end(key)
        return self.data[key]

    def __setitem__(self, key: str, value: int) -> None:
        self.data[key] = value
        self.data.move_to_end(key)
        while len(self.data) > self.capacity:
            self.data.popitem(last=False)

    def __delitem__(self, key: str) -> None:
        del self.data[key]

    def __contains__(self, key: str) -> bool:
        return key in self.data

    def __len__(self) -> int:
        return len(self.data)

    def __iter__(self) -> Iterator[str]:
        return iter(list(self.data))

    def get(self, key: str, default: Optional[int] = None) -> Optional[int]:
        try:
            return self[key]
        except KeyError:
            return default


def bank_run(amounts: List[int]) -> List[str]:
    bank = Bank()
    bank.add("ann", 100)
    bank.add("bob", 20)
    out: List[str] = []
    for amt in amounts:
        try:
            out.append(f"{amt}: {bank.transfer('ann', 'bob', amt)}")
        except ValueError as e:
            out.append(f"{amt}: ValueError {e}")
    bank.accounts["bob"].frozen = True
    try:
        bank.transfer("bob", "ann", 1)
    except BankError as e:
        out.append(f"{type(e).__name__}: {e} [{e.account}]")
    try:
        bank.transfer("ann", "zed", 1)
    except BankError as e:
        out.append(f"{e} cause={type(e.__cause__).__name__}")
    out.append(f"{bank.accounts['ann'].balance} {bank.accounts['bob'].balance} {bank.open_transfers}")
    out.append(str(bank.audit))
    out.append(str(bank.accounts["ann"].history))
    return out


def lru_run(keys: List[str]) -> List[str]:
    c = LRU(3)
    for i, k in enumerate(keys):
        if k in c:
            c[k] = c[k] + 100
        else:
            c[k] = i
    out = [str(list(c)), str(len(c)), str(c.get("zz")), str(c.get(keys[-1]))]
    del c[keys[-1]]
    out.append(f"{list(c)} hits={c.hits} misses={c.misses} {'a' in c}")
    try:
        c["nope"]
    except KeyError as e:
        out.append("KeyError " + str(e))
    return out
