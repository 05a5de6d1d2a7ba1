import pickle
import exc_classes as m

print(m.AppError.__module__, m.AppError.__qualname__, m.AppError.__doc__)
print(m.ParseError.__mro__)
print(m.ParseError.__doc__, m.Empty.__doc__, m.Empty.__mro__[1])
for s in (3, 0, -1):
    print(s, m.handle(s), m.as_value_error(s) if s != 0 else "-")
e = m.ParseError("x", 1)
print(repr(pickle.loads(pickle.dumps(e))))
try:
    m.parse(-5)
except m.AppError as err:
    print("from Python:", type(err).__name__, err)


class Sub(m.ParseError):
    pass


print(issubclass(Sub, m.AppError))
m.parse(-2)
