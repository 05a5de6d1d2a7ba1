# Exception handling is outside the numeric slice.
def safe_div(a: int, b: int) -> int:
    try:
        return a // b
    except ZeroDivisionError:
        return 0
# error: 3:5: hintc does not support 'try' yet
