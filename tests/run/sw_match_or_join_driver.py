import sw_match_or_join as m
from _show import show

for v in (m.Dog("rex"), m.Cat("tom"), m.Fish(), 3, True):
    show("pets", m.pets, v)
for v in (m.Dog("a"), m.Cat("b"), "s"):
    show("pet_alternatives", m.pet_alternatives, v)
for v in ("w", 4, b"b"):
    show("words", m.words, v)
for v in (1, "x", True):
    show("mixed", m.mixed, v)
for v in (m.Pt(1, 2), m.Pt3(3, 4, 5), None):
    show("fields", m.fields, v)
show("in_lists", m.in_lists, [[m.Dog("d")], [m.Cat("c"), 0], ["ABC"], ("X", "y"), [1], 5])
show("keyword_on_builtin", m.keyword_on_builtin, "abc")
