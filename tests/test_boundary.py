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


def unnamed(__s: str, __n: int, *, strict: bool = False) -> str:
    return __s * __n


class Box:
    def put(self, __item: list[int], __dunder__: int = 0) -> int:
        return len(__item)


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
        # Positional-only by a double underscore (mypy's convention): no caller writes the
        # name, so the message does not show it (mypyc's wording; README, Differences).
        ("unnamed", (b"v = 1", 2), {}, "str object expected; got bytes"),
        ("unnamed", (False, 2), {}, "str object expected; got bool"),
        ("unnamed", ("a", "2"), {}, "int object expected; got str"),
        ("unnamed", ("a", 2), {"strict": 0}, "unnamed() argument 'strict' must be bool, not int"),
    ],
)
def test_wrong_types_raise_type_error(compiled, name, args, kwargs, message):
    assert _error(getattr(compiled, name), *args, **kwargs) == (TypeError, message)


def test_method_parameter_messages(compiled):
    box = compiled.Box()
    assert box.put([1, 2]) == 2
    assert _error(box.put, (1,)) == (TypeError, "list object expected; got tuple")
    assert _error(box.put, [], "0") == (
        TypeError, "Box.put() argument '__dunder__' must be int, not str")


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
    """docs/DIFFERENCES.md: a bool stored where the annotation says int (a variable, an item of
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
    """docs/DIFFERENCES.md: a narrowed attribute that a call set back to None raises TypeError
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


GEN_FRAMES = '''\
from typing import AsyncIterator, Iterator


def pairs(n: int) -> Iterator[int]:
    total = 0
    for i in range(n):
        total += i
        yield total


async def ticks(n: int) -> AsyncIterator[int]:
    for i in range(n):
        yield i
'''


def test_generator_frames_and_types(tmp_path):
    """docs/DIFFERENCES.md: a compiled generator's gi_frame has the right f_code and f_lineno
    but its locals live in the native frame (f_locals is {}, CPython shows them), and compiled
    generators are not types.GeneratorType / AsyncGeneratorType (inspect.isgenerator and
    isasyncgen are False; collections.abc and inspect.getgeneratorstate work for both)."""
    import collections.abc
    import inspect

    src = tmp_path / "gen_frames.py"
    src.write_text(GEN_FRAMES)
    mod = import_compiled(src, tmp_path / "out", module_name="hintc_gen_frames")
    ns: dict = {}
    exec(compile(GEN_FRAMES, str(src), "exec"), ns)
    for pairs, python in ((mod.pairs, False), (ns["pairs"], True)):
        g = pairs(3)
        assert next(g) == 0 and next(g) == 1
        frame = g.gi_frame
        assert frame.f_code is g.gi_code and frame.f_lineno == 8
        assert frame.f_locals == ({"n": 3, "total": 1, "i": 1} if python else {})
        assert inspect.getgeneratorstate(g) == inspect.GEN_SUSPENDED
        assert isinstance(g, collections.abc.Generator)
        assert inspect.isgenerator(g) is python
    for ticks, python in ((mod.ticks, False), (ns["ticks"], True)):
        a = ticks(1)
        assert isinstance(a, collections.abc.AsyncGenerator) and a.ag_code.co_name == "ticks"
        assert inspect.isasyncgen(a) is python


ACCESSORS = '''\
class Temp:
    def __init__(self, c: float) -> None:
        self.c = c

    @property
    def celsius(self) -> float:
        return self.c

    @celsius.setter
    def celsius(self, v: float) -> None:
        self.c = v
'''


def test_property_accessors_are_method_descriptors(tmp_path):
    """docs/DIFFERENCES.md: a compiled property's fget/fset are method descriptors: another
    type's object is a TypeError (CPython runs the body: AttributeError here), and the signature
    has a positional-only self without annotations."""
    import inspect

    src = tmp_path / "accessors.py"
    src.write_text(ACCESSORS)
    mod = import_compiled(src, tmp_path / "out", module_name="hintc_accessors")
    ns: dict = {}
    exec(ACCESSORS, ns)
    with pytest.raises(TypeError, match="descriptor 'celsius' for 'Temp' objects doesn't apply"):
        mod.Temp.celsius.fget(42)
    with pytest.raises(AttributeError, match="'int' object has no attribute 'c'"):
        ns["Temp"].celsius.fget(42)
    assert str(inspect.signature(mod.Temp.celsius.fset)) == "(self, /, v)"
    python_sig = str(inspect.signature(ns["Temp"].celsius.fset)).replace("'", "")
    assert python_sig == "(self, v: float) -> None"
    t = mod.Temp(1.0)
    mod.Temp.celsius.fset(t, 2.5)
    assert mod.Temp.celsius.fget(t) == 2.5 == t.celsius


ABSTRACT = '''\
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...


class Square(Shape):
    def area(self) -> float:
        return 4.0
'''


def test_abc_classes_have_metaclass_type(tmp_path):
    """docs/DIFFERENCES.md: a compiled ABC class is a native type of metaclass type (no
    register()); its abstract method is an abstract_method wrapper, while abstractness itself
    behaves as under ABCMeta."""
    import abc

    src = tmp_path / "abstract.py"
    src.write_text(ABSTRACT)
    mod = import_compiled(src, tmp_path / "out", module_name="hintc_abstract")
    ns: dict = {}
    exec(ABSTRACT, ns)
    assert type(mod.Shape) is type and not hasattr(mod.Shape, "register")
    assert type(ns["Shape"]) is abc.ABCMeta and hasattr(ns["Shape"], "register")
    assert type(mod.Shape.__dict__["area"]).__name__ == "abstract_method"
    for shape in (mod.Shape, ns["Shape"]):
        assert shape.area.__isabstractmethod__ is True
        assert shape.__abstractmethods__ == frozenset({"area"})
    assert mod.Square().area() == 4.0


