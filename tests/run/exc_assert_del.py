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


def del_param(x: int, y: object) -> int:
    if x > 0:
        del x
    del y
    return x


def param_as_name(e: object, x: int) -> object:
    try:
        x = 1 // x
    except ZeroDivisionError as e:
        pass
    return e


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


def del_in_loop(n: int) -> int:
    x = 5
    i = 0
    while i < n:
        i += 1
        if i == 2:
            del x
    return x


def break_from_handler(n: int) -> object:
    e: object = None
    for i in range(n):
        try:
            raise KeyError(i)
        except KeyError as e:
            if i == 1:
                break
    return e
