# Bodies of unannotated defs (mypy does not check them): what would be a type error is what
# CPython raises at run time, never a compile error.


class Shape:
    def __init__(self, name):
        self.name = name

    def describe(self):
        # area() and self.sides exist only in subclasses.
        return "%s: area %s, %s sides" % (self.name, self.area(), self.sides)

    def fail(self, how):
        if how == 1:
            raise "not an exception"
        if how == 2:
            return self.missing_method()
        if how == 3:
            return self.name + 1
        return len(self.name, 2)


class Square(Shape):
    def __init__(self, side):
        Shape.__init__(self, "square")
        self.side = side
        self.sides = 4

    def area(self):
        return self.side * self.side


class Circle(Shape):
    def __init__(self, r):
        Shape.__init__(self, "circle")
        self.r = r
        self.sides = 0

    def area(self):
        return round(3.14159 * self.r * self.r, 3)


def shapes():
    return [Square(3).describe(), Circle(2).describe()]


def base_alone():
    return Shape("blob").describe()


def raise_text(flag):
    if flag:
        raise "a string"
    return "no raise"


def wrong_calls(n):
    k = 3
    if n == 0:
        return k.bit_length(1, 2)
    if n == 1:
        return shapes(n)
    if n == 2:
        return k + "x"
    return k.no_such_attribute


def helper(v):
    v.counter = v.counter + 1
    return v.counter


def typed_inside(x: int) -> int:
    # An annotated def is checked as ever; its calls into unchecked code return objects.
    return x + 1


def outer(n):
    def inner(m: int) -> int:
        return m * 2

    return inner(n) + typed_inside(n)
