import builtin_result_types as m

lz = m.Lazy(b"caf\xc3\xa9")
print(lz.text(), lz.text(), lz.raw())
print(m.Lazy(b"", "given").text())
try:
    m.Lazy(b"\xff").text()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError", e)
print(m.convert(255, b"\xe9t\xe9"))
print(m.convert(-(2 ** 70), b""))
print(m.sized(3))
try:
    m.sized(-1)
except ValueError as e:
    print("ValueError", e)
try:
    m.bad(b"x")
except LookupError as e:
    print("LookupError", e)
