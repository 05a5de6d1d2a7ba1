# Decorator and conditional-def forms hintc rejects, each with the reason.
import functools


class Shape:
    def __init__(self, side: int) -> None:
        self.side = side

    @staticmethod
    @functools.lru_cache
    def unit() -> int:
        return 1


for i in range(3):

    def in_loop() -> int:
        return 0


def outer() -> int:
    @functools.lru_cache
    def inner() -> int:
        return 1

    return 2

# error: 9:6: hintc does not support '@staticmethod' combined with other decorators yet
# error: 17:5: hintc does not support a def inside a loop or 'with' block yet
