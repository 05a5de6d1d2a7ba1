"""Boundary behaviour of compiled functions called from Python: argument parsing errors match
CPython's, typed parameters reject wrong types with TypeError, bool is accepted for int and int
for float (converted), and huge ints overflow when converted to float."""
from __future__ import annotations

import enum
import gc
import sys

import pytest

from helpers import import_compiled

SOURCE = '''\
def fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def scale(x: float, k: float = 2.0) -> float:
    return x * k


def combine(a: int, b: int, c: int = 3, d: int = 4) -> int:
    return a * 1000 + b * 100 + c * 10 + d


def flip(b: bool) -> bool:
    return not b


def takes_none(x: None) -> int:
    return 7


def nothing() -> int:
    return 0


def ident_int(n: int) -> int:
    return n


def ident_float(x: float) -> float:
    return x


def int_to_float_result(n: int) -> float:
    return n / 1


def churn(a: int, b: int) -> int:
    c = a * b + (a << 70) - (b // 3)
    if c % 5 == 0:
        return c // (b - b)
    return c ^ (a | b)
'''

MODULE_NAME = "hintc_boundary_mod"


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    src = tmp_path_factory.mktemp("boundary") / f"{MODULE_NAME}.py"
    src.write_text(SOURCE)
    module = import_compiled(src, src.parent / "out", module_name=MODULE_NAME)
    assert module.__file__.endswith(".so"), module.__file__
    yield module
    sys.modules.pop(MODULE_NAME, None)


@pytest.fixture(scope="module")
def interpreted():
    namespace: dict = {"__name__": "interpreted"}
    exec(compile(SOURCE, "interpreted.py", "exec"), namespace)
    return namespace


def _error(fn, *args, **kwargs):
    with pytest.raises(BaseException) as info:
        fn(*args, **kwargs)
    return type(info.value), str(info.value)


# Calls whose failure is the same for a compiled and an interpreted function.
ARG_ERRORS = [
    ("fib", (), {}),
    ("fib", (1, 2), {}),
    ("fib", (), {"m": 1}),
    ("fib", (1,), {"n": 2}),
    ("fib", (1,), {"x": 2}),
    ("scale", (), {}),
    ("scale", (1.0, 2.0, 3.0), {}),
    ("scale", (), {"k": 1.0}),
    ("scale", (1.0,), {"x": 2.0}),
    ("scale", (1.0,), {"k": 2.0, "z": 1}),
    ("combine", (), {}),
    ("combine", (1,), {}),
    ("combine", (), {"c": 1}),
    ("combine", (1, 2, 3, 4, 5), {}),
    ("combine", (1, 2, 3, 4, 5, 6), {}),
    ("combine", (1, 2), {"b": 5}),
    ("combine", (1, 2), {"a": 5, "c": 6}),
    ("nothing", (1,), {}),
    ("nothing", (), {"a": 1}),
    ("flip", (True, False), {}),
]


@pytest.mark.parametrize("name,args,kwargs", ARG_ERRORS, ids=[f"{n}{a}{k}" for n, a, k in ARG_ERRORS])
def test_argument_errors_match_cpython(compiled, interpreted, name, args, kwargs):
    expected = _error(interpreted[name], *args, **kwargs)
    assert expected[0] is TypeError
    assert _error(getattr(compiled, name), *args, **kwargs) == expected


