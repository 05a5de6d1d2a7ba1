import inspect

import decorators_functions as m
from _deco_helpers import log

print("log at import:", log)
print("registry:", m.registry)

print("fib(30):", m.fib(30), "calls:", m.calls[0])
print("fib(30) again:", m.fib(30), "calls:", m.calls[0])
print("fib_sum(35):", m.fib_sum(35), "calls:", m.calls[0])
print("cache_info:", m.fib.cache_info())
m.fib.cache_clear()
print("fib_sum(10) after clear:", m.fib_sum(10), "calls:", m.calls[0])
print("fib wrapped name/doc:", m.fib.__wrapped__.__name__, m.fib.__doc__)

print("squares_twice:", m.squares_twice(), m.squares_twice(), "calls:", m.calls[1])
print("label:", m.label(3), m.label(3), m.label(3, "?"), "calls:", m.calls[2])

print("triple:", m.triple(5), m.triple.__name__)
print("negate is abs:", m.negate is abs, m.call_negate(-4), m.call_negate(6))

print("stacked:", m.stacked(2), m.stacked.__name__, m.stacked.__doc__)
print("stacked wrapped chain:", m.stacked.__wrapped__.__wrapped__.__name__)

print("use_counted:", m.use_counted(), "count:", m.counted.count)
print("counted meta:", m.counted.__name__, m.counted.__qualname__, m.counted.__module__)
print("counted doc:", m.counted.__doc__)
print("counted wrapped:", m.counted.__wrapped__.__name__, m.counted.__wrapped__(6))
# (CPython's __text_signature__ format has no annotations: compare names and defaults.)
sig = inspect.signature(m.counted)
print("counted signature:", [(p.name, p.default, p.kind.name) for p in sig.parameters.values()])
print("fib signature:", list(inspect.signature(m.fib).parameters))
print("counted(7):", m.counted(7), "count:", m.counted.count)

print("run_bump:", m.run_bump(), m.bump(0))
print("use_plain:", m.use_plain())
print("order:", m.order_a(), m.order_b())
print("quad:", m.quad(2), m.quad.__name__, m.quad.__wrapped__.__name__)
print("versioned:", m.versioned(3), m.use_versioned(), m.versioned.__name__)
print("triple doc:", m.triple.__doc__, m.triple.__qualname__, m.triple.__module__)
print("final log:", log)

# Rebinding a decorated function from Python is seen by compiled callers.
m.negate = lambda x: x * 100
print("call_negate after rebinding:", m.call_negate(2))
m.fib = lambda n: -1
print("fib_sum after rebinding:", m.fib_sum(3))
try:
    m.triple(1, 2)
except TypeError as e:
    print("TypeError:", e)
