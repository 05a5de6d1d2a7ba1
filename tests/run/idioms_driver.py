import idioms as m

print("module doc:", m.__doc__)
print("function doc:", m.double.__doc__)
print("no doc:", m.noop.__doc__)
for x in (0, 3, -2 ** 70):
    print(m.double(x), m.noop(x), m.semicolons(x), m.one_liner(x), m.body_after_comments(x))
for x in (0.0, 1.5, -3.0):
    print(m.continued(x))
