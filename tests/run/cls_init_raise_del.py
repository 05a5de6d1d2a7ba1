"""An instance whose __init__ raises lives while the exception's traceback does (the __init__
frame's `self`, as in CPython): its __del__ runs once the handler has finished and `e` is gone,
not before the handler; a finalizer of an instance that initialised fine runs when it is
dropped."""


class R:
    def __init__(self, fail: bool, log: list[str]) -> None:
        self.log = log
        if fail:
            raise ValueError("bad init")

    def __del__(self) -> None:
        self.log.append("del")


def make(log: list[str]) -> list[str]:
    try:
        R(True, log)
    except ValueError as e:
        log.append("handler " + str(e))
    log.append("after")
    R(False, log)
    log.append("end")
    return log


def nested(log: list[str]) -> list[str]:
    try:
        try:
            R(True, log)
        finally:
            log.append("finally")
    except ValueError:
        log.append("outer handler")
    log.append("done")
    return log


def run() -> list[str]:
    return make([]) + ["|"] + nested([])
