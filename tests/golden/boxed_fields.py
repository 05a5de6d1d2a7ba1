# Stores into the boxed int/float fields of a closed class may allocate the box, so their
# set_field has an error target; a bool field is itself Py_True/Py_False (no box, no error
# target), and an open class's fields are unboxed (no box, no error target).
from __future__ import annotations

from mypy_extensions import mypyc_attr


@mypyc_attr(boxed_fields=True)
class Closed:
    def __init__(self, n: int, x: float, ok: bool) -> None:
        self.n = n
        self.x = x
        self.ok = ok


@mypyc_attr(allow_interpreted_subclasses=True)
class Open:
    def __init__(self, n: int) -> None:
        self.n = n
