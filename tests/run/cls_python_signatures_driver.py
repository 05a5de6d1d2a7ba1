import inspect

import cls_python_signatures as m


def sig(obj):
    try:
        s = inspect.signature(obj)
    except (TypeError, ValueError) as e:
        return f"{type(e).__name__}: {e}"
    # Defaults only: annotations are not part of a compiled function's signature.
    return [(p.name, p.kind.name, p.default) for p in s.parameters.values()]


for c in [m.Account, m.Savings, m.Checking, m.Empty, m.Failed, m.Plain, m.Outer.Inner]:
    print(c.__qualname__, sig(c), repr(c.__doc__))
e = m.Entry
print(sig(e)[:4])
print(e("k"), e("k", 2, name="q"))
print(m.Account.summary.__doc__, m.Account.plain.__doc__, m.Account.limit.__doc__)
print(m.Savings.summary.__doc__)
a = m.Account("ann", 4)
print(a.summary, a.plain, a.limit)
a.limit = 5
print(a.balance, sig(a.deposit), a.deposit.__doc__)
print(m.Checking("c").fee, m.Outer.Inner().depth, m.Failed(3).args)


class Py(m.Account):
    """Python subclass."""


class PyInit(m.Account):
    def __init__(self, x, y=2):
        super().__init__(str(x), y)


print(sig(Py), Py.__doc__, sig(PyInit), PyInit(1).summary)
bound = inspect.signature(m.Checking).bind("o", fee=2.0)
print(bound.arguments, m.Checking(*bound.args, **bound.kwargs).fee)
