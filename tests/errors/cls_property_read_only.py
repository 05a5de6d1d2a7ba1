# Stores to a property without a setter, through self in the class, a subclass or an instance,
# in mypy's wording (a property's name is no field).
class A:
    def __init__(self) -> None:
        self._x = 1
        self.x = 2

    @property
    def x(self) -> int:
        return self._x


class B(A):
    def reset(self) -> None:
        self.x = 0


def poke(a: A) -> None:
    a.x = 5
# error: 6:9: Property "x" defined in "A" is read-only
# error: 15:9: Property "x" defined in "A" is read-only
# error: 19:5: Property "x" defined in "A" is read-only
