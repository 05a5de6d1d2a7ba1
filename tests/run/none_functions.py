# Functions returning None: procedures that print, early bare returns, `return None`, and
# calling them for their effects from compiled code.


def greet(times: int) -> None:
    for i in range(times):
        print("hello", i)


def early_exit(x: int) -> None:
    if x < 0:
        print("negative, leaving")
        return
    print("non-negative", x)
    if x == 0:
        return None
    print("positive", x)


def implicit_none(x: int) -> None:
    if x > 5:
        print("big")


def table(n: int) -> None:
    for row in range(1, n + 1):
        for col in range(1, n + 1):
            print(row * col)
        print("row done", row)


def run_all() -> None:
    greet(2)
    early_exit(-1)
    early_exit(0)
    early_exit(4)
    implicit_none(10)
    table(3)


def takes_none(flag: None) -> int:
    return 42


def print_mixed() -> None:
    print()
    print("text only")
    print(1, 2.5, True, None, "mixed", -0.0, 10 ** 20)
    print("float formatting", 1e-7, 1e16, 12345.678, 100.0, 0.1, 1 / 3, 2 / 3, 5e-324)
