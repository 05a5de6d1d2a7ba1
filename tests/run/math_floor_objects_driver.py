from decimal import Decimal
from fractions import Fraction

import math_floor_objects as m

print(m.euros(m.Money(250)), m.euros(m.Money(-250)), m.euros(m.Money(300)))
print(m.odd())
for x in (Fraction(7, 2), Decimal("-2.5"), 3, -1.5, m.Money(199)):
    print(repr(x) if not isinstance(x, m.Money) else "Money", m.anything(x))
for bad in ("s", None):
    try:
        m.anything(bad)
    except TypeError as e:
        print("TypeError", e)
