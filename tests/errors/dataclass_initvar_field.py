# field() on an InitVar: CPython's dataclass decorator refuses a default factory (reported at
# compile time, as the decorator would raise it at every run); init=False is not compiled.
from dataclasses import InitVar, dataclass, field


@dataclass
class Made:
    a: InitVar[list] = field(default_factory=list)
    b: InitVar[int] = field(default=1, init=False)
# error: 8:30: field a cannot have a default factory
# error: 9:40: hintc does not support this field() argument on an InitVar yet
