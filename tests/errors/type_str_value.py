# A string value where an int is expected.
def name(n: int) -> int:
    s = "abc"
    return s
# error: 4:12: Incompatible return value type (got "str", expected "int")
