import classes_inherit as m

zoo = [m.Animal("cat", 4), m.Dog("rex"), m.Puppy("bit"), m.Bird("tweety")]
print(m.chorus(zoo))
print([m.distance(a, 10) for a in zoo])
print(m.count_dogs(zoo), [type(a).__name__ for a in zoo])
p = m.Puppy("bit")
print(m.train(p, 3), p.tricks, p.legs, p.name, p.sound(), p.speak())
print(isinstance(p, m.Animal), isinstance(p, m.Dog), issubclass(m.Puppy, m.Animal))
print(m.Bird("b").wingspan, m.first_legs(m.Bird("b")))
print([c.__name__ for c in m.Puppy.__mro__])
try:
    m.train(m.Animal("x", 1), 1)
except (TypeError, AttributeError):
    print("rejected")
print(m.build_checked([1, -2, 3]))
try:
    m.Checked(-5)
except ValueError as e:
    print("ValueError:", e)
m.Checked(-7)
