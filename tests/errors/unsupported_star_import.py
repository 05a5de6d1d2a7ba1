# Only the math module can be imported.
import os


def f() -> int:
    return 1
# error: 2:8: hintc does not support import of module 'os' yet
