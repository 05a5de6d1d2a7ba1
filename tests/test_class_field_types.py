"""Field types inferred from `self.x = NAME` where NAME is an annotated module global, and from
conditional expressions of same-typed arms: typed native fields, checked stores from Python."""
from __future__ import annotations

import pytest

from helpers import import_compiled

SOURCE = '''\
from __future__ import annotations

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


def test_mixed_arms_and_shadowing_locals_stay_objects(mod):
    h = mod.Holder(False)
    assert h.mixed == "x"
    h.mixed = 2.5  # arms of different types: the field holds any object
    h.shadowed()
    assert h.other == "local"
    h.other = [1]
    assert (h.mixed, h.other) == (2.5, [1])
