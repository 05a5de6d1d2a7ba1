# Calls between compiled functions with the wrong arguments.
def add(a: int, b: int = 1) -> int:
    return a + b


def caller() -> int:
    x = add(1, 2, 3)
    y = add()
    z = add(1, c=2)
    w = add(1, a=2)
    return x + y + z + w
# error: 7:19: Too many arguments for "add"
# error: 8:9: Missing positional argument "a" in call to "add"
# error: 9:16: Unexpected keyword argument "c" for "add"
# error: 10:16: "add" gets multiple values for keyword argument "a"
