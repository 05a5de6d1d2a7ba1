# mypy: allow-redefinition
# Under mypy's allow-redefinition a variable may be rebound with a value of another type: the
# name then holds an object.
i = 0
i += 1
i = "foo"
i += i
i = b"foo"


def rebind(n: int) -> str:
    x = n * 2
    x += 1
    x = str(x)
    return x + "!"


def module_value() -> bytes:
    return i
