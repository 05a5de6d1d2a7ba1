import gc
import weakref

import move_returns as m

root = m.Node("root")
root.left = m.Node("l")
for _ in range(3):
    print(m.Node.pick(root, True).name, m.Node.pick(root, False))
    print(root.either(True).name, root.either(False).name)

# Results live exactly as long as their holders: a node freed when its last reference goes.
made = root.either(True)
w = weakref.ref(made)
print(w() is made)
del made
print(w() is None)

for n in (3, 2 ** 40, -(2 ** 80)):
    for _ in range(3):
        print(m.big_square(n), m.small_or_big(n, True), m.small_or_big(n, False))

xs = []
for _ in range(3):
    r = m.kept_twice(xs)
    print(r, xs, r is xs[-1])

log = []
r = m.returned_in_finally(log)
print(r, log)

print(m.returned_in_loop(["a", "b", "c"], "B"), m.returned_in_loop(["a"], "Z"))


class CM:
    def __init__(self):
        self.log = log

    def __enter__(self):
        log.append("enter")
        return self

    def __exit__(self, *a):
        log.append("exit")
        return False


print(m.returned_in_with(CM, log), log)

for flag in (False, True):
    try:
        print(m.returned_after_raise(flag))
    except ValueError as e:
        print("ValueError", e)

p = [7]
print(m.returned_param(p) is p, p)
a = [5]
t = m.returned_twice(a)
print(t, t[0] is a, t[1] is a)
del t
gc.collect()
print(a)
