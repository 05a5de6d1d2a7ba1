# Class-body defaults of typed fields read on the class itself (C.x), on subclasses and through
# instances; instance stores and deletes still reach the field (and never the class default).
from __future__ import annotations

from dataclasses import dataclass, field


class Config:
    retries: int = 3
    ratio: float = 0.5
    verbose: bool = False
    name: str = "cfg"
    big: int = 1 << 70

    def bump(self) -> int:
        self.retries += 1
        return self.retries


class Sub(Config):
    level: int = 7


@dataclass
class Point:
    x: int = 0
    y: float = 1.5
    label: str = "p"
    weight: float = field(default=2.5)
    tags: list[str] = field(default_factory=list)


def class_reads() -> list[object]:
    return [Config.retries, Config.ratio, Config.verbose, Config.name, Config.big, Sub.retries, Sub.level, Sub.name]


def instance_reads() -> list[object]:
    c = Config()
    before = [c.retries, c.bump(), c.retries, Config.retries]
    c.name = "changed"
    return before + [c.name, Config.name, Sub().level, Sub().bump()]


def dataclass_reads() -> list[object]:
    p = Point(5)
    return [Point.x, Point.y, Point.label, Point.weight, p.weight, p.tags, p.x, p.y, repr(p), Point() == Point(0, 1.5, "p", 2.5, [])]
