# Dataclass field(repr=/compare=/hash=) flags: which fields the generated __repr__, __eq__,
# ordering and __hash__ read; ClassVar attributes are not fields.
from dataclasses import dataclass, field, fields
from typing import ClassVar, List


@dataclass
class Item:
    name: str
    price: float
    tags: List[str] = field(default_factory=list, repr=False)
    hits: int = field(default=0, compare=False)
    note: str = field(default="", repr=False, compare=False)
    made: ClassVar[int] = 0


@dataclass(frozen=True, order=True)
class Key:
    group: int
    label: str = field(compare=False)
    weight: float = field(default=1.0, hash=False)
    secret: str = field(default="s", repr=False, hash=True, compare=False)


def run(n: int) -> List[str]:
    a = Item("pen", 1.5, ["x"], hits=n)
    b = Item("pen", 1.5, ["x"], hits=n + 1, note="other")
    c = Item("pen", 1.5, [], hits=n)
    out = [repr(a), str(a == b), str(a == c), str([f.name for f in fields(a)]), str(Item.made)]
    k1, k2 = Key(1, "a"), Key(1, "b")
    k3 = Key(1, "a", 2.0)
    out.append(f"{k1!r} {k1 == k2} {k1 == k3} {hash(k1) == hash(k2)} {k1 < k3} {sorted([k3, k1]) == [k1, k3]}")
    out.append(f"{hash(Key(2, 'x', 1.0, 's')) == hash(Key(2, 'y', 5.0, 's'))} {hash(Key(2, 'x', 1.0, 't')) == hash(Key(2, 'x', 1.0, 's'))}")
    out.append(str(len({k1, k2, Key(1, "c", 1.0, "t")})))
    return out
