import native_lists as m

print(m.sieve(100), m.sieve(1), m.sieve(0))
print(m.smooth(10, 3), m.smooth(4, -1))
print(m.escapes(3))
for f, args in [(m.smooth, (3, 5)), (m.smooth, (3, -4)), (m.smooth, (0, 0)), (m.store, (3, 3)),
                (m.store, (3, -3)), (m.store, (2, 10**30)), (m.store, (2, 2**62)), (m.smooth, (-5, 0)),
                (m.sieve, (-3,))]:
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e)
