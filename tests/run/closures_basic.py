"""Nested functions: captured parameters and locals, nonlocal, depth, recursion, late binding."""
from typing import Callable


def make_adder(n: int) -> Callable[[int], int]:
    def add(x: int) -> int:
        """Adds the captured n."""
        return x + n
    return add


def make_counter(start: int) -> Callable[[], int]:
    count = start

    def step() -> int:
        nonlocal count
        count += 1
        return count
    return step


def counter_pair() -> tuple[Callable[[], int], Callable[[], int]]:
    # Two closures over one variable see each other's updates.
    value = 0

    def inc() -> int:
        nonlocal value
        value += 1
        return value

    def get() -> int:
        return value
    return inc, get


def three_levels(a: int) -> Callable[[int], Callable[[int], int]]:
    b = a * 10

    def middle(c: int) -> Callable[[int], int]:
        def inner(d: int) -> int:
            return a + b + c + d
        return inner
    return middle


def deep_nonlocal() -> int:
    total = 1

    def level1() -> None:
        def level2() -> None:
            nonlocal total
            total = total * 7
        level2()
        level2()
    level1()
    return total


def factorial(n: int) -> int:
    def go(k: int) -> int:
        if k <= 1:
            return 1
        return k * go(k - 1)
    return go(n)


def even_odd(n: int) -> bool:
    def is_even(k: int) -> bool:
        return True if k == 0 else is_odd(k - 1)

    def is_odd(k: int) -> bool:
        return False if k == 0 else is_even(k - 1)
    return is_even(n)


def late_binding() -> list[int]:
    fs = []
    for i in range(3):
        def f() -> int:
            return i
        fs.append(f)
    return [g() for g in fs]


def late_lambdas() -> list[int]:
    fs = [lambda: i for i in range(3)]
    return [g() for g in fs]


def rebound_after(x: int) -> Callable[[], int]:
    def show() -> int:
        return x
    x = x + 100
    return show


def unassigned_free() -> int:
    def read() -> int:
        return later
    result = read()
    later = 5
    return result


def unassigned_own(flag: bool) -> int:
    if flag:
        value = 3

    def read() -> int:
        return value
    print(read())
    return value


def own_read_first(flag: bool) -> int:
    if flag:
        value = 3

    def read() -> int:
        return value
    return value + read()


counter_total = 0


def bump_global(n: int) -> int:
    def bump() -> None:
        global counter_total
        counter_total += n
    bump()
    bump()
    return counter_total


def float_and_str(scale: float, label: str) -> Callable[[float], str]:
    def fmt(v: float) -> str:
        return label + ":" + str(v * scale)
    return fmt


def mixed_types() -> str:
    flag = False
    name = "x"
    ratio = 0.5
    items: list[int] = []

    def update() -> None:
        nonlocal flag, name, ratio
        flag = not flag
        name = name + "y"
        ratio = ratio * 3
        items.append(len(items))
    update()
    update()
    return f"{flag} {name} {ratio} {items}"


def loop_call(n: int) -> int:
    k = 3

    def f(x: int) -> int:
        return x * k + 1
    total = 0
    for i in range(n):
        total += f(i)
    return total


def optional_capture(v: int | None) -> Callable[[], int]:
    def get() -> int:
        w = v
        if w is None:
            return -1
        return w + 1
    return get


def narrowed(v: int | None) -> int:
    def get() -> int:
        if v is None:
            return -1
        return v + 1
    if v is not None:
        return v * 100 + get()
    return get()


def big_ints(base: int) -> Callable[[int], int]:
    big = base ** 30

    def mul(x: int) -> int:
        return big * x
    return mul


def raises_inside(n: int) -> int:
    def check(x: int) -> int:
        if x > 2:
            raise ValueError(f"too big: {x}")
        return x
    total = 0
    for i in range(n):
        total += check(i)
    return total
