# Str literal escapes CPython accepts (\N{...} names and aliases, \x, \u, \U, octal, line
# continuation, f-strings and concatenations), complex literals, and the TypeErrors of unpacking
# a non-iterable or non-mapping into a call (`f(*5)`, `f(**5)`).
from typing import Any, List


def named() -> List[str]:
    return [
        "\N{GREEK SMALL LETTER ALPHA}\N{greek small letter beta}",
        "caf\N{LATIN SMALL LETTER E WITH ACUTE}",
        "\N{BYTE ORDER MARK}\N{EM DASH}\N{SNOWMAN}",
        "\N{CJK UNIFIED IDEOGRAPH-4E00}\N{HANGUL SYLLABLE GA}\N{GRINNING FACE}",
        "a\
b",
        "\x41\101\u00e9\U0001F600\0\a\b\f\v\t\r\n\\\'\"\q",
        f"\N{DEGREE SIGN}{21 + 1}\N{DEGREE SIGN}",
        "\N{BULLET} " "item" f" {1}\N{BULLET}",
        r"\N{BULLET}",
    ]


def lengths() -> List[int]:
    return [len(s) for s in named()] + [ord("\N{SNOWMAN}"), len("\N{LATIN CAPITAL LETTER GHA}")]


def bytes_escapes() -> List[bytes]:
    return [b"\N{BULLET}", b"\x41\101\n\\", b"\u00e9"]


def complexes() -> List[Any]:
    z = 1 + 2j
    w = 3j
    return [z, w, z * w, -2j, 1.5e3j, 0j, abs(3 + 4j), (1 - 1j).conjugate(), z == complex(1, 2)]


def f(*args: object) -> int:
    return len(args)


def g(**kw: object) -> int:
    return len(kw)


def star(v: Any) -> int:
    return f(*v)


def star_kw(v: Any) -> int:
    return f(*v, **{})


def star_after(v: Any) -> int:
    return f(1, *v)


def star_twice(v: Any) -> int:
    return f(*[1], *v)


def dstar(v: Any) -> int:
    return g(**v)


def dstar_after(v: Any) -> int:
    return g(a=1, **v)


def builtin_star(v: Any) -> int:
    return len(*v)


def method_star(v: Any) -> str:
    return "-".join(*v)


def order(v: Any) -> List[str]:
    seen: List[str] = []

    def note(s: str) -> int:
        seen.append(s)
        return 0

    try:
        g(**{"a": note("kw")}, b=f(*v))
    except TypeError as e:
        seen.append(str(e))
    return seen


def pattern(s: str) -> str:
    match s:
        case "\N{BULLET}":
            return "bullet"
        case "\x41\N{COMBINING ACUTE ACCENT}":
            return "A acute"
    return "other"


def fstring_names(x: int) -> List[str]:
    return [f"\N{LEFT CURLY BRACKET}{x}\N{RIGHT CURLY BRACKET}", f"{{\N{BULLET}}}",
            "\N{LATIN SMALL LETTER A}" "\N{LATIN SMALL LETTER B}", u"\N{DIGIT ONE}", R"\N{DIGIT ONE}",
            f"\\N{{DIGIT ONE}}", "\\N{DIGIT ONE}"]
