import cls_numeric_slots as m

print(m.powers())
print(m.inherited())
for n in (3, 0, -1, 2**70):
    print(m.lengths(n))
x = m.Mod(2)
print(x ** 3, 3 ** x, pow(x, 5, 3), divmod(x, 3), divmod(9, x))
x **= 3
print(x)
r, l = m.RightOnly(1), m.LeftOnly(4)
print(r + 2, 2 + r, 5 - r, l + 1, l - 1, 9 - l)
for n in (2, -5):
    try:
        print(len(m.Sized(n)), not m.Sized(n))
    except ValueError as e:
        print("ValueError", e)
try:
    pow(3, m.Mod(2), 5)
except TypeError as e:
    print("TypeError", e)
