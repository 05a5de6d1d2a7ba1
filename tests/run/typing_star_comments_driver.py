from typing_star_comments import anything, counted, total, tuples

print(total([1, 2]), total([1], {"a": 5}), tuples(3), anything("ab"), counted(5))
