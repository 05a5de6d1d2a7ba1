"""Field types inferred from `self.x = NAME` where NAME is an annotated module global, and from
conditional expressions of same-typed arms: typed native fields, checked stores from Python.
Object fields of closed classes are read-only T_OBJECT_EX members (CPython specialises their
reads) whose stores go through the class's type-checking setattro."""
from __future__ import annotations

import pytest

from helpers import import_compiled

SOURCE = '''\
from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr

LOW: int = 1
HIGH: int = 2
LABEL: str = "x"


class Level:
    def __init__(self, n: int) -> None:
        self.n = n


BASE: Level = Level(7)


class Holder:
    def __init__(self, up: bool) -> None:
        self.kind = LOW
        self.pick = HIGH if up else LOW
        self.label = LABEL
        self.level = BASE
        self.mixed = LOW if up else LABEL

    def shadowed(self) -> None:
        LOW = "local"
        self.other = LOW

    def bump(self) -> int:
        self.kind += HIGH
        return self.kind + self.pick + self.level.n


class Sub(Holder):
    def __init__(self) -> None:
        super().__init__(True)
        self.extra: list[int] = [1]

    def total(self) -> int:
        return len(self.label) + sum(self.extra)


@mypyc_attr(allow_interpreted_subclasses=True)
class Open:
    def __init__(self) -> None:
        self.name = "open"


@dataclass(frozen=True)
class Frozen:
    name: str
'''

@pytest.fixture(scope="module")
def mod(tmp_path_factory):
    work = tmp_path_factory.mktemp("fieldtypes")
    (work / "hintc_class_field_types.py").write_text(SOURCE)
    return import_compiled(work / "hintc_class_field_types.py", work / "out")


def test_fields_from_annotated_globals_are_typed(mod):
    h = mod.Holder(True)
    assert (h.kind, h.pick, h.label, h.level.n, h.mixed) == (1, 2, "x", 7, 1)
    assert h.bump() == 3 + 2 + 7
    with pytest.raises(TypeError, match=r"attribute 'kind' must be int, not str"):
        h.kind = "a"
    with pytest.raises(TypeError, match=r"attribute 'pick' must be int, not float"):
        h.pick = 1.5
    with pytest.raises(TypeError, match=r"attribute 'label' must be str, not int"):
        h.label = 3
    with pytest.raises(TypeError, match=r"attribute 'level' must be Level, not int"):
        h.level = 3
    h.kind = 2**80  # a typed int field keeps big values
    assert h.bump() == 2**80 + 2 + 2 + 7


def test_mixed_arms_stay_objects_and_shadowing_locals_type_fields(mod):
    h = mod.Holder(False)
    assert h.mixed == "x"
    h.mixed = 2.5  # arms of different types: the field holds any object
    h.shadowed()
    assert h.other == "local"
    # The local `LOW` (a str) shadows the global: the field is a str, as mypy infers it from
    # the value, and a store from Python is checked as for a declared field.
    with pytest.raises(TypeError, match="must be str, not list"):
        h.other = [1]
    h.other = "s"
    assert (h.mixed, h.other) == (2.5, "s")


def test_object_fields_are_members_with_checked_stores(mod):
    members = type(mod.Holder.__dict__["label"])
    assert members.__name__ == "member_descriptor"
    assert type(mod.Holder.__dict__["kind"]).__name__ == "getset_descriptor"  # a native int
    assert type(mod.Open.__dict__["name"]).__name__ == "getset_descriptor"  # Python may subclass
    s = mod.Sub()
    s.label = "abc"
    assert (s.label, s.total()) == ("abc", 4)
    with pytest.raises(TypeError, match=r"attribute 'label' must be str, not int"):
        s.label = 5
    with pytest.raises(TypeError, match=r"attribute 'extra' must be list, not tuple"):
        s.extra = (1,)
    del s.extra
    with pytest.raises(AttributeError, match=r"^'Sub' object has no attribute 'extra'$"):
        s.extra
    with pytest.raises(AttributeError, match=r"'Sub' object has no attribute 'extra'"):
        s.total()
    with pytest.raises(AttributeError):
        del s.extra
    with pytest.raises(AttributeError):
        mod.Holder.__dict__["label"].__set__(s, 5)  # the member is read-only: no unchecked store
    with pytest.raises(TypeError):
        object.__setattr__(s, "label", 5)  # CPython refuses: the class has its own setattro
    assert s.label == "abc"
    s.undeclared = 1  # an instance __dict__ takes undeclared names, as in CPython
    assert vars(s) == {"undeclared": 1}
    s.extra = [2, 3]
    assert s.total() == 8


def test_frozen_dataclass_member_fields_stay_frozen(mod):
    import dataclasses

    f = mod.Frozen("a")
    with pytest.raises(dataclasses.FrozenInstanceError):
        f.name = "b"
    with pytest.raises(dataclasses.FrozenInstanceError):
        del f.name
    assert f.name == "a" and f == mod.Frozen("a")
