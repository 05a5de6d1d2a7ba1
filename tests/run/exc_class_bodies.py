# Exception classes with bodies: fields set in __init__, super().__init__, __str__ and other
# methods, hierarchies of them, raised and caught in compiled code and from Python.
from typing import List


class AppError(Exception):
    """Base of this module's errors."""

    def describe(self) -> str:
        return "app error: " + str(self)


class ParseFailure(AppError):
    def __init__(self, msg: str, code: int) -> None:
        super().__init__(msg)
        self.code = code
        self.msg = msg

    def __str__(self) -> str:
        return f"{self.msg} (code {self.code})"


class LineFailure(ParseFailure):
    def __init__(self, msg: str, code: int, line: int) -> None:
        super().__init__(msg, code)
        self.line = line

    def describe(self) -> str:
        return "line " + str(self.line) + ": " + super().describe()


class Quiet(ValueError):
    def __init__(self, level: int) -> None:
        # no super().__init__: args stay what the constructor got
        self.level = level


class Counted(KeyError):
    total: int = 0

    def bump(self, n: int) -> int:
        self.total += n
        return self.total


class Plain(AppError):
    pass


def parse(s: str) -> int:
    if s == "":
        raise ParseFailure("empty", 1)
    if s.startswith("#"):
        raise LineFailure("comment", 2, len(s))
    if s == "q":
        raise Quiet(3)
    if s == "p":
        raise Plain("plain", s)
    return int(s)


def run(items: List[str]) -> List[str]:
    out: List[str] = []
    for s in items:
        try:
            out.append(str(parse(s)))
        except LineFailure as e:
            out.append(f"line {e.line} code {e.code} {e} {e.args} {e.describe()}")
        except ParseFailure as e:
            out.append(f"parse {e.code} {e.msg} {e} {e.args!r} {e.describe()}")
        except Quiet as e:
            out.append(f"quiet {e.level} {e.args} {repr(e)} {isinstance(e, ValueError)}")
        except AppError as e:
            out.append("app " + e.describe() + " " + repr(e))
        except ValueError as e:
            out.append("value " + str(e))
    return out


def total_codes(n: int) -> int:
    t = 0
    for i in range(n):
        try:
            if i % 2 == 0:
                raise ParseFailure("x", i)
            raise LineFailure("y", i, i + 1)
        except ParseFailure as e:
            t += e.code
    return t


def counted(n: int) -> int:
    c = Counted("k")
    r = 0
    for i in range(n):
        r = c.bump(i)
    return r


def chained() -> None:
    try:
        parse("")
    except ParseFailure as e:
        e.code = 10
        raise ValueError("wrapped") from e


def cause_code() -> int:
    try:
        chained()
    except ValueError as e:
        cause = e.__cause__
        if isinstance(cause, ParseFailure):
            return cause.code
    return -1


def note_it() -> List[str]:
    e = ParseFailure("noted", 4)
    e.add_note("see here")
    e.__notes__.append("and here")
    return list(e.__notes__)


def fail_deep(depth: int) -> None:
    if depth == 0:
        raise LineFailure("deep", 9, 99)
    fail_deep(depth - 1)
