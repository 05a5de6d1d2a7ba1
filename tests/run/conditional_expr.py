# Conditional expressions: nested, in arithmetic, as arguments, with side effects in the branches.


def say(tag: int, value: int) -> int:
    print("branch", tag)
    return value


def sign(x: float) -> int:
    return 1 if x > 0 else -1 if x < 0 else 0


def pick(flag: bool, a: int, b: int) -> int:
    return say(1, a) if flag else say(2, b)


def grade(score: int) -> int:
    return 4 if score >= 90 else 3 if score >= 80 else 2 if score >= 70 else 1 if score >= 60 else 0


def abs_diff(a: int, b: int) -> int:
    return a - b if a > b else b - a


def fizz_code(n: int) -> int:
    return 15 if n % 15 == 0 else (3 if n % 3 == 0 else (5 if n % 5 == 0 else n))


def clamp_float(x: float, lo: float, hi: float) -> float:
    return lo if x < lo else hi if x > hi else x


def cond_sum(n: int) -> int:
    total = 0
    for i in range(n):
        total += i * 2 if i % 2 == 0 else -i
    return total


def cond_as_arg(x: int) -> int:
    return abs_diff(x if x > 0 else -x, 10 if x % 2 == 0 else 20)


def piecewise(x: float) -> float:
    return x * x if x < 1.0 else (2.0 * x - 1.0 if x < 3.0 else 5.0 + (x - 3.0) / 2.0)


def print_fizzbuzz(n: int) -> None:
    for i in range(1, n + 1):
        code = fizz_code(i)
        if code == 15:
            print("FizzBuzz")
        elif code == 3:
            print("Fizz")
        elif code == 5:
            print("Buzz")
        else:
            print(i)
