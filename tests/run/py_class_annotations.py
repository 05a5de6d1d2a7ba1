# The __annotations__ of classes Python's class machinery makes (TypedDict, NamedTuple) hold
# the evaluated annotations, as CPython evaluates them in the class body.
import collections
import json
from typing import List, NamedTuple, Optional, TypedDict


class Config(TypedDict):
    queue: collections.deque
    decoder: json.JSONDecoder
    names: List[str]
    later: "Point"


class Point(NamedTuple):
    x: int
    label: Optional[str] = None


def annotations_of(cls: type) -> dict:
    return dict(cls.__annotations__)
