# Indentation that does not match any outer level.
def f(x: int) -> int:
    if x > 0:
        x += 1
      return x
# error: 5:7: unindent does not match any outer indentation level
