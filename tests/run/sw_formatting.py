# f-strings with nested specs and conversions, % formatting (tuples, dicts, *), format(), print options.
from typing import Any


def nested_specs(x: float, w: int, p: int) -> list[str]:
    return [f"{x:{w}.{p}f}", f"{x:>{w}}", f"{x!r:>10}", f"{x!s:<{w}}|", f"{'s'!r:^{w}}",
            f"{x:{'+' if x > 0 else ' '}.{p}e}", f"{w:{'0'}{w}d}"]


def int_specs(i: int) -> list[str]:
    return [f"{i:+d}", f"{i: d}", f"{i:#x}", f"{i:#X}", f"{i:#b}", f"{i:o}", f"{i:c}" if 0 <= i < 0x110000 else "",
            f"{i:,d}", f"{i:_x}", f"{i:=+8}", f"{i:e}", f"{i:.2f}", f"{i:%}", f"{i:n}", f"{i!r}", f"{i!a}"]


def float_specs(x: float) -> list[str]:
    return [f"{x}", f"{x:g}", f"{x:.0f}", f"{x:.3g}", f"{x:,.2f}", f"{x:+.1e}", f"{x:010.2f}",
            f"{x:.2%}", f"{x:_}", f"{x:#.0f}", f"{x:E}", f"{x:G}", f"{x:n}", f"{x:=^12.3}", f"{x:=>{9}}", f"{f'{x:=<9}'!r:=^20}"]


def bad_spec(i: int, spec: str) -> str:
    return f"{i:{spec}}"


def bad_spec_str(s: str) -> str:
    return f"{s:d}"


def conversions(s: str, o: object) -> list[str]:
    return [f"{s!r}", f"{s!a}", f"{o!r}", f"{o!s}", f"{o}", f"{s=}", f"{s = }", f"{o=!s:>8}"]


def percent(i: int, x: float, s: str) -> list[str]:
    return ["%d|%5d|%-5d|%05d" % (i, i, i, i), "%s and %r" % (s, s), "%.3f %e %g" % (x, x, x),
            "%x %X %o %#x" % (i, i, i, i), "%c%c" % (65, "b"), "%%" % (), "%s" % [i], "%s" % (s,),
            "%(a)s-%(b)05.1f" % {"a": s, "b": x}, "%*d|%-*.*f" % (6, i, 9, 2, x), "%i %u" % (i, i),
            "%a" % s, "%s" % s, "%d" % x]


def percent_errors(fmt: str, args: Any) -> str:
    return fmt % args


def format_builtin(i: int, x: float, s: str) -> list[str]:
    return [format(i), format(i, "08b"), format(x, ".1f"), format(s, ">5"), format(x), str.format("{}", i),
            "{:{}}".format(s, 6), "{0[0]}{0[1]}".format(s), "{!r:^9}".format(s), "{a.real}".format(a=x)]


def printing(xs: list[int], s: str) -> None:
    print(*xs)
    print(*xs, sep=", ", end=";\n")
    print(s, s, sep="")
    print()
    print("a", "b", sep=None, end=None)
    print(xs, {s: xs}, (s,), end="|")
    print("", flush=True)
    print(1, 2.5, True, None, b"x", [None], sep="\t")


def bad_sep(xs: list[int]) -> None:
    print(*xs, sep=5)  # type: ignore[call-overload]


def reprs(xs: list[object]) -> list[str]:
    return [repr(x) for x in xs] + [str(x) for x in xs] + [ascii(x) for x in xs]


def str_of_numbers(i: int, x: float) -> list[str]:
    return [str(i), str(x), str(-x), str(x * 1e20), str(x / 1e20), repr(1e16), repr(1e-5), str(2 ** 64 * i),
            str(float(i)), str(round(x, 2)), str(0.1 + 0.2), str(-0.0), str(float("inf")), str(float("nan"))]
