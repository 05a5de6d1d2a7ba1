# Float formatting edge cases (nan, inf, -0.0, %g, {:e}), str.format with nested fields and
# conversions, repr of nested and recursive containers.
import math
from typing import Any


def float_forms(x: float) -> list[str]:
    return [repr(x), str(x), f"{x:e}", f"{x:.3E}", f"{x:g}", f"{x:.10g}", f"{x:#g}", f"{x:+.2f}", f"{x:08.3f}",
            "%g" % x, "%.3g" % x, "%e" % x, "%10.4f|" % x, "%-10.2e|" % x, "%+g" % x, "%#.0f" % x,
            format(x, ".1%"), format(x, "^12.4"), format(x, ""), "{:,.3f}".format(x), "{0:>{1}.{2}f}".format(x, 12, 2),
            str(round(x, 2)) if math.isfinite(x) else "skip", f"{x!r:>24}", f"{x:=+12.3f}"]


def special_values() -> list[object]:
    nan = float("nan")
    inf = math.inf
    nz = -0.0
    return [repr(nan), repr(-inf), repr(nz), str(nz), f"{nz:.1f}", f"{nz:+g}", "%f" % nz, "%g" % inf,
            "%E" % -inf, f"{nan:10}|", f"{inf:<6}|", f"{-inf:e}", nz == 0.0, math.copysign(1.0, nz),
            nan == nan, nan != nan, math.isnan(nan * 0), inf - inf != inf - inf,
            1e16, 1e15, 1.5e-5, 0.0001, 123456789.0, 1e22, 2.5e-320, float("1e309"), -1e-400, 0.1 + 0.2,
            round(2.675, 2), round(0.5), round(1.5), round(-0.5), f"{1e-7:f}", f"{12345.678:.2e}"]


def template(data: dict[str, Any], items: list[object]) -> list[str]:
    return ["{name!r:>10}|{name!s:<6}|{name!a}".format(**data),
            "{0[name]} has {0[tags][1]} and {1.real}".format(data, 3),
            "{:{fill}{align}{width}}".format("mid", fill="*", align="^", width=9),
            "{0:{1}}|{0:{2}}".format(3.14159, ".2f", "e"),
            "{items[0]!a} {items[1]!r:.4}".format(items=items),
            "{{literal}} {0}".format("x"), "{:%Y}".format(__import__("datetime").date(2024, 5, 1)),
            "{!a}".format("caf\u00e9 \u2603"), "{0!s:*>{w}}".format(items, w=30),
            "%(name)s:%(count)04d" % data, "%r %a" % ("\u00e9", "\u00e9")]


def template_errors(fmt: str) -> str:
    return fmt.format(1, 2, name="n")


def recursive_repr() -> list[str]:
    xs: list[object] = [1, 2]
    xs.append(xs)
    d: dict[str, object] = {"self": None}
    d["self"] = d
    d["list"] = xs
    nested: list[object] = [xs, [xs], (xs,)]
    return [repr(xs), str(xs), repr(d), repr(nested), f"{xs}", "%s" % (xs,), repr([[], [[]], [[[]]]]),
            repr({1: {2: {3: ()}}}), repr(((1,),)), repr([{"a": [1.0, -0.0, float("nan")]}]), repr(set())]
