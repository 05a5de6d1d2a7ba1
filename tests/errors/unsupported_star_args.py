# Variadic parameters are outside the slice.
def total(*values: int) -> int:
    return 0
# error: 2:11: hintc does not support '*args' and '**kwargs' parameters yet
