import optional_noreturn as m
from _show import show

show("plus_one", m.plus_one, 4)
show("plus_one None", m.plus_one, None)
show("lookup", m.lookup, {"a": "x"}, "a")
try:
    m.lookup({}, "b")
except SystemExit as e:
    print("exit", e.code)
show("first_word", m.first_word, "hello world")
show("first_word empty", m.first_word, "")
