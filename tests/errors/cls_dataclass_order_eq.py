# order=True needs the generated __eq__: CPython's dataclass raises ValueError when the decorator
# runs, reported here when compiling.
from dataclasses import dataclass


@dataclass(order=True, eq=False)
class Ranked:
    n: int
# error: 6:2: eq must be true if order is true
