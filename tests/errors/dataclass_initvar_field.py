# field() on an InitVar: CPython's dataclass decorator refuses a default factory, and the
# __init__ it generates for an InitVar with init=False passes __post_init__ a name it never
# binds (a NameError at every construction): both reported at compile time.
from dataclasses import InitVar, dataclass, field


@dataclass
class Made:
    a: InitVar[list] = field(default_factory=list)


@dataclass
class Post:
    b: InitVar[int] = field(default=1, init=False)

    def __post_init__(self, b: int) -> None:
        pass
# error: 9:30: field a cannot have a default factory
# error: 13:1: name 'b' is not defined (an InitVar with init=False passed to __post_init__)
