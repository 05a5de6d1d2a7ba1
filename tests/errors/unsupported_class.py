# Class statements inside functions are made at run time (classes nested in their bodies too:
# tests/run/cls_body_stmt_classes.py); a global declaration in a class body is not compiled yet.
COUNT = 0


def f() -> int:
    class Local:
        x: int = 0

        class Deeper:
            global COUNT
            COUNT = 1
    return 1
# error: 11:13: hintc does not support this statement in a class body yet
