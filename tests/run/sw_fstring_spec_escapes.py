# Escapes in f-string format specs: the spec's text is decoded like the rest of the literal, so
# `\N{NAME}` there is a character (not a nested field, which tree-sitter would read), as are
# `\x41`, `\t`, ...; an escaped backslash before `N{w}` leaves a nested field; raw f-strings keep
# the backslash.


def bullet(x: str) -> str:
    return f"{x:\N{BULLET}>10}"


def dashes(x: int) -> str:
    return f"{x:\N{EM DASH}^9}|{x:\N{LATIN SMALL LETTER A}<4}"


def nested_width(x: float, w: int) -> str:
    return f"{x:\N{MIDDLE DOT}>{w}.2f}|{x:\N{DIGIT ZERO}>{w}}"


def hex_fill(x: int) -> str:
    return f"{x:\x41>5}"


def triple(x: int) -> str:
    return f"""{x:\N{BLACK STAR}^7}"""


def escaped_backslash(x: int) -> str:
    return f"{x:\\N{x}}"


def concatenated(x: int, y: str) -> str:
    return f"[{x:\N{WHITE CIRCLE}>4}]" "\N{RIGHTWARDS ARROW}" f"{y:\N{BLACK CIRCLE}<3}"
