# Class bodies run their statements (tests/run/sw_class_body_stmts.py, cls_body_defs.py,
# cls_body_stmt_classes.py); what hintc still refuses there: field() options that are not
# literals (they change the generated methods).
from dataclasses import dataclass, field
from typing import List

INIT = False


@dataclass
class Rec:
    tags: List[str] = field(default_factory=list, init=INIT)
# error: 12:51: hintc does not support this field() argument yet
