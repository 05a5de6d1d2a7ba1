# Comments inside parenthesised import lists (module level, function, class body) import
# nothing themselves.
from __future__ import annotations

from os.path import (  # type: ignore[attr-defined]
    basename,  # the last part
    # a comment line of its own
    dirname,
)
from math import (
    # leading comment
    floor as fl,
    sqrt,  # trailing comment
)


def parts(p: str) -> tuple[str, str]:
    return dirname(p), basename(p)


def local_imports(x: float) -> int:
    from math import (  # the function's own import
        ceil,
        # between
        floor,
    )
    return ceil(x) + floor(x) + fl(x) + int(sqrt(x))


class Holder:
    from string import (  # a class attribute
        ascii_lowercase,
        # between
        digits,
    )

    def both(self) -> str:
        return self.ascii_lowercase[:3] + self.digits[:3]
