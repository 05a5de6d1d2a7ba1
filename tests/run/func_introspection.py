"""What introspection reads from compiled functions: functools.singledispatch registers them by
their annotations (`@f.register` on an annotated def, typing names included), and
inspect.iscoroutinefunction / inspect.signature see a compiled `async def` as CPython's."""
import asyncio
import inspect
from functools import singledispatch
from typing import Any, Optional, Sequence


@singledispatch
def describe(arg: Any, *, prefix: str = "") -> str:
    return prefix + "thing"


@describe.register
def _(arg: int, *, prefix: str = "") -> str:
    return prefix + f"int {arg}"


@describe.register
def _s(arg: str, *, prefix: str = "") -> str:
    return prefix + f"str {arg!r}"


@describe.register(list)
def _l(arg: list, *, prefix: str = "") -> str:  # type: ignore[type-arg]
    return prefix + f"list of {len(arg)}"


@describe.register
def _seq(arg: tuple, prefix: str = "") -> str:  # type: ignore[type-arg]
    return prefix + "tuple"


def plain(a: int, b: "Optional[str]" = None, *rest: int, k: float = 1.5, **kw: bytes) -> Sequence[int]:
    return [a]


async def work(n: int, scale: int = 2, *, label: str = "w") -> str:
    """Scaled work."""
    await asyncio.sleep(0)
    return f"{label}{n * scale}"


async def nothing() -> None:
    pass


def run() -> list[str]:
    return [describe(1), describe("x", prefix="> "), describe([1, 2]), describe((1,)), describe(2.5)]
