import conditional_defs as m

print("CHECKING:", m.CHECKING)
print("has never_defined:", hasattr(m, "never_defined"), "has Sequence:", hasattr(m, "Sequence"))
print("runtime_only:", m.runtime_only(3), m.use_runtime_only(), m.runtime_only.__doc__)
print("version_kind:", m.version_kind(), "LIMIT:", m.LIMIT)
print("fast_double:", m.fast_double(5), m.HAVE_FAST, m.fast_double.__name__)
print("encode:", m.encode([1, 2]), m.encode.__module__)
print("pick:", m.pick(5), m.use_pick(5))
print("countdown:", m.countdown(5), m.countdown_twice(6))
print("order:", m.order, m.MESSAGE)
print("summary:", m.summary())
print("total:", m.total([1, 2, 3]), m.total((4, 5)))
m.pick = lambda x: x * 10
print("use_pick after rebinding:", m.use_pick(5))
m.pick = lambda x: "not an int"
try:
    m.use_pick(1)
except TypeError as e:
    print("TypeError:", e)
del m.pick
try:
    m.use_pick(1)
except NameError as e:
    print("NameError:", e)
