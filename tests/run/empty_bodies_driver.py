from empty_bodies import Shape, Square, describe, doc

print(describe(Square(1.5)), doc())
print(Shape().note())
