"""A compiled class with __getattr__: a property whose getter raises AttributeError falls back
to __getattr__ (CPython's lookup) when compiled code reads it, as when Python reads it; the
fallback also serves a subclass's properties and names the class does not declare."""
from typing import Optional


class Config:
    def __init__(self, values: dict[str, str]) -> None:
        self.values = values
        self.misses: list[str] = []

    @property
    def host(self) -> str:
        if "host" not in self.values:
            raise AttributeError("host")
        return self.values["host"]

    @property
    def port(self) -> str:
        return self.values.get("port", "80")

    def __getattr__(self, name: str) -> str:
        self.misses.append(name)
        return f"<default {name}>"


class Child(Config):
    @property
    def user(self) -> str:
        raise AttributeError("no user")


class Node:
    def __init__(self, parent: Optional["Node"]) -> None:
        self.parent = parent

    @property
    def root(self) -> "Node":
        if self.parent is None:
            raise AttributeError("root of a root")
        return self.parent


def read(c: Config) -> list[str]:
    return [c.host, c.port, c.timeout, str(c.misses)]


def child(values: dict[str, str]) -> list[str]:
    c = Child(values)
    return [c.user, c.host, str(c.misses)]


def node() -> str:
    n = Node(None)
    try:
        n.root
    except AttributeError as e:
        return f"AttributeError {e}"
    return "no error"
