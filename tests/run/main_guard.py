# The script idiom: a main() guarded by __name__, and an Ellipsis placeholder body.


def placeholder() -> None:
    ...


def main() -> int:
    total = 0
    for i in range(10):
        total += i * i
    print("sum of squares", total)
    return total


print("module name check:", __name__ == "main_guard")
if __name__ == "__main__":
    main()
