"""field(metadata=...) of compiled dataclasses: fields() shows the mapping (read-only, as
dataclasses wraps it), with or without a default or factory, on subclasses too (which share their
base's fields); fields without metadata show an empty one."""
from dataclasses import dataclass, field, fields
from typing import Any


@dataclass
class Column:
    name: str = field(metadata={"doc": "column name", "max": 64})
    width: int = field(default=10, metadata={"unit": "chars"})
    tags: list[str] = field(default_factory=list, metadata={"doc": "labels"})
    note: str = ""


@dataclass
class Keyed(Column):
    key: bool = field(default=False, metadata={"doc": "primary key"})


def describe(obj: Any) -> list[str]:
    out: list[str] = []
    for f in fields(obj):
        out.append(f"{f.name}: {dict(f.metadata)}")
    return out


def read_only() -> str:
    md = fields(Column)[0].metadata
    try:
        md["doc"] = "changed"  # type: ignore[index]
    except TypeError as e:
        return f"TypeError {e}"
    return "writable"
