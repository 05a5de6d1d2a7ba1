# Compiled subclasses of ExceptionGroup / BaseExceptionGroup: construction (__new__ with extra
# arguments), .message/.exceptions, extra attributes, derive() keeping the subclass through
# split()/subgroup() and except*, raising and catching, tracebacks, CPython's errors.
from typing import Any, List, Optional, Sequence


class AppErrors(ExceptionGroup):
    """Errors of one request."""

    def __new__(cls, message: str, excs: Sequence[Exception], request: int = 0) -> "AppErrors":
        self = super().__new__(cls, message, excs)
        self.request = request
        return self

    def __init__(self, message: str, excs: Sequence[Exception], request: int = 0) -> None:
        super().__init__(message, excs)
        self.notes_seen = 0

    def derive(self, excs: Sequence[Exception]) -> "AppErrors":
        return AppErrors(self.message, excs, self.request)

    def summary(self) -> str:
        return self.message + "#" + str(self.request) + ":" + ",".join(type(e).__name__ for e in self.exceptions)


class PlainGroup(ExceptionGroup):
    pass


class Fatal(BaseExceptionGroup):
    def __str__(self) -> str:
        return "fatal: " + self.message


class Nested(AppErrors):
    pass


def fail(n: int) -> None:
    if n == 0:
        raise ValueError("zero")
    raise KeyError(n)


def collect(ns: List[int], request: int) -> None:
    errors: List[Exception] = []
    for n in ns:
        try:
            fail(n)
        except Exception as e:
            errors.append(e)
    if errors:
        raise AppErrors("request failed", errors, request)


def handled(ns: List[int]) -> List[str]:
    out: List[str] = []
    try:
        collect(ns, 7)
    except* ValueError as g:
        out.append("value " + type(g).__name__ + " " + g.summary())
    except* KeyError as g:
        out.append("key " + type(g).__name__ + " " + str(g.request) + " " + repr(g.exceptions))
    return out


def caught(ns: List[int]) -> str:
    try:
        collect(ns, 1)
    except AppErrors as g:
        return g.summary() + " " + str(g.notes_seen) + " " + str(g)
    return "none"


def splits() -> List[str]:
    g = AppErrors("m", [ValueError(1), TypeError(2), AppErrors("inner", [ValueError(3)], 9)], 5)
    match, rest = g.split(ValueError)
    out = [type(match).__name__ + " " + match.summary(), type(rest).__name__ + " " + rest.summary()]
    sub = g.subgroup(lambda e: isinstance(e, TypeError))
    out.append(repr(sub))
    out.append(str(g.subgroup(OSError)))
    p = PlainGroup("p", [ValueError(1), KeyError(2)])
    pm, pr = p.split(KeyError)
    out.append(type(pm).__name__ + " " + repr(pm) + " " + repr(pr))
    d: Any = p.derive([IndexError(0)])
    out.append(type(d).__name__ + " " + repr(d))
    return out


def fatal() -> None:
    raise Fatal("stop", [KeyboardInterrupt(), ValueError(1)])


def fatal_caught() -> str:
    try:
        fatal()
    except BaseExceptionGroup as e:
        return type(e).__name__ + " " + str(e) + " " + repr(e.exceptions) + " " + str(isinstance(e, Exception))
    return "none"


def made_errors() -> List[str]:
    out: List[str] = []
    bad: List[Any] = [lambda: AppErrors("m", []), lambda: PlainGroup("m", [KeyboardInterrupt()]),
                      lambda: PlainGroup(1, [ValueError()]), lambda: PlainGroup("m", ValueError()),
                      lambda: Fatal("m", [1])]
    for f in bad:
        try:
            f()
        except (TypeError, ValueError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def nested_kind() -> str:
    n = Nested("n", [OSError(1)], 3)
    m: Optional[Any] = n.subgroup(OSError)
    return type(n).__name__ + " " + type(m).__name__ + " " + str(isinstance(n, ExceptionGroup))
