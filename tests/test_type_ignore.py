"""`# type: ignore`: a line whose type error the comment silences compiles dynamically, and its
values are checked where they enter typed code (variables, parameters, returns, fields) with the
TypeErrors of the other dynamic-to-typed crossings, as mypyc does (CPython, which checks nothing,
would go on; tests/run/sw_type_ignore*.py have the cases where both agree). A comment on a line
without an error changes nothing in the generated code."""
from __future__ import annotations

import pytest

from helpers import import_source, translate

SOURCE = '''\
from typing import Optional


class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y


def takes_int(n: int) -> int:
    return n * 2


def assign_str(s: str) -> int:
    x: int = s  # type: ignore
    return x + 1


def assign_optional(s: Optional[str]) -> str:
    t: str = s  # type: ignore[assignment]
    return t.upper()


def argument(s: str) -> int:
    return takes_int(s)  # type: ignore[arg-type]


def returns(s: str) -> int:
    return s  # type: ignore


def field_store(p: Point, v: str) -> int:
    p.x = v  # type: ignore
    return p.x


def field_store_opt(p: Point, v: Optional[int]) -> int:
    p.x = v  # type: ignore
    return p.x


def new_field(p: Point) -> None:
    p.z = 1  # type: ignore[attr-defined]


class Base:
    def m(self, x: int) -> int:
        return x + 1


class TakesStr(Base):
    def m(self, x: str) -> int:  # type: ignore[override]
        return len(x)


class GivesStr(Base):
    def m(self, x: int) -> str:  # type: ignore[override]
        return str(x)


def through_base(b: Base) -> object:
    return b.m(3)


def rebinds(s: str) -> str:
    y = s
    y = 3  # type: ignore
    return y
'''


@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    return import_source(SOURCE, tmp_path_factory.mktemp("type_ignore"), "type_ignore_checks")


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda m: m.assign_str("a"), "assignment: expected int, got str"),
        (lambda m: m.assign_optional(None), "assignment: expected str, got NoneType"),
        (lambda m: m.argument("x"), "takes_int() argument 'n' must be int, not str"),
        (lambda m: m.returns("x"), "return: expected int, got str"),
        (lambda m: m.field_store(m.Point(1, 2), "v"), "'Point' object attribute 'x' must be int, not str"),
        (lambda m: m.rebinds("s"), "return: expected str, got int"),
        (lambda m: m.through_base(m.TakesStr()), "argument: expected str, got int"),
        (lambda m: m.through_base(m.GivesStr()), "return: expected int, got str"),
        (lambda m: m.field_store_opt(m.Point(1, 2), None), "'Point' object attribute 'x' must be int, not NoneType"),
    ],
)
def test_checked_where_typed(mod, call, message):
    with pytest.raises(TypeError) as e:
        call(mod)
    assert str(e.value) == message


def test_values_that_fit(mod):
    assert mod.assign_optional("ab") == "AB"
    assert mod.field_store_opt(mod.Point(1, 2), 5) == 5
    assert mod.through_base(mod.Base()) == 4
    assert (mod.TakesStr().m("ab"), mod.GivesStr().m(5)) == (2, "5")


def test_new_attribute_of_compiled_instance(mod):
    # A compiled class has no instance __dict__ (as under mypyc): CPython would add the attribute.
    with pytest.raises(AttributeError, match="'Point' object has no attribute 'z'"):
        mod.new_field(mod.Point(1, 2))


CLEAN = '''\
from typing import List
import os{c}


def total(xs: List[int], k: int) -> int:
    s = 0{c}
    for x in xs:{c}
        s += x * k{c}
    return s{c}
'''


@pytest.mark.parametrize("comment", ["  # type: ignore", "  # type: ignore[misc, arg-type]"])
def test_comment_without_error_changes_nothing(comment):
    plain = translate(CLEAN.format(c=""))
    ignored = translate(CLEAN.format(c=comment))
    assert plain["ok"] and ignored["ok"], ignored["diagnostics"]
    assert ignored["cpp"] == plain["cpp"]
    assert ignored["ir"] == plain["ir"]


def test_whole_file_ignore_needs_a_bare_comment_first():
    body = "def f(s: str) -> int:\n    return s\n"
    assert translate("# type: ignore\n" + body)["ok"]
    assert translate('# type: ignore\n"""doc"""\n' + body)["ok"]
    # After the first statement, or with error codes, it covers only its own line.
    assert not translate('"""doc"""\n# type: ignore\n' + body)["ok"]
    assert not translate("# type: ignore[return-value]\n" + body)["ok"]


def test_annotate_report_names_the_ignore():
    from hintc.annotate import annotate_source

    src = "def f(t: str) -> int:\n    x: int = t  # type: ignore\n    return x\n"
    reasons = [r["reason"] for r in annotate_source(src, "ti.py", "ti", 2)["lines"][1]["reasons"]]
    want = "the value comes from a line whose type error `# type: ignore` silences: it is checked to be int at run time"
    assert want in reasons, reasons


def test_override_taking_a_subclass_compiles():
    # mypy rejects this override (without an ignore comment), hintc adapts it with a run-time
    # check; building it once crashed the compiler (the adapter's check had no source node).
    src = (
        "class A:\n    def __eq__(self, other: object) -> bool:\n        return True\n\n\n"
        "class B(A):\n    def __eq__(self, other: 'B') -> bool:\n        return False\n"
    )
    assert translate(src)["ok"]
