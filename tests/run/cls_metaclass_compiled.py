"""Metaclasses written in the compiled module (`class Meta(type)`), made by Python at import with
compiled methods: __new__ adding attributes, __init__ registering, __call__ for singletons
through super().__call__, a __prepare__ classmethod, and metaclass methods and properties read
through the classes they make."""
from typing import Any

registry: dict[str, type] = {}


class Registered(type):
    def __new__(mcs, name: str, bases: tuple[type, ...], ns: dict[str, Any]) -> "Registered":
        ns["tag"] = name.lower()
        return super().__new__(mcs, name, bases, ns)

    def __init__(cls, name: str, bases: tuple[type, ...], ns: dict[str, Any]) -> None:
        super().__init__(name, bases, ns)
        registry[name] = cls

    def describe(cls) -> str:
        return f"{cls.__name__}<{cls.tag}>"  # type: ignore[attr-defined]

    @property
    def kind(cls) -> str:
        return "registered " + cls.__name__


class Singleton(type):
    _instances: dict[type, Any] = {}

    def __call__(cls, *args: Any, **kw: Any) -> Any:
        if cls not in Singleton._instances:
            Singleton._instances[cls] = super().__call__(*args, **kw)
        return Singleton._instances[cls]


class Ordered(type):
    @classmethod
    def __prepare__(mcs, name: str, bases: tuple[type, ...], **kw: Any) -> dict[str, object]:  # type: ignore[override]
        return {"prepared": True}


class Plugin(metaclass=Registered):
    def run(self) -> str:
        return "plugin " + self.tag  # type: ignore[attr-defined]


class Exporter(Plugin):
    pass


class Config(metaclass=Singleton):
    def __init__(self, name: str = "default") -> None:
        self.name = name


class Marked(metaclass=Ordered):
    value = 1


def run() -> list[str]:
    a = Config("first")
    b = Config("second")
    return [
        f"{sorted(registry)} {Plugin.describe()} {Exporter.describe()} {Exporter.kind}",  # type: ignore[attr-defined]
        f"{Exporter().run()} {type(Plugin).__name__} {isinstance(Exporter, Registered)}",
        f"{a is b} {b.name} {Marked.prepared} {Marked.value}",  # type: ignore[attr-defined]
    ]
