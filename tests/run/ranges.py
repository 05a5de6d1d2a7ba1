# Every form of range(): one, two and three arguments, negative steps, empty ranges, big bounds,
# and the loop variable's value after the loop.


def sum_stop(stop: int) -> int:
    total = 0
    for i in range(stop):
        total += i
    return total


def sum_start_stop(start: int, stop: int) -> int:
    total = 0
    for i in range(start, stop):
        total += i
    return total


def sum_step(start: int, stop: int, step: int) -> int:
    total = 0
    count = 0
    for i in range(start, stop, step):
        total += i * (count + 1)
        count += 1
    return total * 1000 + count


def print_range(start: int, stop: int, step: int) -> None:
    for i in range(start, stop, step):
        print(i)
    print("end")


def last_value(start: int, stop: int, step: int) -> int:
    # The loop variable keeps its last value; it stays at the sentinel when the range is empty.
    i = -999
    for i in range(start, stop, step):
        pass
    return i


def countdown() -> None:
    for i in range(10, 0, -3):
        print("count", i)
    for j in range(-1, -10, -4):
        print("neg", j)
    for k in range(5, 5):
        print("never", k)
    for k in range(0, 10, 100):
        print("once", k)


def modified_loop_var(n: int) -> int:
    # Assigning to the loop variable does not change the iteration.
    total = 0
    for i in range(n):
        total += i
        i = 100
        total += i
    return total


def nested_triangle(n: int) -> int:
    cells = 0
    for row in range(n):
        for col in range(row, -1, -1):
            cells += col + 1
    return cells


def big_range_sum(start: int, count: int) -> int:
    total = 0
    for i in range(start, start + count):
        total += i
    return total


def range_len_by_loop(start: int, stop: int, step: int) -> int:
    n = 0
    for _ in range(start, stop, step):
        n += 1
    return n
