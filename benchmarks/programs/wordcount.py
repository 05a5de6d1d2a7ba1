# Word count: builds pseudo-random text from a fixed vocabulary, splits it, counts words in a dict.

SYLLABLES: list[str] = ["ka", "lo", "mi", "ne", "ru", "ta", "shi", "vo", "pe", "zu", "an", "el"]


def make_text(n_words: int) -> str:
    words: list[str] = []
    state: int = 12345
    for i in range(n_words):
        # A small linear congruential generator keeps the text identical for every tool.
        state = (state * 1103515245 + 12345) % 2147483648
        n_syl: int = 1 + (state >> 16) % 3
        parts: list[str] = []
        s: int = state
        for k in range(n_syl):
            parts.append(SYLLABLES[s % len(SYLLABLES)])
            s //= 13
        word: str = "".join(parts)
        if (state >> 8) % 11 == 0:
            word = word.upper()
        words.append(word)
    return " ".join(words)


def count_words(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for raw in text.split():
        word: str = raw.lower()
        counts[word] = counts.get(word, 0) + 1
    return counts


def main(n: int = 600000) -> None:
    text: str = make_text(n)
    counts: dict[str, int] = count_words(text)
    best: str = ""
    best_count: int = 0
    weight: int = 0
    for word, c in counts.items():
        weight += c * len(word)
        if c > best_count or (c == best_count and word < best):
            best = word
            best_count = c
    print(len(counts))
    print(weight)
    print(best)
    print(best_count)
