# break / continue in nested for and while loops, and the else clauses of both loop kinds.


def first_multiple(n: int, k: int, limit: int) -> int:
    for i in range(n, limit):
        if i % k == 0:
            break
    else:
        return -1
    return i


def sum_skipping(n: int, skip: int) -> int:
    total = 0
    for i in range(n):
        if i % skip == 0:
            continue
        total += i
    return total


def while_else(n: int) -> None:
    i = 0
    while i < n:
        if i == 7:
            print("break at", i)
            break
        i += 1
    else:
        print("loop finished with i =", i)
    print("after while, i =", i)


def nested_break(rows: int, cols: int, target: int) -> int:
    # Finds the first (r, c) with r * c == target; break leaves only the inner loop.
    found = -1
    for r in range(1, rows):
        for c in range(1, cols):
            if r * c == target:
                found = r * 1000 + c
                break
            if r * c > target:
                break
        else:
            continue
        break
    return found


def continue_in_while(n: int) -> int:
    i = 0
    odd_total = 0
    while i < n:
        i += 1
        if i % 2 == 0:
            continue
        odd_total += i
    else:
        odd_total += 1000000
    return odd_total


def search_pythagorean(perimeter: int) -> int:
    for a in range(1, perimeter):
        for b in range(a, perimeter - a):
            c = perimeter - a - b
            if c < b:
                break
            if a * a + b * b == c * c:
                return a * b * c
    return 0


def deep_nesting(n: int) -> int:
    count = 0
    for a in range(n):
        if a % 2:
            continue
        for b in range(n):
            if b > a:
                break
            k = 0
            while True:
                k += 1
                if k > b:
                    break
                if (a + b + k) % 3 == 0:
                    continue
                count += 1
    return count


def loop_else_without_break(n: int) -> None:
    for i in range(n):
        if i > 100:
            break
    else:
        print("for-else ran, n =", n)
    print("done", n)
