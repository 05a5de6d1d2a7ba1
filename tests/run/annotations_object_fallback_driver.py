from annotations_object_fallback import Missing, call_greet, collect, first_or, greet, swap

print(first_or(4, 0), first_or(Missing(), 7), swap(("a", "b")), collect([1, Missing(), "x"]))
print(call_greet(), greet(name="Bob", age=5))
