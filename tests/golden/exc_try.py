# Exceptions: the catching landing (traceback entry, exc_catch, handled exception), a forwarding
# destination that ends the handler, a finally body lowered per way out, with and raise.


def safe_div(a: int, b: int) -> int:
    try:
        return a // b
    except ZeroDivisionError as e:
        print(e)
        return 0
    finally:
        print("done")


def guarded(cm: object, x: int) -> None:
    with cm:
        if x < 0:
            raise ValueError(x) from None
