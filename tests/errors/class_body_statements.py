# Class bodies run their statements (tests/run/sw_class_body_stmts.py, cls_body_defs.py); what
# hintc still refuses there: classes inside those statements, and field() options that are not
# literals (they change the generated methods).
from dataclasses import dataclass, field
from typing import List

INIT = False


class Mode:
    DEBUG = True
    if DEBUG:
        class Inner:
            pass
    print("made")


@dataclass
class Rec:
    tags: List[str] = field(default_factory=list, init=INIT)
# error: 13:9: hintc does not support a class inside a statement of a class body yet
# error: 20:51: hintc does not support this field() argument yet
