import digits as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for n in (0, 7, -7, 10, 12345, -12345, 1000000, 2 ** 63 - 1, -(2 ** 63), 2 ** 64, 10 ** 50 - 1,
          -(10 ** 50), 123454321, 1221, 1231):
    for fn in (m.digit_sum, m.digit_count, m.reverse_number, m.is_palindrome, m.digital_root,
               m.binary_ones):
        show(f"{fn.__name__}({n})", fn, n)
show("count_armstrong(100000)", m.count_armstrong, 100000)
for n in (56, 57, 59, 89, 196, 10911, 1186060307891929990):
    show(f"lychrel_steps({n})", m.lychrel_steps, n)
    show(f"lychrel_steps({n}, max_steps=5)", m.lychrel_steps, n, max_steps=5)
    show(f"lychrel_steps({n}, 300)", m.lychrel_steps, n, 300)
