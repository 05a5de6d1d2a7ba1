import collections
import json
from typing import List, Optional

from py_class_annotations import Config, Point, annotations_of

a = annotations_of(Config)
print(a["queue"] is collections.deque, a["decoder"] is json.JSONDecoder, a["names"] == List[str])
print(type(a["later"]).__name__, a["later"].__forward_arg__)
p = annotations_of(Point)
print(p["x"] is int, p["label"] == Optional[str])
print(Point(1), sorted(Config(queue=collections.deque(), decoder=json.JSONDecoder(), names=[], later=Point(2))))
