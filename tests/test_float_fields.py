"""Float fields keep every float bit for bit (signed zeros, infinities, NaNs with any payload,
subnormals) through compiled and Python stores, copies and pickles; unset and deleted ones
raise AttributeError."""
from __future__ import annotations

import copy
import math
import pickle
import struct

import pytest

from helpers import import_source

SOURCE = '''\
from __future__ import annotations

from mypy_extensions import mypyc_attr


class P:
    def __init__(self, x: float) -> None:
        self.x = x

    def get(self) -> float:
        return self.x

    def put(self, v: float) -> None:
        self.x = v


@mypyc_attr(allow_interpreted_subclasses=True)
class OpenP:
    def __init__(self, x: float) -> None:
        self.x = x

    def get(self) -> float:
        return self.x


class Lazy:
    def __init__(self, on: bool) -> None:
        if on:
            self.x = 1.0

    def get(self) -> float:
        return self.x


class WithDefault:
    x: float = 2.5
'''

def bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    return import_source(SOURCE, tmp_path_factory.mktemp("floatf"), "hintc_float_fields")


VALUES = [0.0, -0.0, 1.5, -2.25, math.inf, -math.inf, 5e-324, 1.7976931348623157e308,
          math.nan, -math.nan, struct.unpack("<d", struct.pack("<Q", 0x7FF0000000000001))[0],
          struct.unpack("<d", struct.pack("<Q", 0xFFF4000068696E74))[0]]


@pytest.mark.parametrize("cls", ["P", "OpenP"])
def test_floats_round_trip_bit_for_bit(mod, cls):
    for v in VALUES:
        o = getattr(mod, cls)(v)
        assert bits(o.x) == bits(v) and bits(o.get()) == bits(v)
        o.x = v
        assert bits(o.x) == bits(v) and bits(o.get()) == bits(v)
        assert bits(copy.copy(o).x) == bits(v) and bits(pickle.loads(pickle.dumps(o)).x) == bits(v)


def test_unset_and_deleted_fields_raise(mod):
    lz = mod.Lazy(False)
    with pytest.raises(AttributeError, match="'Lazy' object has no attribute 'x'"):
        lz.x
    with pytest.raises(AttributeError, match="'Lazy' object has no attribute 'x'"):
        lz.get()
    with pytest.raises(AttributeError):
        del lz.x
    lz.x = math.nan
    assert math.isnan(lz.get())
    del lz.x
    assert not hasattr(lz, "x")
    with pytest.raises(AttributeError):
        lz.get()
    assert (mod.Lazy(True).get(), mod.WithDefault().x) == (1.0, 2.5)
