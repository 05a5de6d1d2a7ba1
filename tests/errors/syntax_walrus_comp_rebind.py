# A walrus rebinding an iteration variable of its comprehension.
def firsts(rows: list[list[int]]) -> list[int]:
    return [(row := row[1:])[0] for row in rows if row]
# error: 3:14: assignment expression cannot rebind comprehension iteration variable 'row'
