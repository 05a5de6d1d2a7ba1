# Or-patterns whose alternatives are class patterns: a capture takes the join of what each
# alternative binds (the nearest compiled base of two compiled classes, a builtin's type when
# all agree), so the case body uses it natively; the subject may be a union (an object to hintc).
from dataclasses import dataclass
from typing import List, Union


class Animal:
    def __init__(self, name: str) -> None:
        self.name = name

    def speak(self) -> str:
        return self.name + " makes a sound"


class Dog(Animal):
    def speak(self) -> str:
        return self.name + " barks"


class Cat(Animal):
    def speak(self) -> str:
        return self.name + " meows"


class Fish:
    pass


@dataclass
class Pt:
    x: int
    y: int


@dataclass
class Pt3(Pt):
    z: int


def pets(v: Union[Dog, Cat, Fish, int]) -> str:
    match v:
        case (Dog() | Cat()) as pet:
            return pet.speak() + " / " + pet.name
        case Fish() | int() as other:
            return "other " + type(other).__name__
    return "none"


def pet_alternatives(v: Union[Dog, Cat, str]) -> str:
    match v:
        case (Dog() as p) | (Cat() as p):
            return p.speak()
        case str(p):
            return p.upper()
    return "?"


def words(v: Union[int, str, bytes]) -> str:
    match v:
        case str(s) | str(s):
            return s + "!"
        case int() | str():
            return "int"
    return "bytes"


def mixed(v: Union[int, str]) -> str:
    match v:
        case int(n) | str(n):  # type: ignore[misc]
            return repr(n)
    return "?"


def fields(v: Union[Pt, Pt3, None]) -> int:
    match v:
        case Pt3(x=a, z=b) | Pt(x=a, y=b):
            return a * 100 + b
    return -1


def in_lists(vs: List[object]) -> List[str]:
    out: List[str] = []
    for v in vs:
        match v:
            case [Dog() as a] | [Cat() as a, _]:
                out.append(a.speak())
            case [str(s)] | (str(s), str()):
                out.append(s.lower())
            case _:
                out.append("-")
    return out


def keyword_on_builtin(s: str) -> object:
    match s:
        case str(upper=u):
            return u()
    return None
