# Module globals are looked up when a function runs: rebinding them at module level or from
# outside the module changes what later calls see; defaults keep the value from def time.

LIMIT = 10
DEFAULT = 5


def with_default(x: int = DEFAULT) -> int:
    return x


DEFAULT = 6


def reads_limit() -> int:
    return LIMIT * 2


def reads_default() -> int:
    return DEFAULT + 1


print("at import", with_default(), reads_limit(), reads_default())
LIMIT = 11
print("after module-level rebind", reads_limit())
