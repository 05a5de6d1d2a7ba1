"""A documented difference: a function typed to return a value whose `with` body always returns
raises RuntimeError when the context manager swallows an exception there (CPython returns None
against the annotation); without suppression it behaves as in CPython."""
from __future__ import annotations

import pytest

from helpers import import_source

SOURCE = '''\
from __future__ import annotations

from contextlib import suppress


def parse(s: str) -> int:
    with suppress(ValueError):
        return int(s)


def checked(s: str) -> int:
    with suppress(KeyError):
        return int(s)
'''


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    return import_source(SOURCE, tmp_path_factory.mktemp("wse"), "hintc_with_suppressed_end")


def test_returning_with_body_works(mod):
    assert mod.parse("12") == 12


def test_suppressed_exception_raises_runtime_error(mod):
    with pytest.raises(RuntimeError, match="context manager suppressed an exception") as info:
        mod.parse("x")
    assert info.value.__context__ is None or isinstance(info.value.__context__, ValueError)


def test_unsuppressed_exception_propagates(mod):
    with pytest.raises(ValueError, match="invalid literal"):
        mod.checked("x")
