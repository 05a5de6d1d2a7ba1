"""Attributes every object has (typeshed's `object`: __class__, __repr__, __eq__, __hash__,
__module__, __sizeof__, ...) and those @dataclass adds, read and called on compiled instances
(a compile error before): Python's lookup on the instance."""
from dataclasses import dataclass


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0


class Plain:
    def __init__(self, x: int) -> None:
        self.x = x

    def __repr__(self) -> str:
        return f"Plain({self.x})"


class Sub(Plain):
    pass


def run() -> list[str]:
    p = Sub(1)
    v = Version(2)
    return [
        f"{p.__class__.__name__} {p.__repr__()} {p.__str__()} {p.__hash__() == hash(p)} {p.__eq__(p)}",
        f"{p.__ne__(3)} {p.__module__} {p.__sizeof__() > 0} {p.__class__ is Sub} {p.__getattribute__('x')}",
        f"{v.__eq__(Version(2))} {v.__lt__(Version(3))} {v.__repr__()} {v.__eq__(3)} {v.__ge__(Version(1, 5))}",
        f"{Version.__match_args__} {sorted(v.__dataclass_fields__)}",
        f"{type(p.__reduce_ex__(2)).__name__} {p.__format__('')} {v.__class__.__qualname__}",
    ]
