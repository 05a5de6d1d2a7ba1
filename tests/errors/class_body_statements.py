# Class bodies run their statements (tests/run/sw_class_body_stmts.py); what hintc still refuses
# there: defs and classes inside those statements, imports, and field() options that change
# generated methods.
from dataclasses import dataclass, field
from typing import List


class Mode:
    DEBUG = True
    if DEBUG:
        def show(self) -> int:
            return 1
    try:
        import math
    except ImportError:
        pass
    print("made")


@dataclass
class Rec:
    tags: List[str] = field(default_factory=list, init=False)
# error: 11:9: hintc does not support a def or class inside a statement of a class body yet
# error: 14:9: hintc does not support an import in a class body yet
# error: 22:51: hintc does not support this field() argument yet
