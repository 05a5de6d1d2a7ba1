# assert (with and without a message; compiled code keeps asserts) and del of locals, globals,
# attributes and items.
COUNTER = 10


def check(x: int) -> int:
    assert x > 0
    assert x < 100, "too big"
    return x


def check_message_object(x: int, msg: object) -> int:
    assert x != 3, msg
    return x


def del_local(x: int) -> int:
    y = x * 2
    del y
    if x > 5:
        y = 1
    return y


def del_twice(x: int) -> int:
    y = x
    del y
    del y
    return 0


def del_attr(obj: object) -> None:
    del obj.field


def del_item(obj: object, key: object) -> None:
    del obj[key]


def del_global() -> None:
    global COUNTER
    del COUNTER


def read_global() -> int:
    return COUNTER


def del_several(x: int) -> int:
    a = x
    b = x + 1
    del a, b
    a = 3
    return a


tmp = 5
del tmp
try:
    print(tmp)
except NameError as e:
    print("module del:", e)
