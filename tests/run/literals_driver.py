import literals as m

m.int_literals()
m.float_literals()
for x in (0, 1, -1, 2 ** 64):
    print("big_constant_math", x, m.big_constant_math(x))
