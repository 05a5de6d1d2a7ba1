"""isinstance() narrowing of an Optional[Base] local to a compiled subclass (or Base itself),
alone and after `x is not None and`, as mypy narrows it, with the subclass's own methods and
fields read through the narrowed name."""
from typing import Optional


class Animal:
    def __init__(self, name: str) -> None:
        self.name = name

    def speak(self) -> str:
        return self.name + " ..."


class Dog(Animal):
    def __init__(self, name: str, tricks: int) -> None:
        super().__init__(name)
        self.tricks = tricks

    def fetch(self) -> str:
        return f"{self.name} fetches ({self.tricks} tricks)"


def describe(a: Optional[Animal]) -> str:
    if isinstance(a, Dog):
        return a.fetch()
    if a is not None and isinstance(a, Animal):
        return a.speak()
    return "nobody"


def tricks(a: Optional[Animal]) -> int:
    if a is not None and isinstance(a, Dog) and a.tricks > 1:
        return a.tricks * 10
    return -1


def run() -> list[str]:
    out = [describe(Dog("rex", 3)), describe(Animal("gen")), describe(None)]
    out.append(f"{tricks(Dog('a', 2))} {tricks(Dog('b', 1))} {tricks(Animal('c'))} {tricks(None)}")
    return out
