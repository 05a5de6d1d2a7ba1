# `opt or default` with an empty display as the default (`xs = xs or []`, `d = d or {}`): the
# display takes the optional's item types, so the result (and the variable it rebinds) is the
# non-optional type, as mypy infers it.
from typing import Optional


def collect(xs: Optional[list[int]] = None, seen: Optional[dict[str, int]] = None,
            tags: Optional[set[str]] = None) -> tuple[list[int], dict[str, int], list[str]]:
    xs = xs or []
    xs = xs + [len(xs)]
    seen = seen or {}
    seen["n"] = seen.get("n", 0) + 1
    tags = tags or set()
    tags.add("t")
    return xs, seen, sorted(tags)


def names(given: Optional[list[str]]) -> str:
    return ",".join(given or ["anon"])
