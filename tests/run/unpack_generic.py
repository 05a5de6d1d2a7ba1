# `a, b, c = v` of a value of unknown type: exact lists and tuples are read in place, anything
# else (subclasses overriding iteration, iterators, strings, dicts, generators) through the
# iterator protocol, with CPython's errors for the wrong number of items or a non-iterable.


def three(v):
    a, b, c = v
    return c, b, a


def one(v):
    (a,) = v
    return a


def nested(v):
    (a, b), c = v
    return a, b, c


def loop(rows):
    out = []
    for x, y in rows:
        out.append(y - x)
    return out


def swap_from_self(v):
    v, w = v
    return v, w


def mutate_target(xs):
    # the list is read whole before the targets are assigned: xs[0] is the old item
    xs[0], xs[1] = xs
    return xs


class MyList(list):
    def __iter__(self):
        yield "MyList.__iter__"
        yield 2
        yield 3


class MyTuple(tuple):
    def __iter__(self):
        return iter(("MyTuple.__iter__", 2, 3))


class Short(list):
    def __iter__(self):
        return iter((1, 2))


def gen(n):
    yield from range(n)