@pytest.mark.parametrize(
    "name,args,kwargs,message",
    [
        ("fib", ("10",), {}, "fib() argument 'n' must be int, not str"),
        ("fib", (), {"n": "10"}, "fib() argument 'n' must be int, not str"),
        ("fib", (2.0,), {}, "fib() argument 'n' must be int, not float"),
        ("fib", (None,), {}, "fib() argument 'n' must be int, not NoneType"),
        ("scale", ("1",), {}, "scale() argument 'x' must be float, not str"),
        ("scale", (1.0, None), {}, "scale() argument 'k' must be float, not NoneType"),
        ("scale", (1.0,), {"k": [2.0]}, "scale() argument 'k' must be float, not list"),
        ("combine", (1, 2.5), {}, "combine() argument 'b' must be int, not float"),
        ("combine", (1, 2), {"d": "4"}, "combine() argument 'd' must be int, not str"),
        ("flip", (1,), {}, "flip() argument 'b' must be bool, not int"),
        ("flip", (None,), {}, "flip() argument 'b' must be bool, not NoneType"),
        ("takes_none", (0,), {}, "takes_none() argument 'x' must be None, not int"),
    ],
)
def test_wrong_types_raise_type_error(compiled, name, args, kwargs, message):
    assert _error(getattr(compiled, name), *args, **kwargs) == (TypeError, message)


def test_arg_count_checked_before_types(compiled, interpreted):
    # CPython binds arguments before any annotation could matter: too many arguments wins.
    expected = _error(interpreted["fib"], "x", "y")
    assert _error(compiled.fib, "x", "y") == expected


def test_bool_accepted_for_int(compiled):
    assert compiled.fib(True) == 1
    result = compiled.ident_int(True)
    assert result == 1 and type(result) is int
    assert compiled.combine(True, False, c=True) == 1014
    assert compiled.flip(True) is False and compiled.flip(False) is True


def test_int_accepted_for_float_and_converted(compiled):
    for value in (0, 3, -7, 2**53, 2**63, -(2**70)):
        result = compiled.ident_float(value)
        assert type(result) is float and result == float(value)
    result = compiled.scale(3, k=2)
    assert type(result) is float and result == 6.0
    result = compiled.ident_float(True)
    assert type(result) is float and result == 1.0


def test_huge_int_to_float_parameter_overflows(compiled):
    assert _error(compiled.ident_float, 2**1024) == (OverflowError, "int too large to convert to float")
    assert _error(compiled.scale, 1.0, -(10**400)) == (OverflowError, "int too large to convert to float")


def test_results_have_exact_types(compiled):
    assert type(compiled.fib(10)) is int
    assert compiled.fib(100) == 354224848179261915075
    assert type(compiled.int_to_float_result(3)) is float
    assert compiled.takes_none(None) == 7
    assert compiled.nothing() == 0


def test_big_ints_pass_through(compiled):
    for value in (2**62, 2**63, -(2**63) - 1, 2**64, 10**50, -(10**50)):
        assert compiled.ident_int(value) == value


def test_function_metadata(compiled):
    assert compiled.fib.__name__ == "fib"
    assert compiled.__name__ == MODULE_NAME
    for name in ("fib", "scale", "combine", "flip"):
        assert callable(getattr(compiled, name))


def test_int_and_float_subclasses_accepted(compiled):
    class MyInt(int):
        pass

    class Color(enum.IntEnum):
        RED = 5

    class MyFloat(float):
        pass

    for value, expected in ((MyInt(7), 7), (Color.RED, 5)):
        result = compiled.ident_int(value)
        assert type(result) is int and result == expected
    result = compiled.ident_float(MyFloat(2.5))
    assert type(result) is float and result == 2.5
    result = compiled.ident_float(MyInt(-2))
    assert type(result) is float and result == -2.0


def test_no_reference_leaks(compiled):
    # Bignum arithmetic, boxing, argument errors and exceptions raised inside compiled code must
    # release everything they allocate: the number of live memory blocks stays flat.
    def work():
        for a, b in ((2**70, 3), (-(2**65), 2**64 + 1), (5, 5), (2**63 - 1, -(2**63))):
            try:
                compiled.churn(a, b)
            except ZeroDivisionError:
                pass
        for bad in ("x", 1.5, None):
            try:
                compiled.churn(bad, 1)
            except TypeError:
                pass
        try:
            compiled.combine(1, 2, e=3)
        except TypeError:
            pass
        compiled.ident_float(2**60)
        compiled.scale(3, k=2**40)

    for _ in range(200):
        work()
    gc.collect()
    before = sys.getallocatedblocks()
    for _ in range(3000):
        work()
    gc.collect()
    assert sys.getallocatedblocks() - before < 200


