import borrowed_reads as m

print(m.pick(m.Level(1, "a"), m.Level(2, "b")), m.pick(m.Level(2 ** 65, "big"), m.Level(2 ** 64, "small")))
print(m.greedy_probe(4), m.greedy_probe(2 ** 70))
print(m.plain_probe(10), m.plain_probe(-(2 ** 66)))
print(m.forward_checks(2), m.forward_checks(2 ** 90))
print(m.doubling(1, 5), m.doubling(2 ** 64, 40))
print(m.optional_item(5), m.optional_item(2 ** 77))
print(m.default_after_rebind(), m.DEFAULT.name, m.DEFAULT.level)
m.FORWARD = 2 ** 80
print(m.global_forward_now())
m.FORWARD = 1
print(m.global_forward_now())
print(m.forward_checks(1))
