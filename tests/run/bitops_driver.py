import bitops as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


vals = [0, 1, -1, 5, -6, 0xFF, -0x100, 2 ** 31, -(2 ** 31), 2 ** 62, -(2 ** 62), 2 ** 63 - 1,
        -(2 ** 63), 2 ** 64 - 1, 2 ** 64, -(2 ** 64), 2 ** 100 + 12345, -(2 ** 100) - 1]
for a in vals:
    show(f"binv({a})", m.binv, a)
    show(f"popcount({a})", m.popcount, a)
    show(f"lowest_set_bit({a})", m.lowest_set_bit, a)
    show(f"bit_length_loop({a})", m.bit_length_loop, a)
    for b in vals:
        show(f"band({a},{b})", m.band, a, b)
        show(f"bor({a},{b})", m.bor, a, b)
        show(f"bxor({a},{b})", m.bxor, a, b)
for x in (0, 1, 0x80000000, 0x12345678, 0xFFFFFFFF):
    show(f"reverse_bits32({x})", m.reverse_bits32, x)
for x, k in ((1, 1), (1, 63), (1, 64), (2 ** 63, 1), (0x0123456789ABCDEF, 12), (5, -1)):
    show(f"rotl64({x},{k})", m.rotl64, x, k)
for rounds in (0, 1, 10, 1000):
    show(f"xorshift64(88172645463325252,{rounds})", m.xorshift64, 88172645463325252, rounds)
for n in (0, 7, 123456789, 2 ** 64 + 3):
    show(f"fnv1a_digits({n})", m.fnv1a_digits, n)
for value, bits in ((0xFF, 8), (0x7F, 8), (0x8000, 16), (2 ** 63, 64), (2 ** 64 - 1, 64), (3, 1)):
    show(f"sign_extend({value},{bits})", m.sign_extend, value, bits)
for a in (False, True):
    for b in (False, True):
        show(f"bool_bits({a},{b})", m.bool_bits, a, b)
print(m.MASK32, m.MASK64)
