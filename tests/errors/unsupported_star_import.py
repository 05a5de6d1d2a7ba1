# Any module can be imported (math natively, others as Python objects), but not with '*':
# the names it binds are unknown when compiling.
from os.path import *


def f() -> int:
    return 1
# error: 3:21: hintc does not support 'from os.path import *' yet
