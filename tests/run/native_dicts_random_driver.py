import native_dicts_random as m
from _show import show

for seed in range(12):
    show("ops %d" % seed, m.ops, seed, 400)
for seed in range(4):
    show("float_ops %d" % seed, m.float_ops, seed, 300)
