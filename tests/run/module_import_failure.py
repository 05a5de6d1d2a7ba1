# A compiled module is in sys.modules while its body runs (as a Python module is), and one whose
# body fails is taken out again, so the next import runs it again (tests/run/import_failure.py).
import sys

IN_MODULES = sys.modules[__name__].__name__ == __name__
ATTEMPT = getattr(sys, "_module_import_failure_attempts", 0) + 1
setattr(sys, "_module_import_failure_attempts", ATTEMPT)
if getattr(sys, "_module_import_failure_armed", False):
    setattr(sys, "_module_import_failure_armed", False)
    raise ValueError("armed import fails")


def attempts() -> int:
    return ATTEMPT
