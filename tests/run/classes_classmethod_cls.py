# The `cls` a classmethod receives: the class it is called on (an inherited classmethod called
# on a subclass gets the subclass), or the type of the instance it is called through, also
# through super().


class Base:
    def __init__(self, tag: str) -> None:
        self.tag = tag

    @classmethod
    def named(cls, tag: str) -> str:
        return cls.__name__ + ":" + tag

    @classmethod
    def make(cls, tag: str) -> "Base":
        return cls(tag)

    def via_self(self) -> str:
        return self.named(self.tag)


class Sub(Base):
    def via_super(self) -> str:
        return super().named("super")


def calls() -> list[str]:
    s = Sub("s")
    b = Base("b")
    made = Sub.make("m")
    return [Base.named("x"), Sub.named("y"), b.named("z"), s.named("w"), s.via_self(),
            b.via_self(), s.via_super(), type(made).__name__, made.tag]
