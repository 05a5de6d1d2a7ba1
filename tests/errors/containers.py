# Type errors on containers, worded as mypy words them.
def f(xs: list[int], d: dict[str, int], n: int) -> int:
    a = len(n)
    b = d[1]
    xs.push(3)
    c = n[0]
    return a + b + c
# error: 3:13: Argument 1 to "len" has incompatible type "int"; expected "Sized"
# error: 4:9: Invalid index type "int" for "dict[str, int]"; expected type "str"
# error: 5:5: "list[int]" has no attribute "push"
# error: 6:9: Value of type "int" is not indexable
