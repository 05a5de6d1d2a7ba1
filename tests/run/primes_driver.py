import primes as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for n in list(range(-3, 40)) + [97, 561, 7919, 1000003, 2 ** 31 - 1, 10 ** 10 + 19, 2 ** 40 + 15]:
    show(f"is_prime({n})", m.is_prime, n)
    show(f"is_prime_else({n})", m.is_prime_else, n)
for limit in (0, 2, 3, 10, 100, 1000, 20000):
    show(f"count_primes({limit})", m.count_primes, limit)
for n in (1, 2, 10, 100, 1000):
    show(f"nth_prime({n})", m.nth_prime, n)
for n in (2, 15, 600851475143, 2 ** 64 + 1, 2 ** 62, 100003 * 999983 * 3):
    show(f"largest_prime_factor({n})", m.largest_prime_factor, n)
    m.print_factorization(n)
for limit in (10, 100, 10000):
    show(f"twin_primes_below({limit})", m.twin_primes_below, limit)
