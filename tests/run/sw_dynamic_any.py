# The dynamic fallback: unannotated functions, Any and object values mixed with typed code, and
# CPython's errors from operations on them.
import sys
from typing import Any, Dict, List, Optional


def untyped(a, b=2, *rest, **kw):
    return [a * b, rest, sorted(kw.items())]


def untyped_ops(x, y):
    out = []
    out.append(x + y)
    out.append(x[0] if x else None)
    out.append(len(x))
    out.append(x == y)
    out.append(str(x) + repr(y))
    return out


def any_mix(v: Any, n: int) -> List[object]:
    a = v + n
    b: int = len(v) if hasattr(v, "__len__") else -1
    c = [v] * n
    d = {v: n} if isinstance(v, (int, str, tuple)) else {}
    return [a, b, c, d, v is None, type(v).__name__]


def object_ops(o: object) -> List[object]:
    out: List[object] = [str(o), repr(o), o == 1, hash(o) if o.__hash__ is not None else "unhashable",
                         isinstance(o, int), type(o) is list, bool(o)]
    if isinstance(o, str):
        out.append(o.upper() + o[::-1])
    elif isinstance(o, list):
        out.append(len(o))
        out.append(o[-1] if o else None)
    elif isinstance(o, dict):
        out.append(sorted(o))
    elif isinstance(o, (int, float)):
        out.append(o * 2)
    return out


def any_attr(v: Any) -> Any:
    return v.real + v.imag


def any_call(f: Any, *args: Any, **kwargs: Any) -> Any:
    return f(*args, **kwargs)


def any_index(d: Any, k: Any) -> Any:
    return d[k]


def any_iter(v: Any) -> List[Any]:
    out = []
    for x in v:
        out.append(x)
    return out


def any_unpack(v: Any) -> int:
    a, b = v
    return a + b


def any_to_typed(v: Any) -> float:
    f: float = v
    return f * 2


def any_compare(a: Any, b: Any) -> List[bool]:
    return [a < b, a <= b, a == b, a != b, a in [b], a is b]


def dict_any(d: Dict[str, Any]) -> List[object]:
    n = d["n"] + 1
    s = d.get("s", "default").upper()
    items = [k for k, v in d.items() if v]
    return [n, s, items, d.get("missing")]


def optional_any(v: Optional[Any]) -> str:
    return "none" if v is None else str(v)


def stderr_print(msg: str) -> None:
    print(msg, file=sys.stderr)
    print("done", file=sys.stdout)


def lambdas(xs: List[int]) -> List[object]:
    key = lambda x: -x
    add = lambda a, b=10: a + b
    return [sorted(xs, key=key), add(1), add(1, 2), list(map(lambda p: p * 2, xs)), (lambda: 5)()]


def dynamic_div(a, b):
    return [a / b, a // b, a % b, divmod(a, b), a ** b]
