# str methods in a hot loop: split, strip, lower/upper, startswith, replace, find, join, f-strings.


def make_lines(n: int) -> list[str]:
    words: list[str] = ["Alpha", "beta", "  Gamma", "delta  ", "EPSILON", "zeta", "eta", "Theta"]
    lines: list[str] = []
    for i in range(n):
        a: str = words[i % 8]
        b: str = words[(i * 3 + 1) % 8]
        c: str = words[(i * 5 + 2) % 8]
        lines.append(f"{a},{b}, {c} ;{i}")
    return lines


def process(lines: list[str]) -> tuple[int, int, int, str]:
    starts: int = 0
    found: int = 0
    length: int = 0
    last: str = ""
    for line in lines:
        head, _, tail = line.partition(";")
        parts: list[str] = [p.strip().lower() for p in head.split(",")]
        for p in parts:
            if p.startswith("e") or p.endswith("a"):
                starts += 1
        joined: str = "-".join(parts).replace("eta", "ETA")
        found += joined.find("ETA") + int(tail)
        last = joined.upper()
        length += len(last)
    return starts, found, length, last


def main(n: int = 50000) -> None:
    lines: list[str] = make_lines(n)
    total: int = 0
    result: tuple[int, int, int, str] = (0, 0, 0, "")
    for r in range(3):
        result = process(lines)
        total += result[0] + result[1] + result[2]
    print(total)
    print(result[3])
