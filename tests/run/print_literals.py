# print() with string literals of every spelling, escapes and non-ASCII text, and sep/end.


def show() -> None:
    print("tab\there", "newline\nthere", 'single', "quote\"inside", 'it\'s')
    print("unicode: héllo wörld ✓ 日本", "\u00e9\x41\U0001F600")
    print("implicit" " concatenation", r"raw\n", """triple
quoted""", '')
    print("a", 1, "b", 2.5, sep="-")
    print("no newline", end="")
    print(" continued", end="!\n")
    print(1, 2, sep="", end="")
    print()
    print("nul\x00byte", "\\backslash", "emoji 😀", "\a\b\f\v\r")


def report(total: int, mean: float, ok: bool) -> None:
    print("total:", total, "mean:", mean, "ok:", ok, sep=" ", end=" <end>\n")


show()
