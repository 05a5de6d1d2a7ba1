"""Overrides that add parameters with defaults (compatible for mypy, a compile error before):
calls through the base type reach the override with the added parameters' defaults (evaluated
once, at the def, so a mutable one is shared), keyword-only ones too, and a further override."""
from typing import Optional


class Base:
    def greet(self, name: str) -> str:
        return "hi " + name

    def tags(self) -> list[str]:
        return ["base"]


class Loud(Base):
    def greet(self, name: str, times: int = 2, *, sep: str = " ") -> str:
        return sep.join(["HI " + name] * times)

    def tags(self, extra: Optional[list[str]] = None, seen: list[str] = []) -> list[str]:  # noqa: B006
        seen.append("call")
        return ["loud"] + (extra or []) + [str(len(seen))]


class Louder(Loud):
    def greet(self, name: str, times: int = 3, *, sep: str = "!") -> str:
        return super().greet(name.upper(), times, sep=sep)


def use(b: Base) -> str:
    return f"{b.greet('bob')} {b.tags()}"


def run() -> list[str]:
    out = [use(Base()), use(Loud()), use(Louder()), use(Loud())]
    lo = Loud()
    out.append(f"{lo.greet('x', 1)} {lo.greet('y', sep='-')} {lo.tags(['e'])}")
    return out
