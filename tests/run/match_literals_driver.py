import match_literals as m
from _show import show

for v in [0, 1, 3, -1, -2, 16, 101, 4, 2**70]:
    show("classify", m.classify, v)
for s in ["one", "two", "deux", "three", "four", ""]:
    show("word", m.word, s)
for o in [None, True, False, 1, 1.0, 1.5, b"raw", "", m.Color.RED, m.Color.GREEN, 0, [1]]:
    show("anything", m.anything, o)
show("flag", m.flag, True)
show("flag", m.flag, False)
for x in [None, 7, 8]:
    show("optional", m.optional, x)
show("guards", m.guards, [-3, 2, 12, 5, 7, 9])
show("capture_after", m.capture_after, 9)
show("capture_after", m.capture_after, 2)
show("no_match", m.no_match, 2)
show("no_match", m.no_match, 3)
show("two_subjects", m.two_subjects, 0, "x")
show("two_subjects", m.two_subjects, 4, "y")
show("two_subjects", m.two_subjects, 4, "z")
show("big", m.big, 12345678901234567890)
show("big", m.big, -12345678901234567890)
show("big", m.big, 5)
show("subject_once", m.subject_once, [1, 2, 3, 4])
show("subject_once", m.subject_once, [])
show("module_file", m.module_file)
