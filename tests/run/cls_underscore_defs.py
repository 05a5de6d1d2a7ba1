# mypy lets defs named `_` be redefined in a class body; the last one is the class attribute.
class A:
    def _(self) -> int:
        return 1

    def _(self) -> int:
        return 2

    def value(self) -> int:
        return 10


class B(A):
    def _(arg):
        pass

    def _(arg):
        return "b"


def calls() -> str:
    return f"{A()._()} {B()._()} {B().value()}"
