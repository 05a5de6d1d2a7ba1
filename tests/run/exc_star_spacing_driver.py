import exc_star_spacing as m

for line in m.spellings():
    print(line)
try:
    m.unmatched()
except ExceptionGroup as e:
    print("unmatched", repr(e.exceptions))
