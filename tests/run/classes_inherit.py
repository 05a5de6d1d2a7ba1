"""Compiled class hierarchies: overriding through vtables, super() calls, isinstance."""


class Animal:
    def __init__(self, name: str, legs: int) -> None:
        self.name = name
        self.legs = legs

    def sound(self) -> str:
        return "..."

    def speak(self) -> str:
        return self.name + " says " + self.sound()

    def walk(self, steps: int) -> int:
        return steps * self.legs


class Dog(Animal):
    def __init__(self, name: str) -> None:
        super().__init__(name, 4)
        self.tricks = 0

    def sound(self) -> str:
        return "woof"

    def learn(self) -> int:
        self.tricks += 1
        return self.tricks


class Puppy(Dog):
    def sound(self) -> str:
        return "yip (" + super().sound() + ")"

    def walk(self, steps: int) -> int:
        return super().walk(steps) // 2


class Bird(Animal):
    def __init__(self, name: str) -> None:
        super().__init__(name, 2)
        self.wingspan: float = 0.25


def chorus(animals: list[Animal]) -> list[str]:
    return [a.speak() for a in animals]


def distance(a: Animal, steps: int) -> int:
    return a.walk(steps)


def count_dogs(animals: list[Animal]) -> int:
    n = 0
    for a in animals:
        if isinstance(a, Dog):
            n += 1
    return n


def train(d: Dog, times: int) -> int:
    for _ in range(times):
        d.learn()
    return d.tricks


def first_legs(a: Animal) -> int:
    return a.legs


class Checked:
    def __init__(self, n: int) -> None:
        if n < 0:
            raise ValueError("negative: " + str(n))
        self.n = n


def build_checked(ns: list[int]) -> list[int]:
    out: list[int] = []
    for n in ns:
        try:
            out.append(Checked(n).n)
        except ValueError as e:
            print("caught", e)
            out.append(-1)
    return out
