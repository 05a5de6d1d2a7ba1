# Calls with `*seq` and `**mapping` from compiled code into compiled functions and methods of
# every parameter kind (made through Python: the unpacked values are known only at run time).


def pack(a: int, /, b: int = 0, *rest: int, k: int = 1, **kw: int) -> str:
    return f"a={a} b={b} rest={rest} k={k} kw={sorted(kw.items())}"


class Base:
    def __init__(self, *parts: int) -> None:
        self.total = 0
        for p in parts:
            self.total += p

    def m(self, a: int, *rest: int, k: int = 0) -> int:
        return a + len(rest) * 100 + k

    @staticmethod
    def count(*xs: int) -> int:
        return len(xs)

    @classmethod
    def named(cls, *xs: int, **kw: int) -> str:
        return cls.__name__ + str(len(xs)) + str(sorted(kw))


class Sub(Base):
    def m(self, a: int, *rest: int, k: int = 0) -> int:
        # super() with unpacking calls the base's own method, not this override.
        return -super().m(a, *rest, **{"k": k})


def splat_functions(xs: list[int], kw: dict[str, int]) -> None:
    print(pack(*xs))
    print(pack(*xs, **kw))
    print(pack(0, *xs, k=5))
    print(pack(*[7], **{"b": 2, "z": 3}))
    try:
        print(pack(*xs, **{"a": 1}))
    except TypeError as e:
        print("TypeError", e)
    try:
        print(pack(**kw))
    except TypeError as e:
        print("TypeError", e)


def splat_methods(xs: list[int], kw: dict[str, int]) -> None:
    b = Base(*xs)
    print(b.total, b.m(*xs), b.m(1, *xs, **kw))
    print(Base.count(*xs), Base.named(*xs, **kw), b.named(**kw))
    o: Base = Sub(*xs)
    print(o.total, o.m(*xs, **kw), Sub(1).m(*xs), o.m(5))
    try:
        b.m(*xs, j=1)
    except TypeError as e:
        print("TypeError", e)
    try:
        Base.count(**kw)
    except TypeError as e:
        print("TypeError", e)


splat_functions([1, 2, 3], {"k": 4, "extra": 9})
splat_methods([1, 2, 3], {"k": 4})
