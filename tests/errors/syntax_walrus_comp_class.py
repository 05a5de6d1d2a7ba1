# A walrus in a comprehension directly in a class body (in a lambda there it is allowed).
class Table:
    makers = [lambda: (w := 1) for i in range(3)]
    sizes = [(last := n) for n in range(3)]
# error: 4:15: assignment expression within a comprehension cannot be used in a class body
