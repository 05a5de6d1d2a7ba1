# str methods with native fast paths (strip/lstrip/rstrip, lower/upper, partition/rpartition):
# exact str receivers, ASCII and not, unicode whitespace, str subclasses (from the driver)
# overriding them.


def strips(s: str) -> list[str]:
    return [s.strip(), s.lstrip(), s.rstrip(), s.strip().strip()]


def cases(s: str) -> list[str]:
    return [s.lower(), s.upper(), s.upper().lower(), s.lower().upper()]


def parts(s: str, sep: str) -> list[tuple[str, str, str]]:
    return [s.partition(sep), s.rpartition(sep)]


def pieces(s: str) -> str:
    head, mid, tail = s.partition(";")
    a, b, c = s.rpartition(",")
    return "|".join([head.strip().upper(), mid, tail.lower(), a, b, c.rstrip()])


def loop(lines: list[str]) -> int:
    total = 0
    for line in lines:
        word = line.strip().lower()
        if word.startswith("a"):
            total += len(word.upper())
    return total


def same_object(s: str) -> bool:
    # CPython returns an exact str with nothing to strip itself.
    return s.strip() is s
