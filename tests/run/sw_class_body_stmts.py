# Class bodies that run statements (if/for/while/try/with, calls, augmented assignments) in
# native classes, Python-made classes (Enum, NamedTuple) and classes inside functions: the body
# runs once at class creation and the names it binds become class attributes.
import enum
from contextlib import contextmanager
from typing import ClassVar, Dict, Iterator, List

LOG: List[str] = []
DEBUG = False


def note(msg: str) -> str:
    LOG.append(msg)
    return msg


@contextmanager
def section(name: str) -> Iterator[str]:
    LOG.append("enter " + name)
    yield name.upper()
    LOG.append("exit " + name)


class Config:
    """Settings computed while the class body runs."""

    VERBOSE: ClassVar[bool] = True
    if VERBOSE and not DEBUG:
        level = 2
    else:
        level = 0
    names: ClassVar[List[str]] = []
    for i in range(3):
        names.append("opt" + str(i))
    table: ClassVar[Dict[str, int]] = {}
    k = 0
    while k < 3:
        table[names[k]] = k * k
        k += 1
    try:
        ratio = 10 // k
    except ZeroDivisionError:
        ratio = -1
    else:
        note("ratio ok")
    finally:
        note("ratio done")
    try:
        bad = 1 // 0
    except ZeroDivisionError as err:
        bad = -1
        note("bad: " + type(err).__name__)
    with section("cfg") as tag:
        label = tag + "!"
    note("body of Config ran")
    total = 0
    total += level * 10
    first, second = names[0], names[1]
    summary = ",".join(names) + ":" + str(len(table))

    def __init__(self, x: int) -> None:
        self.x = x

    def describe(self) -> str:
        return f"{self.x} level={self.level} ratio={self.ratio} total={self.total} {self.label}"


class Derived(Config):
    extra = Config.level + 1
    if extra > 2:
        mode = "high"
    else:
        mode = "low"

    def mode_of(self) -> str:
        return self.mode + "/" + str(self.extra)


class Color(enum.Enum):
    RED = 1
    GREEN = 2
    if not DEBUG:
        BLUE = 30


def make_local(n: int) -> str:
    class Local:
        parts: List[int] = []
        for j in range(n):
            parts.append(j * 2)
        try:
            first = parts[0]
        except IndexError:
            first = -1
        count = len(parts)

    return f"{Local.parts} {Local.first} {Local.count} {'j' in Local.__dict__}"


def run() -> None:
    c = Config(5)
    print(c.describe(), Config.names, Config.table, Config.i, Config.k)
    print(Config.bad, Config.first, Config.second, Config.summary, "err" in Config.__dict__)
    d = Derived(1)
    print(d.describe(), d.mode_of(), Derived.extra)
    print(list(Color), Color.BLUE.value)
    print(make_local(3), make_local(0))
    print(LOG)
