# __init_subclass__ on compiled classes (an implicit classmethod): run for compiled and Python
# subclasses, after __set_name__, with the class statement's keywords.
from typing import Any, ClassVar, Dict, List

from mypy_extensions import mypyc_attr

SEEN: List[str] = []


class Described:
    def __set_name__(self, owner: Any, name: str) -> None:
        SEEN.append("set_name " + owner.__name__ + "." + name)
        self.name = name


@mypyc_attr(allow_interpreted_subclasses=True)
class Plugin:
    kind: ClassVar[str] = "base"
    registry: ClassVar[Dict[str, str]] = {}

    def __init_subclass__(cls, kind: str = "plain", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.kind = kind
        Plugin.registry[cls.__name__] = kind
        SEEN.append("init_subclass " + cls.__name__ + " " + kind)

    def describe(self) -> str:
        return type(self).__name__ + ":" + self.kind


class Json(Plugin, kind="json"):
    tag = Described()


class Plain(Plugin):
    pass


class Deep(Json, kind="deep"):
    def describe(self) -> str:
        return "deep " + super().describe()


class Counted:
    count: ClassVar[int] = 0

    def __init_subclass__(cls) -> None:
        Counted.count += 1
        SEEN.append("counted " + cls.__name__ + " " + str(Counted.count))


class One(Counted):
    pass


class Two(One):
    pass


def kinds() -> List[str]:
    return [Json().describe(), Plain().describe(), Deep().describe(), Plugin().describe(),
            str(sorted(Plugin.registry.items())), str(Counted.count)]


def seen() -> List[str]:
    return list(SEEN)


def local_subclass(k: str) -> str:
    class Local(Plugin, kind=k):
        pass
    r = Local().describe()
    del Plugin.registry["Local"]
    SEEN.pop()
    return r


def bad_keyword() -> str:
    try:
        class Bad(Plugin, nope=1):
            pass
    except TypeError as e:
        return str(e)
    return "no error"


def bad_counted() -> str:
    try:
        class Bad(One, extra=True):
            pass
    except TypeError as e:
        return str(e)
    return "no error"


def local_hook(tag: str) -> str:
    # A class made at run time: its compiled __init_subclass__ is a classmethod too.
    class Root:
        def __init_subclass__(cls, tag: str = "", **kwargs: Any) -> None:
            super().__init_subclass__(**kwargs)
            cls.tagged = tag  # type: ignore[attr-defined]

    class Leaf(Root, tag=tag):
        pass

    leaf: Any = Leaf
    return leaf.tagged + " " + str(getattr(Root, "tagged", None))
