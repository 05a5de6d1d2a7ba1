# Statements other than assignments and defs in the body of a compiled class are refused (the
# class statement would drop them), and so are field() options that change generated methods.
from dataclasses import dataclass, field
from typing import List


class Mode:
    DEBUG = True
    if DEBUG:
        level = 10
    for i in range(3):
        pass
    print("made")


@dataclass
class Rec:
    tags: List[str] = field(default_factory=list, repr=False)
# error: 9:5: hintc does not support this statement in the body of a compiled class yet
# error: 11:5: hintc does not support this statement in the body of a compiled class yet
# error: 13:5: hintc does not support this statement in the body of a compiled class yet
# error: 18:51: hintc does not support this field() argument yet