CALLABLE_RESULT = '''\
from typing import Callable, Optional


class Holder:
    def __init__(self, fn: Callable[[], Optional[int]]) -> None:
        self.fn = fn

    def next(self) -> int:
        v = self.fn()
        if v is None:
            return -1
        return v + 1
'''


def test_callable_result_checked(tmp_path):
    """docs/DIFFERENCES.md: a call of a value declared Callable[..., R] has type R, so a result
    of another type raises TypeError where it enters typed code (mypyc's check); CPython goes on
    with it (here 1.5 + 1)."""
    src = tmp_path / "callable_result.py"
    src.write_text(CALLABLE_RESULT)
    mod = import_compiled(src, tmp_path / "out", module_name="hintc_callable_result")
    assert mod.Holder(lambda: 4).next() == 5
    with pytest.raises(TypeError, match=r"result of self.fn\(\): expected int or None, got float"):
        mod.Holder(lambda: 1.5).next()
    ns: dict = {}
    exec(CALLABLE_RESULT, ns)
    assert ns["Holder"](lambda: 1.5).next() == 2.5


LOCAL_AT_UNWIND = '''\
class Noisy:
    def __init__(self, log: list[str]) -> None:
        self.log = log

    def __del__(self) -> None:
        self.log.append("del")


def fail(log: list[str]) -> None:
    n = Noisy(log)
    raise ValueError(str(len(n.log)))


def run() -> list[str]:
    log: list[str] = []
    try:
        fail(log)
    except ValueError:
        log.append("handler")
    log.append("after")
    return log
'''


def test_locals_freed_when_the_exception_leaves(tmp_path):
    """docs/DIFFERENCES.md: a compiled frame's locals are released as the exception leaves it
    (only a failed `__init__`'s self stays with the traceback), so an object only they held is
    finalized before the handler runs; CPython's traceback keeps the frame's locals until the
    exception is gone."""
    src = tmp_path / "local_unwind.py"
    src.write_text(LOCAL_AT_UNWIND)
    mod = import_compiled(src, tmp_path / "out", module_name="hintc_local_unwind")
    assert mod.run() == ["del", "handler", "after"]
    ns: dict = {}
    exec(LOCAL_AT_UNWIND, ns)
    assert ns["run"]() == ["handler", "del", "after"]


DEL_DEFAULT = '''\
class B:
    kind = "a"
    size: int = 3


def forget() -> str:
    b = B()
    del b.kind
    del b.size
    return b.kind + str(b.size)
'''


def test_del_of_a_never_assigned_default(tmp_path):
    """docs/DIFFERENCES.md: an instance starts with its own copy of each class-body default, so
    `del b.kind` on a fresh instance removes that copy (reads answer the class value again)
    where CPython finds no instance attribute to delete (AttributeError)."""
    src = tmp_path / "del_default.py"
    src.write_text(DEL_DEFAULT)
    mod = import_compiled(src, tmp_path / "out", module_name="hintc_del_default")
    assert mod.forget() == "a3"
    ns: dict = {}
    exec(DEL_DEFAULT, ns)
    with pytest.raises(AttributeError):
        ns["forget"]()


PLAIN_CLASS_ATTR = '''\
class Conf:
    level = 1
    name = "c"

    def describe(self) -> str:
        return f"{self.name}:{self.level}"


def rename(c: Conf, name: str) -> str:
    c.name = name
    return c.describe()
'''


def test_plain_class_attribute_stored_from_python(tmp_path):
    """docs/DIFFERENCES.md: a plain class attribute the module never stores through an instance
    stays one class attribute (Python code rebinding `Conf.level` reaches every instance); Python
    code storing it through an instance makes an instance attribute (in the instance __dict__),
    as in CPython; one the module stores (`c.name = ...`) is a field Python code may store too."""
    src = tmp_path / "plain_attr.py"
    src.write_text(PLAIN_CLASS_ATTR)
    mod = import_compiled(src, tmp_path / "out", module_name="hintc_plain_attr")
    c = mod.Conf()
    c.name = "py"
    assert mod.rename(mod.Conf(), "x") == "x:1" and c.describe() == "py:1"
    mod.Conf.level = 5
    assert c.describe() == "py:5"
    c.level = 2  # into the instance __dict__ compiled classes have now (docs/UNCHECKED_CODE.md)
    assert vars(c) == {"level": 2} and c.level == 2
    assert c.describe() == "py:2"  # as CPython: the instance attribute shadows the class's
    ns: dict = {}
    exec(PLAIN_CLASS_ATTR, ns)
    d = ns["Conf"]()
    d.level = 2
    assert d.describe() == "c:2"


SENT_NONE = '''\
from typing import Generator


def echo() -> Generator[int, str, None]:
    yield 1
    word = yield 2
    print("got", word)
'''


def test_next_into_a_typed_used_yield(tmp_path):
    """docs/DIFFERENCES.md: next() sends None; a yield whose value is used in a generator typed
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
