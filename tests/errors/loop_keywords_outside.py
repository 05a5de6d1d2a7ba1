# break, continue and return where they make no sense.
def f(x: int) -> int:
    if x > 0:
        break
    continue
    return x


return 5
# error: 4:9: "break" outside loop
# error: 5:5: "continue" not properly in loop
# error: 9:1: "return" outside function
