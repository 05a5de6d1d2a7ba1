# Exception chaining and finally: __cause__ / __context__ / __suppress_context__ after raise ...
# from e, from None and implicit chaining, custom __str__ over args, return in finally overriding
# a return, continue/break in finally swallowing the exception.
from __future__ import annotations
from typing import Dict, List, Optional

class MyErr(Exception):
    def __init__(self, code: int, msg: str = "bad") -> None:
        super().__init__(code, msg)
        self.code = code
    def __str__(self) -> str:
        return f"[{self.code}] {self.args[1]}"

def chain(n: int) -> str:
    try:
        try:
            1 // n
        except ZeroDivisionError as e:
            raise MyErr(n) from e
    except MyErr as e:
        c = e.__cause__
        return f"{e} {repr(e)} {e.args} {type(c).__name__} {e.__suppress_context__} {e.__context__ is c}"
    return "none"

def suppressed() -> str:
    try:
        try:
            d: Dict[str, int] = {}
            d["k"]
        except KeyError:
            raise ValueError("v") from None
    except ValueError as e:
        return f"{e.__cause__} {type(e.__context__).__name__} {e.__suppress_context__}"
    return ""

def implicit() -> str:
    try:
        try:
            raise KeyError("a")
        except KeyError:
            raise RuntimeError("r")
    except RuntimeError as e:
        ctx = e.__context__
        return repr(ctx) + " " + str(e.__cause__)
    return ""

def fin() -> int:
    try:
        return 1
    finally:
        return 2  # noqa

def fin_swallow() -> str:
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            if i < 2:
                continue
            break
    return "swallowed"

def run() -> List[str]:
    return [chain(0), chain(1), suppressed(), implicit(), str(fin()), fin_swallow()]
