# The match statement's compile-time errors, as CPython's compiler reports them (SyntaxError):
# irrefutable patterns before the last case, or-patterns binding different names, two stars,
# a name bound twice, duplicate literal keys and repeated keyword attributes.


def f1(v: int) -> int:
    match v:
        case x:
            return 1
        case 2:
            return 2
    return 0


def f2(v: int) -> int:
    match v:
        case _:
            return 1
        case 2:
            return 2
    return 0


def f3(v: int) -> int:
    match v:
        case 1 | _ | 3:
            return 1
    return 0


def f4(v: object) -> int:
    match v:
        case [a] | (b, 1):
            return 1
    return 0


def f5(v: object) -> int:
    match v:
        case [*a, *b]:
            return 1
    return 0


def f6(v: object) -> int:
    match v:
        case [a, a]:
            return 1
    return 0


def f7(v: object) -> int:
    match v:
        case {"k": 1, "k": 2}:
            return 1
    return 0


def f8(v: object) -> int:
    match v:
        case complex(real=1, real=2):
            return 1
    return 0


def f9(v: int) -> int:
    match v:
        case (y) as z:
            return 1
        case 3:
            return 0
    return 0

# error: 8:14: name capture 'x' makes remaining patterns unreachable
# error: 17:14: wildcard makes remaining patterns unreachable
# error: 26:18: wildcard makes remaining patterns unreachable
# error: 33:24: alternative patterns bind different names
# error: 40:14: multiple starred names in sequence pattern
# error: 47:18: multiple assignments to name 'a' in pattern
# error: 54:14: mapping pattern checks duplicate key ('k')
# error: 61:35: attribute name repeated in class pattern: real
# error: 68:15: name capture 'y' makes remaining patterns unreachable
