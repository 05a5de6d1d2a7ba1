# Class statements inside functions are made at run time; classes nested in their bodies are not
# compiled yet (statements in them run: tests/run/sw_class_body_stmts.py).
def f() -> int:
    class Local:
        x: int = 0
        if x:
            y = 1

        class Deeper:
            pass
    return 1
# error: 9:9: hintc does not support this statement in a class body made at run time yet
