# A parameter declared global: CPython's compiler rejects the module (mypy accepts it).
def bump(count: int, *rest: int, **extra: int) -> None:
    global extra
# error: 3:12: name 'extra' is parameter and global
