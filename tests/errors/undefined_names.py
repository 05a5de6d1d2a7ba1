# Names that are never defined, in a function body, in a call and at module level.
def f(x: int) -> int:
    return x + y


def g() -> int:
    return helper(3)


print(undefined_at_module)
# error: 3:16: Name "y" is not defined
# error: 7:12: Name "helper" is not defined
# error: 10:7: Name "undefined_at_module" is not defined
