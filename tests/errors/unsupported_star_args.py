# Variadic parameters are outside the slice.
def total(*values: int) -> int:
    return 0
# error: 2:11: '*args' and '**kwargs' parameters is not supported by hintc yet
