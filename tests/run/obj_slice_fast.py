# Untyped subscripts: o[a:b] of exact lists, tuples, bytes and str with int or absent bounds is
# cut without a slice object, and b[i] of exact bytes reads the byte (hintc_slice,
# hintc_obj_getitem_slow); anything else is CPython's subscript. Results, identities and errors
# must be CPython's.
from typing import Any


def cuts(o: Any, bounds: list[Any]) -> list[Any]:
    out: list[Any] = []
    for lo in bounds:
        for hi in bounds:
            try:
                r = o[lo:hi]
                out.append((r, r is o))
            except Exception as e:
                out.append(type(e).__name__ + ": " + str(e))
    return out


def halves(o: Any) -> list[Any]:
    out: list[Any] = []
    for i in range(-1, 3):
        try:
            out.append((o[:i], o[i:], o[:], o[i:i + 1], o[::2], o[1::-1]))
            out.append(o[:] is o)
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def items(o: Any, keys: list[Any]) -> list[Any]:
    out: list[Any] = []
    for k in keys:
        try:
            out.append(o[k])
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def byte_sum(b: Any) -> int:
    total = 0
    i = 0
    while i < len(b):
        total += b[i] * (i + 1)
        i += 1
    return total
