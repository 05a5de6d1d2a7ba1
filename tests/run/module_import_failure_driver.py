import sys

sys._module_import_failure_armed = True  # type: ignore[attr-defined]
try:
    import module_import_failure
except ValueError as e:
    print("ValueError:", e, "module_import_failure" in sys.modules)
import module_import_failure as m

print(m.attempts(), m.IN_MODULES, sys.modules["module_import_failure"] is m)
