"""Boundary behaviour of compiled functions with keyword-only, positional-only, *args and **kwargs
parameters called from Python: typed *args items and **kwargs values are checked (TypeError
naming the parameter), int items of float ones become floats, the packed tuple and dict are new
objects, and inspect.signature sees the parameter kinds."""
from __future__ import annotations

import gc
import inspect
import sys

import pytest

from helpers import import_compiled

SOURCE = '''\
def total(*xs: int) -> int:
    s = 0
    for x in xs:
        s += x
    return s


def fsum(*xs: float) -> float:
    s = 0.0
    for x in xs:
        s += x
    return s


def named(**kw: str) -> str:
    return ",".join(k + "=" + kw[k] for k in sorted(kw))


def fnamed(**kw: float) -> list[float]:
    return [kw[k] for k in sorted(kw)]


def maybe(*xs: int | None) -> int:
    return len([x for x in xs if x is None])


def echo(*args: object, **kwargs: object) -> tuple[tuple[object, ...], dict[str, object]]:
    return args, kwargs


def mixed(a: int, /, b: float = 1.5, *rest: str, flag: bool = False, n: int, **kw: int) -> str:
    return f"{a} {b} {rest} {flag} {n} {sorted(kw.items())}"


def computed(a: int, *, size: int = len("abc") * 2, items: list[int] = []) -> int:
    items.append(a)
    return size + len(items)


class Acc:
    def add(self, *xs: int, scale: int = 1) -> int:
        return sum(xs) * scale
'''

MODULE_NAME = "hintc_boundary_sig_mod"


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    root = tmp_path_factory.mktemp("boundary_sig")
    (root / f"{MODULE_NAME}.py").write_text(SOURCE)
    yield import_compiled(root / f"{MODULE_NAME}.py", root / "out", module_name=MODULE_NAME)
    sys.modules.pop(MODULE_NAME, None)


def _type_error(fn, *args, **kwargs):
    with pytest.raises(TypeError) as info:
        fn(*args, **kwargs)
    return str(info.value)


@pytest.mark.parametrize(
    "name,args,kwargs,message",
    [
        ("total", (1, "2"), {}, "total() argument 'xs' item 2 must be int, not str"),
        ("total", (1.5,), {}, "total() argument 'xs' item 1 must be int, not float"),
        ("fsum", (1.0, None), {}, "fsum() argument 'xs' item 2 must be float, not NoneType"),
        ("named", (), {"a": "x", "b": 2}, "named() argument 'kw' value for 'b' must be str, not int"),
        ("fnamed", (), {"z": "1"}, "fnamed() argument 'kw' value for 'z' must be float, not str"),
        ("maybe", (None, "x"), {}, "maybe() argument 'xs' item 2 must be int or None, not str"),
        ("mixed", (1, 2.0, "s", 3), {"n": 1}, "mixed() argument 'rest' item 2 must be str, not int"),
        ("mixed", (1,), {"n": 1, "q": 1.0}, "mixed() argument 'kw' value for 'q' must be int, not float"),
        ("mixed", (1,), {"n": "1"}, "mixed() argument 'n' must be int, not str"),
        ("mixed", (1,), {"n": 1, "flag": 1}, "mixed() argument 'flag' must be bool, not int"),
    ],
)
def test_variadic_items_are_type_checked(compiled, name, args, kwargs, message):
    assert _type_error(getattr(compiled, name), *args, **kwargs) == message


def test_method_variadic_items_are_type_checked(compiled):
    assert _type_error(compiled.Acc().add, 1, "2") == "Acc.add() argument 'xs' item 2 must be int, not str"
    assert compiled.Acc().add(1, 2, True, scale=3) == 12


def test_float_items_are_converted(compiled):
    # As for a float parameter, an int (or bool) given for *args: float becomes a float.
    result = compiled.fsum(1, 2, True)
    assert type(result) is float and result == 4.0
    assert [type(v) for v in compiled.fnamed(a=1, b=2.5)] == [float, float]
    with pytest.raises(OverflowError):
        compiled.fsum(2**2000)
    with pytest.raises(OverflowError):
        compiled.fnamed(big=2**2000)


def test_packed_objects_are_fresh(compiled):
    source = {"k": 1}
    args, kwargs = compiled.echo(*(1, 2), **source)
    assert args == (1, 2) and type(args) is tuple
    assert kwargs == {"k": 1} and kwargs is not source
    kwargs["other"] = 2
    assert source == {"k": 1}
    assert compiled.echo() == ((), {})


def test_bool_items_accepted_for_int(compiled):
    assert compiled.total(True, True, 3) == 5


def test_signature_kinds(compiled):
    sig = inspect.signature(compiled.mixed)
    assert [(p.name, p.kind, p.default) for p in sig.parameters.values()] == [
        ("a", inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.empty),
        ("b", inspect.Parameter.POSITIONAL_OR_KEYWORD, 1.5),
        ("rest", inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.empty),
        ("flag", inspect.Parameter.KEYWORD_ONLY, False),
        ("n", inspect.Parameter.KEYWORD_ONLY, inspect.Parameter.empty),
        ("kw", inspect.Parameter.VAR_KEYWORD, inspect.Parameter.empty),
    ]
    assert str(inspect.signature(compiled.Acc().add)) == "(*xs, scale=1)"


def test_signature_of_computed_defaults(compiled):
    # A computed default has no source literal: it shows as `...`, a literal one as written.
    params = inspect.signature(compiled.computed).parameters
    assert params["size"].default is Ellipsis
    assert params["items"].default == []
    assert compiled.computed(1) == 7 and compiled.computed(2) == 8  # one shared list


def test_no_reference_leaks(compiled):
    def work():
        compiled.total(1, 2, 2**70)
        compiled.fsum(1, 2.5)
        compiled.fnamed(a=1, b=2.0)
        compiled.echo(1, "x", k=[1])
        compiled.mixed(1, 2, "a", "b", n=2**65, z=3)
        for bad in ((1, "x"), (2**80, None)):
            try:
                compiled.total(*bad)
            except TypeError:
                pass
        try:
            compiled.named(a="x", b=1)
        except TypeError:
            pass
        try:
            compiled.mixed(1, n=1, x="s")
        except TypeError:
            pass
        try:
            compiled.mixed(a=1, n=1)
        except TypeError:
            pass

    # Warm caches first; then the number of live memory blocks must stay flat.
    for rounds in (200, 3000):
        gc.collect()
        before = sys.getallocatedblocks()
        for _ in range(rounds):
            work()
        gc.collect()
    assert sys.getallocatedblocks() - before < 200
