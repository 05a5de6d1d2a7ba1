import calls_unpacking_print as pr
pr.show(["a", "b", "c"], "|")
print(pr.splat([1, 2], {"b": 3}))
for kw in [{"b": 1}, {"c": 1}, {"z": 1}]:
    try:
        print(pr.twice(kw))
    except TypeError as e:
        print("TypeError", e)
try:
    pr.splat([1, 2, 3, 4], {})
except TypeError as e:
    print("TypeError", e)