BOOL_AS_INT = '''\
def local_int(flag: bool) -> str:
    x: int = flag
    return repr(x)


def native_items(flag: bool) -> list[str]:
    xs: list[int] = [flag, 2]
    d: dict[int, int] = {}
    d[flag] = flag
    out = [repr(x) for x in xs]
    for k, v in d.items():
        out.append(repr(k) + ":" + repr(v))
    return out


def ordinary_items(flag: bool) -> str:
    ys: list[int] = [flag, 2]
    return repr(ys)
'''


def test_bool_in_int_storage_becomes_int(tmp_path):
    """README, differences: a bool stored where the annotation says int (a variable, an item of
    a native local list or dict) becomes a plain int, as in mypyc; ordinary lists keep it."""
    src = tmp_path / "bool_as_int.py"
    src.write_text(BOOL_AS_INT)
    mod = import_compiled(src, tmp_path / "out", module_name="hintc_bool_as_int")
    assert mod.local_int(True) == "1"
    assert mod.native_items(True) == ["1", "2", "1:1"]
    assert mod.ordinary_items(True) == "[True, 2]"
    ns: dict = {}
    exec(BOOL_AS_INT, ns)  # CPython keeps the bools
    assert ns["local_int"](True) == "True"
    assert ns["native_items"](True) == ["True", "2", "True:True"]


NARROWED_STALE = '''\
from typing import Optional


class Bag:
    def __init__(self) -> None:
        self.xs: Optional[list[int]] = [1, 2]

    def clear(self) -> None:
        self.xs = None

    def size_after_clear(self) -> int:
        if self.xs is not None:
            self.clear()
            return len(self.xs)
        return -1

    def none_after_clear(self) -> bool:
        if self.xs is not None:
            self.clear()
            return self.xs is None
        return False
'''


def test_narrowing_invalidated_by_a_call(tmp_path):
    """README, differences: a narrowed attribute that a call set back to None raises TypeError
    where it is used (hintc's check, naming the narrowed type); CPython raises TypeError from the
    operation itself. `is None` reads the current value in both."""
    src = tmp_path / "narrowed_stale.py"
    src.write_text(NARROWED_STALE)
    mod = import_compiled(src, tmp_path / "out", module_name="hintc_narrowed_stale")
    with pytest.raises(TypeError, match="narrowed value: expected list, got NoneType"):
        mod.Bag().size_after_clear()
    assert mod.Bag().none_after_clear() is True
    ns: dict = {}
    exec(NARROWED_STALE, ns)
    with pytest.raises(TypeError, match="has no len"):
        ns["Bag"]().size_after_clear()
    assert ns["Bag"]().none_after_clear() is True


SENT_NONE = '''\
from typing import Generator


def echo() -> Generator[int, str, None]:
    yield 1
    word = yield 2
    print("got", word)
'''


def test_next_into_a_typed_used_yield(tmp_path):
    """README, differences: next() sends None; a yield whose value is used in a generator typed
    Generator[Y, S, R] raises TypeError for it (the sent value's check), where CPython goes on
    with None. A yield statement drops the value and takes next() in both."""
    src = tmp_path / "sent_none.py"
    src.write_text(SENT_NONE)
    mod = import_compiled(src, tmp_path / "out", module_name="hintc_sent_none")
    g = mod.echo()
    assert next(g) == 1 and next(g) == 2
    with pytest.raises(TypeError, match="sent value: expected str, got NoneType"):
        next(g)
    ns: dict = {}
    exec(SENT_NONE, ns)
    g = ns["echo"]()
    assert next(g) == 1 and next(g) == 2
    with pytest.raises(StopIteration):
        next(g)
