"""Dynamic values (json, numpy, Any) stored into typed locals are checked there, as mypyc does: a
mismatch raises TypeError at the assignment where CPython would carry the wrong value on; a value
of a subclass (numpy's float64 is a float) is accepted and becomes a plain float."""
from __future__ import annotations

import json

import pytest

from helpers import import_source

np = pytest.importorskip("numpy")

SOURCE = '''\
import json
from typing import Any

import numpy as np


def json_int(text: str, key: str) -> int:
    obj = json.loads(text)
    value: int = obj[key]
    return value * 2


def json_float(text: str) -> float:
    x: float = json.loads(text)
    return x / 2


def ints_of(text: str) -> list[int]:
    data: Any = json.loads(text)
    return [r["id"] for r in data]


def array_sum(values: list[int]) -> int:
    arr = np.array(values)
    n: int = arr.sum()
    return n


def array_max(values: list[float]) -> float:
    arr = np.array(values)
    m: float = arr.max()
    return m


def array_half(values: list[int]) -> float:
    arr: Any = np.array(values, dtype=np.float64)
    x: float = arr / 2
    return x
'''


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    return import_source(SOURCE, tmp_path_factory.mktemp("dtl"), "hintc_dynamic_typed_locals")


def test_json_values_that_fit(mod):
    assert mod.json_int('{"a": 21}', "a") == 42
    assert mod.json_float("3") == 1.5  # an int stored in a float local becomes a float
    assert mod.ints_of('[{"id": 1}, {"id": 2}]') == [1, 2]


def test_json_mismatch_raises_at_the_assignment(mod):
    with pytest.raises(TypeError, match="assignment: expected int, got str"):
        mod.json_int('{"a": "21"}', "a")
    with pytest.raises(TypeError, match="assignment: expected float, got NoneType"):
        mod.json_float("null")
    with pytest.raises(TypeError, match="expected int, got str"):
        mod.ints_of('[{"id": "3"}]')
    with pytest.raises(KeyError):
        mod.json_int('{"a": 1}', "b")
    assert json.loads('"x"') == "x"


def test_numpy_scalars(mod):
    # np.float64 derives from float: accepted and converted; np.int64 is not an int.
    r = mod.array_max([1.5, -2.0])
    assert r == 1.5 and type(r) is float
    with pytest.raises(TypeError, match="assignment: expected int, got numpy.int64|expected int, got int64"):
        mod.array_sum([1, 2])
    with pytest.raises(TypeError, match="expected float, got numpy.ndarray|expected float, got ndarray"):
        mod.array_half([1, 2])
