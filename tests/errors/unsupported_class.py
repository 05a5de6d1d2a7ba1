# Classes defined inside functions are not compiled yet.
def f() -> int:
    class Local:
        x: int = 0
    return 1
# error: 3:5: hintc does not support 'class' yet
