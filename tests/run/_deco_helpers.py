"""Python decorators used by the decorators_* run tests (imported by both variants)."""
import functools

log: list = []


def tag(name):
    log.append("tag(" + name + ") evaluated")

    def deco(f):
        log.append("tag(" + name + ") applied to " + getattr(f, "__name__", "?"))

        @functools.wraps(f)
        def wrapper(*args, **kwargs):
            return name + ":" + str(f(*args, **kwargs))

        return wrapper

    return deco


def counting(f):
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        wrapper.count += 1
        return f(*args, **kwargs)

    wrapper.count = 0
    return wrapper


def times(n):
    def deco(f):
        def run(x):
            for _ in range(n):
                x = f(x)
            return x

        return run

    return deco
