# An open class below a closed compiled class that defines __init_subclass__: Python subclasses
# of the open class are allowed and run the inherited hook with their class keywords.
from typing import Any, ClassVar, List

from mypy_extensions import mypyc_attr

SEEN: List[str] = []


class Registry:
    names: ClassVar[List[str]] = []

    def __init_subclass__(cls, tag: str = "none", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.tag = tag
        Registry.names.append(cls.__name__ + "=" + tag)

    def who(self) -> str:
        return "registry"


class Middle(Registry, tag="middle"):
    pass


@mypyc_attr(allow_interpreted_subclasses=True)
class Open(Middle, tag="open"):
    def who(self) -> str:
        return "open " + type(self).tag


class Below(Open, tag="below"):
    pass


class Hooked:
    def __init_subclass__(cls, **kwargs: Any) -> None:
        SEEN.append("hooked " + cls.__name__ + " " + str(sorted(kwargs.items())))


@mypyc_attr(allow_interpreted_subclasses=True)
class OwnHook(Hooked):
    def __init_subclass__(cls, extra: int = 0, **kwargs: Any) -> None:
        SEEN.append("own " + cls.__name__ + " " + str(extra))
        super().__init_subclass__(**kwargs)


def call_who(r: Registry) -> str:
    return r.who()


def names() -> List[str]:
    return list(Registry.names)


def seen() -> List[str]:
    return list(SEEN)


def local_open_subclass(t: str) -> str:
    class Local(Open, tag=t):
        pass
    r = call_who(Local())
    Registry.names.pop()
    return r
