# Identifier-like str literals are interned at module init, as CPython interns a code object's
# name-like constants: `is` against sys.intern() of an equal string holds, other strings keep
# their own identity rules, and attribute/dict lookups with such names behave as in CPython.
import sys
from typing import Any


def name_literal_is_interned() -> bool:
    made = "".join(["sp", "am_eggs"])
    lit = "spam_eggs"
    return sys.intern(made) is lit


def two_literals_same_object() -> bool:
    a = "ham_1"
    b = "ham_1"
    return a is b


def non_name_literal_equal() -> bool:
    made = "".join(["a b", "c"])
    return made == "a bc"


def attr_roundtrip(o: Any) -> Any:
    o.alpha_value = 3
    setattr(o, "".join(["beta", "_value"]), 4)
    return o.alpha_value + o.beta_value + o.__dict__["alpha_value"]


def dict_key_lookup(d: dict[str, int]) -> int:
    return d["gamma_key"] + d.get("delta key", 0)
