# Only the math module can be imported.
import os


def f() -> int:
    return 1
# error: 2:8: import of module 'os' is not supported by hintc yet
