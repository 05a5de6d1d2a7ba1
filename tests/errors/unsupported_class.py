# Class statements inside functions are made at run time; bodies with statements other than
# defs, assignments and docstrings are not compiled yet, nor are classes nested in them.
def f() -> int:
    class Local:
        x: int = 0
        if x:
            y = 1

        class Deeper:
            pass
    return 1
# error: 6:9: hintc does not support this statement in a class body made at run time yet
# error: 9:9: hintc does not support this statement in a class body made at run time yet
