# Assignments whose value does not fit the variable's declared or inferred type.
def f(n: int) -> int:
    x: int = 1.5
    count = 0
    count = 2.5
    flag: bool = n
    return x + count
# error: 3:5: Incompatible types in assignment (expression has type "float", variable has type "int")
# error: 5:5: Incompatible types in assignment (expression has type "float", variable has type "int")
# error: 6:5: Incompatible types in assignment (expression has type "int", variable has type "bool")
