# Dataclasses: InitVar pseudo-fields passed to __post_init__, field(init=False) (with a default,
# a factory, or set in __post_init__), kw_only on the decorator and on field(), the KW_ONLY
# sentinel, and __match_args__ without keyword-only fields.
from dataclasses import KW_ONLY, InitVar, dataclass, field, fields, replace
from typing import Any, List, Optional


@dataclass
class Account:
    owner: str
    deposit: InitVar[int]
    fee: InitVar[int] = 1
    balance: int = field(init=False)
    history: List[int] = field(init=False, default_factory=list)
    status: str = field(init=False, default="open")

    def __post_init__(self, deposit: int, fee: int) -> None:
        self.balance = deposit - fee
        self.history.append(deposit)


@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    level: int
    name: str = field(default="x", kw_only=False)


@dataclass
class Point:
    x: int
    y: int
    _: KW_ONLY
    label: str = ""
    weight: float = 1.0


@dataclass
class Sized:
    width: int
    height: int = field(default=2, kw_only=True)
    depth: int = 3


@dataclass
class Later:
    value: int
    doubled: int = field(init=False, repr=False)
    cache: Optional[str] = field(init=False, default=None, compare=False)

    def __post_init__(self) -> None:
        self.doubled = self.value * 2


@dataclass
class Unset:
    a: int
    b: int = field(init=False)


def accounts() -> List[str]:
    a = Account("ann", 10)
    b = Account("bob", 10, fee=3)
    return [repr(a), repr(b), str(a == Account("ann", 10)), str(a.balance), str(b.history),
            str([f.name for f in fields(a)]), str(Account.__match_args__),
            str([(f.name, f.init) for f in fields(Account)]), str(Account.fee)]


def options() -> List[str]:
    o = Options("n", level=2)
    p = Options(level=1, verbose=True)
    return [repr(o), repr(p), str(Options.__match_args__), str(o == Options("n", level=2)),
            str([(f.name, f.kw_only) for f in fields(Options)])]


def points() -> List[str]:
    p = Point(1, 2, label="a")
    q = Point(1, 2, weight=2.5)
    s = Sized(1, 4, height=5)
    out = [repr(p), repr(q), str(Point.__match_args__), repr(s), repr(Sized(7)),
           str(Sized.__match_args__)]
    match p:
        case Point(a, b, label=lab):
            out.append(f"matched {a} {b} {lab}")
    return out


def later() -> List[str]:
    x = Later(4)
    y = Later(4)
    y.cache = "c"
    return [repr(x), str(x.doubled), str(x == y), repr(replace(x, value=5))]


def unset() -> str:
    u = Unset(1)
    try:
        return repr(u)
    except AttributeError as e:
        return "AttributeError: " + str(e)


def replace_initvar() -> str:
    try:
        replace(Account("c", 5))
    except ValueError as e:
        return str(e)
    return "no error"


def construct_error(make: Any, *args: Any) -> str:
    try:
        make(*args)
    except TypeError as e:
        return str(e)
    return "no error"


def call_errors() -> List[str]:
    # a missing InitVar, a keyword-only field passed positionally, an init=False field passed
    return [construct_error(Account, "dan"), construct_error(Point, 1, 2, "lab"),
            construct_error(Later, 1, 2)]
