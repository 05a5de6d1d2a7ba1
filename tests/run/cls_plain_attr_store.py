"""Plain class attributes (`kind = "a"` in the body, no ClassVar) that the module stores through
an instance are instance variables with a class default, as for mypy: stored from compiled code
(`b.kind = "x"`, `b.weight += 1`) and from Python code (`setattr`, `obj.kind = ...`), `B.kind`
staying the class value; `del b.kind` uncovers the class value again; a subclass reads and
overrides the default; others (`flags`, a class-level counter rebound through the class,
`Counter.count += 1`) stay one class attribute; a deleted typed field with a default
(`size: int = 3`) reads the default again too."""


class B:
    kind = "a"
    weight = 1.5
    flags = (1, 2)
    size: int = 3

    def __init__(self) -> None:
        self.n = 1

    def show(self) -> str:
        return f"{self.kind}/{self.weight}/{self.flags}/{self.size}/{self.n}"


class C(B):
    pass


class D(B):
    kind = "d"


class Counter:
    count = 0

    def __init__(self) -> None:
        Counter.count += 1

    def seen(self) -> int:
        return self.count


def relabel(b: B, kind: str) -> str:
    b.kind = kind
    b.weight += 1
    return b.show()


def forget(b: B) -> str:
    del b.kind
    b.size = 30
    before = b.show()
    del b.size
    return before + " " + b.show() + " " + b.kind + str(b.size)


def run() -> list[str]:
    out = []
    b = B()
    b.kind = "x"
    out.append(f"{b.kind} {B.kind} {b.show()}")
    out.append(relabel(b, "y") + " " + B.kind + str(B.weight))
    out.append(forget(b))
    c = C()
    out.append(c.show())
    c.kind = "cc"
    out.append(f"{c.show()} {C.kind} {B.kind}")
    d = D()
    out.append(f"{d.kind} {D.kind} {B.kind}")
    d.kind = "e"
    out.append(d.show())
    del d.kind
    out.append(f"{d.kind} {d.show()}")
    try:
        del d.kind
    except AttributeError:
        out.append("second del: AttributeError")
    x = Counter()
    y = Counter()
    out.append(f"{x.seen()} {y.seen()} {Counter.count}")
    return out
