# Class-body defaults for instance fields are not compiled yet (dataclass-style fields).
class Point:
    x: int = 0


def f() -> int:
    return 1
# error: 3:5: hintc does not support a default value for an instance field yet
