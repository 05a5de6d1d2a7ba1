# A compiled class's instances are made by its type's tp_new: a __new__ defined in the class
# would not run, so hintc refuses it (builtin subclasses and metaclasses, made by Python, may
# define one).
from typing import Optional


class Single:
    _inst: Optional["Single"] = None

    def __new__(cls) -> "Single":
        return object.__new__(cls)
# error: 10:9: hintc does not support defining __new__ in a compiled class yet
