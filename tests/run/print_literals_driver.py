import print_literals as m

m.show()
for args in ((0, 0.0, False), (10 ** 20, -1.5e-10, True), (-(2 ** 63), float("nan"), True)):
    m.report(*args)
