"""Nested functions and lambdas seen from Python: typed parameters checked at the boundary (int
accepted for float and converted), function attributes (__name__, __qualname__, __doc__,
__module__, __defaults__, __dict__, repr), binding as methods, tracebacks through nested frames,
and garbage collection of closures that reference themselves."""
from __future__ import annotations

import gc
import sys
import traceback
import weakref

import pytest

from helpers import import_source

SOURCE = '''\
from typing import Callable


def make_scaler(k: float) -> Callable[[float], float]:
    def scale(x: float) -> float:
        """Scales by the captured k."""
        return x * k
    return scale


def make_typed() -> Callable[[int, str], str]:
    def join(n: int, s: str = "-") -> str:
        return s * n
    return join


def make_failing() -> Callable[[int], int]:
    def inner(d: int) -> int:
        return 10 // d
    return inner


def make_recursive() -> Callable[[int], int]:
    def fact(n: int) -> int:
        return 1 if n <= 1 else n * fact(n - 1)
    return fact


anon = lambda a, b=2: a * b
'''

MODULE_NAME = "hintc_closures_mod"


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    yield import_source(SOURCE, tmp_path_factory.mktemp("closures"), MODULE_NAME)
    sys.modules.pop(MODULE_NAME, None)


def test_typed_parameters_checked(mod):
    scale = mod.make_scaler(2.0)
    assert scale(3) == 6.0 and type(scale(3)) is float  # int becomes float
    with pytest.raises(TypeError, match=r"argument 'x' must be float, not str"):
        scale("3")
    join = mod.make_typed()
    assert join(3) == "---" and join(2, s="ab") == "abab"
    with pytest.raises(TypeError, match=r"argument 's' must be str, not int"):
        join(2, 5)
    with pytest.raises(TypeError, match=r"argument 'n' must be int, not float"):
        join(2.5)


def test_call_errors_match_cpython(mod):
    join = mod.make_typed()
    ns: dict = {}
    exec("def make_typed():\n    def join(n, s='-'):\n        return s * n\n    return join", ns)
    ref = ns["make_typed"]()
    for args, kwargs in [((), {}), ((1, 2, 3), {}), ((1,), {"t": 1}), ((1,), {"n": 1})]:
        with pytest.raises(TypeError) as got:
            join(*args, **kwargs)
        with pytest.raises(TypeError) as want:
            ref(*args, **kwargs)
        assert str(got.value) == str(want.value)


def test_attributes(mod):
    scale = mod.make_scaler(1.5)
    assert scale.__name__ == "scale"
    assert scale.__qualname__ == "make_scaler.<locals>.scale"
    assert scale.__doc__ == "Scales by the captured k."
    assert scale.__module__ == MODULE_NAME
    assert scale.__defaults__ is None
    assert repr(scale).startswith("<function make_scaler.<locals>.scale at 0x")
    assert mod.anon.__name__ == "<lambda>" and mod.anon.__qualname__ == "<lambda>"
    assert mod.anon.__defaults__ == (2,) and mod.anon(4) == 8 and mod.anon.__doc__ is None
    assert mod.make_typed().__defaults__ == ("-",)
    scale.__name__ = "renamed"
    scale.__qualname__ = "Q.renamed"
    scale.marker = 42
    assert (scale.__name__, scale.__qualname__, scale.__dict__) == ("renamed", "Q.renamed",
                                                                     {"marker": 42})
    assert repr(scale).startswith("<function Q.renamed at 0x")
    with pytest.raises(TypeError):
        scale.__name__ = 3
    assert callable(scale) and weakref.ref(scale)() is scale


def test_binds_as_method(mod):
    class Holder:
        value = 3.0
        method = mod.make_scaler(2.0)

    assert Holder.method(5.0) == 10.0
    with pytest.raises(TypeError):
        Holder().method()  # bound: the instance fills x, which must be a float


def test_traceback_names_nested_frames(mod):
    inner = mod.make_failing()
    with pytest.raises(ZeroDivisionError) as info:
        inner(0)
    frames = traceback.extract_tb(info.value.__traceback__)
    last = frames[-1]
    assert last.name == "inner" and last.filename.endswith(f"{MODULE_NAME}.py")
    assert last.lineno == 19


def test_self_referencing_closures_are_collected(mod):
    fact = mod.make_recursive()
    assert fact(10) == 3628800
    ref = weakref.ref(fact)
    del fact
    gc.collect()
    assert ref() is None
